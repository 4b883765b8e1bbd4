import type { ContentSectionInput } from '#api/contract/index.ts';
import { getCatalogue } from '../catalogue/index.ts';
import {
  type CategoryNode,
  categoryName,
  categorySlug,
  categoryTree,
  categoryUrl,
} from './catalogueLinks.ts';
import { type ContentEntry, makeDocument } from './documents.ts';
import { fragmentId } from './fragments.ts';
import { block, contentImage, fill, fragmentRef, productImage, target, tx } from './sections.ts';
import { type ContentSite, sitePath, T } from './sites.ts';

const t = {
  intro: T(
    '{name} by {brand}: designed for the trail, tested in all weather.',
    '{name} {brand} : conçus pour le sentier, testés par tous les temps.',
    '{name} von {brand}: für den Trail gemacht, bei jedem Wetter getestet.',
  ),
  explore: T('Explore {name}', 'Découvrir : {name}', '{name} entdecken'),
  subNav: T('Shop {name}', 'Parcourir : {name}', '{name} durchstöbern'),
  faqTitle: T('How do I choose?', 'Comment choisir ?', 'Wie wähle ich aus?'),
  faqText: T(
    'Filter by activity and season, then compare weight and warmth in the product details.',
    'Filtrez par activité et saison, puis comparez poids et chaleur dans le détail des produits.',
    'Filtern Sie nach Aktivität und Saison und vergleichen Sie dann Gewicht und Wärme in den Produktdetails.',
  ),
  returnsTitle: T('Can I return it?', 'Puis-je le retourner ?', 'Kann ich es zurückgeben?'),
  returnsText: T(
    'Yes, returns are free. <a href="{url}">How to return</a>.',
    'Oui, les retours sont gratuits. <a href="{url}">Comment retourner</a>.',
    'Ja, Rücksendungen sind kostenlos. <a href="{url}">So geht’s</a>.',
  ),
  popular: T('Popular in {name}', 'Populaire : {name}', 'Beliebt in {name}'),
  searchResults: T('Search results', 'Résultats de recherche', 'Suchergebnisse'),
  noResults: T('No results found', 'Aucun résultat', 'Keine Ergebnisse'),
  noResultsTips: T(
    'Check the spelling, use fewer words or browse our categories.',
    'Vérifiez l’orthographe, utilisez moins de mots ou parcourez nos catégories.',
    'Prüfen Sie die Schreibweise, nutzen Sie weniger Wörter oder stöbern Sie in unseren Kategorien.',
  ),
  searchHub: T('Find your gear', 'Trouvez votre équipement', 'Finden Sie Ihre Ausrüstung'),
  popularSearches: T('Popular searches', 'Recherches populaires', 'Beliebte Suchen'),
  topPicks: T('Top picks', 'Notre sélection', 'Unsere Favoriten'),
  completeTheLook: T('Complete the look', 'Complétez la tenue', 'Komplettieren Sie den Look'),
  alsoLike: T('You may also like', 'Vous aimerez aussi', 'Das könnte Ihnen auch gefallen'),
  community: T('Seen on the trail', 'Vu sur le sentier', 'Gesehen auf dem Trail'),
  communityIn: T('{name} on the trail', '{name} sur le sentier', '{name} auf dem Trail'),
  recycledTitle: T(
    'Made with recycled materials',
    'Fabriqué en matières recyclées',
    'Aus recycelten Materialien',
  ),
  recycledText: T(
    'Every panel of this style uses recycled fibres.',
    'Chaque panneau de ce modèle utilise des fibres recyclées.',
    'Jedes Teil dieses Modells besteht aus recycelten Fasern.',
  ),
  readStory: T('Read the story', 'Lire l’histoire', 'Zur Geschichte'),
  featuredNote: T(
    'Editor’s pick: this style is made in a small batch, while stocks last.',
    'Coup de cœur de la rédaction : ce modèle est fabriqué en petite série, dans la limite des stocks.',
    'Tipp der Redaktion: Dieses Modell wird in kleiner Serie gefertigt, solange der Vorrat reicht.',
  ),
};

