import type { Currency, Price } from '#api/contract/common.ts';
import {
  type CategoryLink,
  LOW_STOCK_THRESHOLD,
  type ProductAvailability,
  type ProductDetails,
  type ProductImage,
  type ProductInventory,
  type ProductTile,
} from '#api/contract/products.ts';
import {
  CatalogueLookupError,
  type CatalogueModel,
  type CategoryModel,
  type ProductModel,
  resolveProduct,
  type VariantModel,
} from './model.ts';
import type { Site } from './site.ts';

/*
 * The read model shaped into the contract: tiles, details, Price (spec §3), URLs, image
 * URLs, stock states. In commerce/ so the service and the MSW handlers shape answers with the
 * same code (see model.ts).
 */

const major = (minor: number) => Math.round(minor) / 100;

/** Spec §3 Price of some variants in a currency: ranges, markdown, 30-day low, discount. */
export function priceOf(variants: readonly VariantModel[], currency: Currency): Price {
  const prices = variants.map((variant) => {
    const price = variant.prices[currency];
    if (!price) throw new Error(`sku ${variant.sku} has no ${currency} price`);
    return price;
  });
  const current = prices.map((price) => price.sale ?? price.list);
  const onSale = prices.some((price) => price.sale !== null);
  const previous = prices
    .map((price) => price.previousBestSale)
    .filter((value): value is number => value !== null);
  const discounts = prices
    .filter((price) => price.sale !== null)
    .map((price) => ((price.list - (price.sale ?? price.list)) / price.list) * 100);
  return {
    lowOriginal: onSale ? major(Math.min(...prices.map((price) => price.list))) : null,
    highOriginal: onSale ? major(Math.max(...prices.map((price) => price.list))) : null,
    lowCurrent: major(Math.min(...current)),
    highCurrent: major(Math.max(...current)),
    historicBestPrice: major(Math.min(...prices.map((price) => price.historicBest))),
    previousBestSalesPrice: previous.length ? major(Math.min(...previous)) : null,
    // Spec §9: discount percentage rounded to one decimal.
    percentagePriceDiscount: discounts.length ? Math.round(Math.max(...discounts) * 10) / 10 : null,
    currency,
  };
}

export const IMAGE_BASE = '/api/images/upload/';
export const imageUrl = (publicId: string) => `${IMAGE_BASE}${publicId}`;

export function imageOf(
  product: ProductModel,
  colorIndex: number,
  view: number,
  site: Site,
): ProductImage | null {
  const color = product.colors[colorIndex];
  const publicId = color?.images[view];
  if (!color || !publicId) return null;
  return {
    src: imageUrl(publicId),
    alt: `${product.names[site.language]}, ${color.names[site.language]}`,
  };
}

/** The front image of a colourway by its code (the first colourway when unknown). */
export function colorImage(
  product: ProductModel,
  colorCode: string | undefined,
  site: Site,
): ProductImage | null {
  const index = product.colors.findIndex((color) => color.code === colorCode);
  return imageOf(product, Math.max(0, index), 0, site);
}

/** Storefront path of a product page; a sku as `id` selects its colour and size. */
export const productUrl = (product: ProductModel, site: Site, id = product.id) =>
  `/${site.locale}/p/${product.slugs[site.language]}-${id}`;
export const categoryUrl = (category: CategoryModel, site: Site) =>
  `/${site.locale}/c/${category.slugs[site.language]}-${category.id}`;

export function categoryLink(category: CategoryModel, site: Site): CategoryLink {
  return { id: category.id, name: category.names[site.language], url: categoryUrl(category, site) };
}

export function breadcrumbsOf(
  model: CatalogueModel,
  categoryId: string,
  site: Site,
): CategoryLink[] {
  return (model.paths.get(categoryId) ?? []).map((category) => categoryLink(category, site));
}

