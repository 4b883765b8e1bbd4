import { brandNames } from '#api/contract/search.ts';
import type { CatalogueModel, ProductModel } from './model.ts';
import type { Site } from './site.ts';
import { buildVocabulary, type Vocabulary } from './spelling.ts';

/*
 * What search reads of the catalogue: each product's searched texts (search.ts `relevance`)
 * and, from the same texts, the vocabulary the spelling tolerance corrects towards.
 */

/** The texts search reads of a product, by weight: name, categories, brand and colours. */
export function searchedTexts(model: CatalogueModel, product: ProductModel, site: Site) {
  return {
    name: [product.names[site.language]],
    categories: (model.paths.get(product.categoryId) ?? []).map(
      (category) => category.names[site.language],
    ),
    other: [
      brandNames[product.brand],
      ...product.colors.map((color) => color.names[site.language]),
    ],
  };
}

/**
 * Every word search matches in the site's language (spelling.ts corrects towards them),
 * kept per model like the answers.
 */
export function vocabularyOf(model: CatalogueModel, site: Site): Vocabulary {
  return model.memo(`vocabulary|${site.language}`, () =>
    buildVocabulary(
      model.productList.flatMap((product) => {
        const texts = searchedTexts(model, product, site);
        return [...texts.name, ...texts.categories, ...texts.other];
      }),
      site.tag,
    ),
  );
}
