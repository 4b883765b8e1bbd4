import type { Catalog, CategoryNode, ProductSet } from '#api/contract/products.ts';
import {
  CatalogueLookupError,
  type CatalogueModel,
  type CategoryModel,
  type ProductModel,
  resolveProduct,
} from './model.ts';
import type { Site } from './site.ts';
import { categoryUrl, imageUrl, productTile } from './views.ts';

/*
 * The category tree with product counts and the product sets ("complete the look"),
 * answered from the read model (model.ts) and memoised per model, for the service and the
 * MSW handlers alike.
 */

export function catalogTree(model: CatalogueModel, site: Site): Catalog {
  return model.memo(`tree|${site.locale}`, () => {
    const counts = new Map<string, number>();
    for (const product of model.productList) {
      for (const category of model.paths.get(product.categoryId) ?? [])
        counts.set(category.id, (counts.get(category.id) ?? 0) + 1);
    }
    const node = (category: CategoryModel): CategoryNode => ({
      id: category.id,
      name: category.names[site.language],
      slug: category.slugs[site.language],
      url: categoryUrl(category, site),
      productCount: counts.get(category.id) ?? 0,
      children: (model.children.get(category.id) ?? []).map(node),
    });
    return { categories: (model.children.get(null) ?? []).map(node) };
  });
}

export function productSetsOf(model: CatalogueModel, productId: string, site: Site) {
  const { product } = resolveProduct(model, productId);
  return {
    productId,
    productSets: model.sets
      .filter((set) => set.productIds.includes(product.id))
      .map((set) => ({
        id: set.id,
        name: set.names[site.language],
        image: { src: imageUrl(set.image), alt: set.names[site.language] },
        productCount: set.productIds.length,
      })),
  };
}

export function productSet(model: CatalogueModel, setId: string, site: Site): ProductSet {
  const set = model.sets.find((candidate) => candidate.id === setId);
  if (!set) throw new CatalogueLookupError('PLP400', `No product set ${setId}`);
  return {
    id: set.id,
    name: set.names[site.language],
    description: set.descriptions[site.language],
    image: { src: imageUrl(set.image), alt: set.names[site.language] },
    products: set.productIds
      .map((id) => model.products.get(id))
      .filter((product): product is ProductModel => Boolean(product))
      .map((product) => productTile(product, site)),
  };
}