export function productTile(product: ProductModel, site: Site): ProductTile {
  const image = imageOf(product, 0, 0, site);
  if (!image) throw new Error(`product ${product.id} has no image`);
  return {
    id: product.id,
    brand: product.brand,
    name: product.names[site.language],
    slug: product.slugs[site.language],
    url: productUrl(product, site),
    categoryId: product.categoryId,
    productType: product.productType,
    image,
    hoverImage: imageOf(product, 0, 1, site),
    price: priceOf(product.variants, site.currency),
    badge: product.badge,
    eyebrow: product.eyebrow?.[site.language] ?? null,
    rating: product.rating,
    colors: product.colors.map((color) => ({
      code: color.code,
      name: color.names[site.language],
      family: color.family,
      swatch: color.swatch,
    })),
    isNew: product.isNew,
  };
}

/** The product page of a master id or a sku (PLP400 when unknown); memoised per model. */
export function productDetails(
  model: CatalogueModel,
  productId: string,
  site: Site,
): ProductDetails {
  const { product, variant } = resolveProduct(model, productId);
  return model.memo(`details:${productId}:${site.locale}`, () => {
    const tile = productTile(product, site);
    const images = (color: number) =>
      (product.colors[color]?.images ?? []).map(
        (_, view) => imageOf(product, color, view, site) as ProductImage,
      );
    return {
      id: productId,
      masterId: product.id,
      selectedSku: variant?.sku ?? null,
      brand: product.brand,
      name: tile.name,
      description: product.descriptions[site.language],
      features: product.features[site.language],
      slug: tile.slug,
      url: tile.url,
      categoryId: product.categoryId,
      productType: product.productType,
      gender: product.gender,
      breadcrumbs: breadcrumbsOf(model, product.categoryId, site),
      price: tile.price,
      badge: product.badge,
      eyebrow: tile.eyebrow,
      rating: tile.rating,
      images: images(0),
      colors: product.colors.map((color, index) => ({
        code: color.code,
        name: color.names[site.language],
        family: color.family,
        swatch: color.swatch,
        images: images(index),
      })),
      sizes: product.sizes.map((size) => ({
        code: size.code,
        label: size.labels[site.sizeSystem],
      })),
      variants: product.variants.map((item) => ({
        sku: item.sku,
        upc: item.upc,
        color: item.colorCode,
        size: item.sizeCode,
        price: priceOf([item], site.currency),
      })),
      isNew: product.isNew,
      releaseDate: product.releaseDate,
    };
  });
}

export function stockState(quantity: number) {
  return {
    quantity,
    inventoryState: quantity > 0 ? ('InStock' as const) : ('OutOfStock' as const),
    lowStock: quantity > 0 && quantity <= LOW_STOCK_THRESHOLD,
  };
}

/** The skus a product id stands for: the variant asked for, or every variant of a master. */
export function skusOf(model: CatalogueModel, productId: string): string[] {
  const { product, variant } = resolveProduct(model, productId);
  return (variant ? [variant] : product.variants).map((item) => item.sku);
}

/** Online stock of the skus a product id stands for (unknown skus count 0). */
export function productInventory(
  model: CatalogueModel,
  productId: string,
  stock: ReadonlyMap<string, number>,
): ProductInventory {
  const { product } = resolveProduct(model, productId);
  return {
    productId,
    masterId: product.id,
    variants: Object.fromEntries(
      skusOf(model, productId).map((sku) => [sku, stockState(stock.get(sku) ?? 0)]),
    ),
  };
}

/**
 * Stock of a product in stores: STR404 for the first store not in `knownStores`;
 * `quantities` holds the units per store summed over the product's skus.
 */
export function productAvailability(
  productId: string,
  storeIds: readonly string[],
  knownStores: ReadonlySet<string>,
  quantities: ReadonlyMap<string, number>,
): ProductAvailability {
  const unknown = storeIds.find((storeId) => !knownStores.has(storeId));
  if (unknown) throw new CatalogueLookupError('STR404', `No store ${unknown}`);
  return {
    productId,
    storeInventory: storeIds.map((storeId) => {
      const { quantity, inventoryState } = stockState(quantities.get(storeId) ?? 0);
      return { storeId, quantity, inventoryState };
    }),
  };
}