function landing(site: ContentSite, node: CategoryNode): ContentEntry {
  const { category } = node;
  const name = categoryName(site, category);
  const values = { name, brand: site.brandName };
  return makeDocument(site, {
    type: 'category',
    slug: categorySlug(site, category),
    name,
    layoutVariant: category.level === 1 ? 'department' : 'category',
    alternateSlug: (other) => categorySlug(other, category),
    seo: { title: `${name} | ${site.brandName}`, description: fill(tx(site, t.intro), values) },
    // The category page shows its products first: the promo bar, a line of introduction
    // and the sub-navigation lead it (storefront/catalogue/categoryContent.ts), the rest
    // follows the products.
    sections: [
      fragmentRef('promo-bar', fragmentId(site, 'promo-bar'), {
        isSticky: true,
        isFullWidth: true,
      }),
      block(
        'intro',
        'RichText',
        { richText: `<p>${fill(tx(site, t.intro), values)}</p>` },
        { hydration: 'never' },
      ),
      block(
        'secondary-nav',
        'SecondaryNav',
        {
          title: fill(tx(site, t.subNav), values),
          links: node.children.map((child) =>
            target(categoryName(site, child.category), categoryUrl(site, child.category), 'link'),
          ),
        },
        { hideOnBreakpoint: [] },
      ),
      block('subcategories', 'Collection', {
        type: 'category card',
        title: fill(tx(site, t.explore), values),
        variant: 'highlightCenter',
        breakpoints: {
          sm: {
            layout: 'carousel',
            slideWidth: 70,
            slidePadding: 'small',
            showArrows: false,
            showIndicators: true,
            showProgress: false,
            autoplay: false,
            loop: false,
          },
          md: { layout: 'grid', margin: 'gutter' },
          lg: { layout: 'grid', margin: 'large' },
        },
        items: node.children.map((child) => ({
          title: categoryName(site, child.category),
          media: contentImage(
            site.brand,
            `category-${child.category.id}`,
            categoryName(site, child.category),
            child.category.id,
          ),
          target: target(
            categoryName(site, child.category),
            categoryUrl(site, child.category),
            'link',
          ),
        })),
      }),
      ...(category.level === 1
        ? [
            block(
              'community',
              'Gallery',
              {
                title: fill(tx(site, t.communityIn), values),
                containerId: `${site.brand}-landing-gallery`,
                filter: { category: 'CATEGORY' },
                count: 8,
              },
              { hydration: 'visible' },
            ),
          ]
        : []),
      block(
        'popular',
        'Recommendation',
        {
          title: fill(tx(site, t.popular), values),
          variant: '3-cards',
          quickShopVisibility: true,
          bloomreachIndex: `plp-${category.id}`,
          showRatings: true,
        },
        { hydration: 'visible' },
      ),
      block('faq', 'Accordion', {
        accordions: [
          { title: tx(site, t.faqTitle), richText: `<p>${tx(site, t.faqText)}</p>` },
          {
            title: tx(site, t.returnsTitle),
            richText: `<p>${tx(site, t.returnsText).replace('{url}', sitePath(site, 'help/returns/how-to-return'))}</p>`,
          },
        ],
        iconsStyle: 'plus',
        style: 'default',
        titleColor: 'neutral',
        bottomDivider: true,
        isFullWidth: false,
        paddings: 'medium',
      }),
    ],
  });
}

/** Landing content for every department and category (levels 1 and 2) the brand sells in. */
export function categoryEntries(site: ContentSite): ContentEntry[] {
  return categoryTree(site.brand).flatMap((department) => [
    landing(site, department),
    ...department.children.map((child) => landing(site, child)),
  ]);
}

export function searchEntries(site: ContentSite): ContentEntry[] {
  const departments = categoryTree(site.brand);
  const categoryButtons = block('categories', 'Collection', {
    type: 'CTA button',
    variant: 'threeCardGrid',
    breakpoints: { sm: { layout: 'grid' }, md: { layout: 'grid' }, lg: { layout: 'grid' } },
    items: departments.map((node) => ({
      title: categoryName(site, node.category),
      target: target(
        categoryName(site, node.category),
        categoryUrl(site, node.category),
        'secondary',
      ),
    })),
  });
  const searchPage = (
    searchType: string,
    title: string,
    sections: Parameters<typeof makeDocument>[1]['sections'],
  ) =>
    makeDocument(site, {
      type: 'search',
      slug: `search/${searchType}`,
      name: title,
      layoutVariant: searchType,
      seo: { title: `${title} | ${site.brandName}`, description: '', robots: 'noindex,follow' },
      alternateSlug: () => null,
      sections,
    });
  // Words of the site's language that its catalogue names (search matches in it).
  const searchTerms = (
    site.brand === 'tread'
      ? [
          T('boots', 'chaussures montantes', 'Wanderstiefel'),
          T('trail', 'trail', 'Trail'),
          T('sandals', 'sandales', 'Sandalen'),
          T('hiking shoes', 'chaussures de randonnée', 'Wanderschuhe'),
        ]
      : [
          T('rain jacket', 'veste de pluie', 'Regenjacke'),
          T('down', 'doudoune', 'Daunenjacke'),
          T('fleece', 'polaire', 'Fleece'),
          T('backpack', 'sac à dos', 'Rucksack'),
        ]
  ).map((term) => tx(site, term));
  return [
    searchPage('results', tx(site, t.searchResults), [
      fragmentRef('promo-bar', fragmentId(site, 'promo-bar'), {
        isSticky: true,
        isFullWidth: true,
      }),
      block(
        'top-picks',
        'Recommendation',
        {
          title: tx(site, t.topPicks),
          variant: 'carousel',
          quickShopVisibility: true,
          bloomreachIndex: 'search-results',
          showRatings: true,
        },
        { hydration: 'visible' },
      ),
    ]),
    searchPage('no-results', tx(site, t.noResults), [
      block('tips', 'RichText', { richText: `<p>${tx(site, t.noResultsTips)}</p>` }),
      categoryButtons,
      block(
        'top-picks',
        'Recommendation',
        {
          title: tx(site, t.topPicks),
          variant: '3-cards',
          quickShopVisibility: true,
          bloomreachIndex: 'search-no-results',
          showRatings: true,
        },
        { hydration: 'visible' },
      ),
    ]),
    searchPage('hub', tx(site, t.searchHub), [
      block('popular', 'VerticalLinkList', {
        title: tx(site, t.popularSearches),
        links: searchTerms.map((term) =>
          target(term, `${sitePath(site, 'search')}?q=${encodeURIComponent(term)}`, 'link'),
        ),
        collapsibleOn: [],
      }),
      categoryButtons,
      block(
        'journal',
        'ArticleGrid',
        {
          title: '',
          initialQuery: 'tagId=how-to',
          initialQueryNotFiltered: '',
          rowsToLoad: 3,
          gridSize: { sm: 1, md: 2, lg: 3 },
          showFilterBar: false,
          loadMore: false,
        },
        { hydration: 'visible' },
      ),
    ]),
  ];
}

