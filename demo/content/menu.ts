import type { ProductActivity } from '#api/contract/search.ts';
import { JOURNAL_SLUG } from './articles.ts';
import { type CategoryNode, categoryName, categoryTree, categoryUrl } from './catalogueLinks.ts';
import { type ContentEntry, makeDocument } from './documents.ts';
import { block, contentImage, fill, target, tx } from './sections.ts';
import { type ContentSite, sitePath, T, type Text } from './sites.ts';

const t = {
  shopAll: T('Shop all {name}', 'Tout {name}', 'Alle {name}'),
  featured: T('Featured', 'À la une', 'Im Fokus'),
  newArrivals: T('New arrivals', 'Nouveautés', 'Neuheiten'),
  bestSellers: T('Best sellers', 'Meilleures ventes', 'Bestseller'),
  sale: T('Sale', 'Soldes', 'Sale'),
  shopByActivity: T('Shop by activity', 'Par activité', 'Nach Aktivität'),
  bannerTitle: T('Layer up for winter', 'Superposez pour l’hiver', 'Schichten für den Winter'),
  bannerCta: T('Explore', 'Explorer', 'Entdecken'),
  journal: T('Journal', 'Journal', 'Journal'),
  latestStories: T('Latest stories', 'Derniers articles', 'Neueste Geschichten'),
  guides: T('Guides', 'Guides', 'Ratgeber'),
  helpTitle: T('Help', 'Aide', 'Hilfe'),
};

/** "Shop by activity": the listing's `activity` facet values (commerce/catalogue/merchandising.ts). */
const activities: readonly { key: ProductActivity; name: Text }[] = [
  { key: 'hiking', name: T('Hiking', 'Randonnée', 'Wandern') },
  { key: 'trail-running', name: T('Trail running', 'Trail', 'Trailrunning') },
  { key: 'camping', name: T('Camping', 'Camping', 'Camping') },
  { key: 'winter', name: T('Winter', 'Hiver', 'Winter') },
];

function link(title: string, url: string) {
  return { title, target: target(title, url, 'link') };
}

/** One top-level item: level 2 categories as columns, level 3 as their children. */
function departmentMenu(site: ContentSite, node: CategoryNode, index: number) {
  const name = categoryName(site, node.category);
  const url = categoryUrl(site, node.category);
  return block(
    `menu-${node.category.id}`,
    'MegaMenu',
    {
      title: name,
      target: target(name, url, 'link'),
      columns: [
        ...node.children.map((column) => ({
          ...link(categoryName(site, column.category), categoryUrl(site, column.category)),
          children: column.children.map((leaf) =>
            link(categoryName(site, leaf.category), categoryUrl(site, leaf.category)),
          ),
        })),
        {
          ...link(tx(site, t.featured), url),
          children: [
            // The listing's merchandising facets and sort (commerce/catalogue/merchandising.ts).
            link(tx(site, t.newArrivals), `${url}?badge=new`),
            link(tx(site, t.bestSellers), `${url}?sort=bestSellers`),
            link(tx(site, t.sale), `${url}?badge=sale`),
          ],
        },
      ],
      menuBanner: {
        title: tx(site, t.bannerTitle),
        media: contentImage(
          site.brand,
          `menu-${node.category.id}`,
          tx(site, t.bannerTitle),
          node.category.id,
        ),
        targets: [target(tx(site, t.bannerCta), url, 'secondary', 'small')],
      },
      visualSelectorsTitle: tx(site, t.shopByActivity),
      visualSelectors: activities.map((activity) => ({
        title: tx(site, activity.name),
        image: contentImage(
          site.brand,
          `activity-${activity.key}`,
          tx(site, activity.name),
          node.category.id,
        ),
        target: target(tx(site, activity.name), `${url}?activity=${activity.key}`, 'link'),
      })),
      menuStyle: index === 0 ? 'visual' : 'default',
      menuIcon: null,
      titleVisibility: { sm: true, md: true, lg: true },
      hideShopAll: { sm: false, md: false, lg: true },
      overrideShopAll: link(fill(tx(site, t.shopAll), { name }), url),
    },
    { hydration: 'interaction' },
  );
}

function journalMenu(site: ContentSite) {
  const url = sitePath(site, JOURNAL_SLUG);
  const tag = (id: string, title: string) => link(title, `${url}?tagId=${id}`);
  return block(
    'menu-journal',
    'MegaMenu',
    {
      title: tx(site, t.journal),
      target: target(tx(site, t.journal), url, 'link'),
      columns: [
        {
          ...link(tx(site, t.guides), url),
          children: [
            tag('how-to', tx(site, T('How-to', 'Conseils pratiques', 'Ratgeber'))),
            tag('gear-care', tx(site, T('Gear care', 'Entretien', 'Pflege'))),
            tag('sustainability', tx(site, T('Sustainability', 'Durabilité', 'Nachhaltigkeit'))),
          ],
        },
        {
          ...link(tx(site, t.helpTitle), sitePath(site, 'help')),
          children: [
            link(
              tx(site, T('Contact us', 'Nous contacter', 'Kontakt')),
              sitePath(site, 'help/contact-us'),
            ),
            link(
              tx(site, T('How to return', 'Comment retourner', 'Rücksendung')),
              sitePath(site, 'help/returns/how-to-return'),
            ),
          ],
        },
      ],
      menuBanner: null,
      visualSelectorsTitle: '',
      visualSelectors: [],
      menuStyle: 'default',
      menuIcon: 'book',
      titleVisibility: { sm: true, md: true, lg: true },
      hideShopAll: { sm: true, md: true, lg: true },
      overrideShopAll: null,
    },
    { hydration: 'interaction' },
  );
}

export function menuEntry(site: ContentSite): ContentEntry {
  const departments = categoryTree(site.brand);
  return makeDocument(site, {
    type: 'menu',
    slug: 'menu',
    name: `${site.brandName} ${site.locale} menu`,
    seo: { title: 'Menu', description: '' },
    sections: [
      ...departments.map((node, index) => departmentMenu(site, node, index)),
      journalMenu(site),
    ],
  });
}