/** Accessories a product page offers to complete the look (spec §3 upsell). */
function upsellProducts(site: ContentSite): string[] {
  return getCatalogue()
    .products.filter(
      (product) =>
        product.brand === site.brand && ['accessory', 'pack'].includes(product.productType),
    )
    .slice(0, 4)
    .map((product) => product.id);
}

/** The product an editor gave its own content (the others show the default). */
export function featuredProductId(brand: ContentSite['brand']): string {
  const product = getCatalogue().products.find((candidate) => candidate.brand === brand);
  if (!product) throw new Error(`no ${brand} product`);
  return product.id;
}

/** Space under each of the product page's sections: they stacked with none between them. */
const productGap = { bottomMargins: { sm: 'large', lg: 'xlarge' } } as const;

function productSections(site: ContentSite): ContentSectionInput[] {
  return [
    // Spec §3 filter-by: shown on the featured product's page only, from the shared content.
    block('featured-note', 'FilterBy', {
      variant: 'bySku',
      operator: 'IN',
      filterBy: [featuredProductId(site.brand)],
      components: [
        // The space under the note, not under the filter: other products show neither.
        block(
          'featured-note-text',
          'RichText',
          { richText: `<p>${tx(site, t.featuredNote)}</p>` },
          productGap,
        ),
      ],
    }),
    block(
      'complete-the-look',
      'Upsell',
      {
        title: tx(site, t.completeTheLook),
        recommendedProducts: upsellProducts(site),
        stackedCount: 3,
        variant: 'carousel',
        addToCartControls: 'checkbox',
      },
      { hydration: 'visible', ...productGap },
    ),
    fragmentRef('size-guide', fragmentId(site, 'size-guide'), productGap),
    block(
      'also-like',
      'Recommendation',
      {
        title: tx(site, t.alsoLike),
        variant: 'carousel',
        quickShopVisibility: true,
        bloomreachIndex: 'pdp-similar',
        showRatings: true,
      },
      { hydration: 'visible', ...productGap },
    ),
    block(
      'gallery',
      'Gallery',
      {
        title: tx(site, t.community),
        containerId: `${site.brand}-pdp-gallery`,
        filter: { productId: 'PRODUCT_ID', category: 'CATEGORY' },
      },
      { hydration: 'visible' },
    ),
  ];
}

/** The product page's content: every product shows the default unless an editor made its own. */
export function productEntries(site: ContentSite): ContentEntry[] {
  const featured = featuredProductId(site.brand);
  return [
    makeDocument(site, {
      type: 'product',
      slug: 'default',
      name: 'Product page (default)',
      layoutVariant: 'default',
      seo: { title: 'Product page', description: '' },
      sections: productSections(site),
    }),
    makeDocument(site, {
      type: 'product',
      slug: featured,
      name: `Product page ${featured}`,
      layoutVariant: 'featured',
      seo: { title: 'Product page', description: '' },
      sections: [
        block(
          'story',
          'Banner',
          {
            variant: 'split',
            title: tx(site, t.recycledTitle),
            subtitle: tx(site, t.recycledText),
            media: productImage(site.brand, `product-${featured}`, tx(site, t.recycledTitle)),
            linkType: 'CTA',
            targets: [
              target(tx(site, t.readStory), sitePath(site, 'journal/recycled-down'), 'secondary'),
            ],
            gradient: 'off',
            tone: 'light',
            alignment: 'left',
          },
          productGap,
        ),
        ...productSections(site),
      ],
    }),
  ];
}
