import type { ContentPublication, ContentSectionInput } from '#api/contract/index.ts';
import { getCatalogue } from '../catalogue/index.ts';
import { categoryName, categoryTree, categoryUrl, findCategory } from './catalogueLinks.ts';
import { type ContentEntry, makeDocument } from './documents.ts';
import { fragmentId } from './fragments.ts';
import {
  block,
  contentImage,
  experience,
  fill,
  fragmentRef,
  segmentation,
  target,
  tx,
} from './sections.ts';
import {
  type ContentSite,
  formatAmount,
  freeShippingThreshold,
  RETURN_DAYS,
  sitePath,
  T,
  type Text,
} from './sites.ts';

const brandCopy: Record<ContentSite['brand'], { tagline: Text; intro: Text }> = {
  ridgeline: {
    tagline: T(
      'Built for the long way up',
      'Conçu pour les longues ascensions',
      'Gemacht für den langen Weg nach oben',
    ),
    intro: T(
      'Shells, insulation and layers tested on real mountains.',
      'Vestes, isolation et couches testées en vraie montagne.',
      'Jacken, Isolation und Schichten, getestet an echten Bergen.',
    ),
  },
  tread: {
    tagline: T(
      'Every trail starts underfoot',
      'Chaque sentier commence sous vos pieds',
      'Jeder Weg beginnt unter Ihren Füßen',
    ),
    intro: T(
      'Boots and trail shoes with grip for every season.',
      'Chaussures et baskets de trail qui accrochent en toute saison.',
      'Stiefel und Trailschuhe mit Grip für jede Jahreszeit.',
    ),
  },
};

const t = {
  shopMen: T('Shop men', 'Homme', 'Herren shoppen'),
  shopWomen: T('Shop women', 'Femme', 'Damen shoppen'),
  shopMenFootwear: T('Shop men’s footwear', 'Chaussures homme', 'Herrenschuhe shoppen'),
  shopWomenFootwear: T('Shop women’s footwear', 'Chaussures femme', 'Damenschuhe shoppen'),
  menFootwear: T('Men’s footwear', 'Chaussures homme', 'Herrenschuhe'),
  womenFootwear: T('Women’s footwear', 'Chaussures femme', 'Damenschuhe'),
  trailFavourites: T('Trail favourites', 'Les favorites du sentier', 'Trail-Favoriten'),
  newArrivals: T('New arrivals', 'Nouveautés', 'Neuheiten'),
  newArrivalsSubtitle: T(
    'Fresh colours and lighter fabrics for the season ahead.',
    'De nouvelles couleurs et des tissus plus légers pour la saison.',
    'Neue Farben und leichtere Stoffe für die kommende Saison.',
  ),
  shopNow: T('Shop now', 'Découvrir', 'Jetzt shoppen'),
  shopByCategory: T('Shop by category', 'Acheter par catégorie', 'Nach Kategorie shoppen'),
  trending: T('Trending now', 'Tendances du moment', 'Gerade beliebt'),
  journal: T('From the journal', 'Dans le journal', 'Aus dem Journal'),
  readMore: T('Read more', 'Lire la suite', 'Weiterlesen'),
  joinTitle: T('Join XPLR Pass', 'Rejoignez XPLR Pass', 'Werden Sie Mitglied bei XPLR Pass'),
  joinSubtitle: T(
    'Free shipping, member prices and points on every order.',
    'Livraison gratuite, prix membres et points à chaque commande.',
    'Kostenloser Versand, Mitgliederpreise und Punkte bei jeder Bestellung.',
  ),
  join: T('Join for free', 'Inscription gratuite', 'Kostenlos beitreten'),
  memberTitle: T('Your points are waiting', 'Vos points vous attendent', 'Ihre Punkte warten'),
  memberSubtitle: T(
    'Redeem them at checkout for a reward.',
    'Utilisez-les au paiement contre une récompense.',
    'Lösen Sie sie an der Kasse gegen eine Prämie ein.',
  ),
  viewPoints: T('View my points', 'Voir mes points', 'Meine Punkte ansehen'),
  upgradeTitle: T(
    'Add XPLR Pass to your account',
    'Ajoutez XPLR Pass à votre compte',
    'Fügen Sie XPLR Pass Ihrem Konto hinzu',
  ),
  upgrade: T('Activate', 'Activer', 'Aktivieren'),
  benefitsShipping: T(
    'Free shipping over {amount}',
    'Livraison gratuite dès {amount}',
    'Kostenloser Versand ab {amount}',
  ),
  benefitsReturns: T(
    '{days}-day free returns',
    'Retours gratuits sous {days} jours',
    '{days} Tage kostenlose Rückgabe',
  ),
  benefitsRepair: T('Lifetime repairs', 'Réparations à vie', 'Reparaturen ein Leben lang'),
  benefitsPickup: T('Pick up in store', 'Retrait en magasin', 'Abholung im Store'),
  blackFriday: T(
    'Black Friday: up to 40% off',
    'Black Friday : jusqu’à -40 %',
    'Black Friday: bis zu 40 % Rabatt',
  ),
  blackFridaySubtitle: T(
    'Our biggest sale of the year, while stocks last.',
    'Nos plus grosses remises de l’année, dans la limite des stocks.',
    'Unser größter Sale des Jahres, solange der Vorrat reicht.',
  ),
  summerSale: T('Summer sale', 'Soldes d’été', 'Sommer-Sale'),
  summerSaleSubtitle: T(
    'Up to 30% off trail favourites.',
    'Jusqu’à -30 % sur les favoris du sentier.',
    'Bis zu 30 % Rabatt auf Trail-Favoriten.',
  ),
  variantTitle: T(
    'Go further this season',
    'Allez plus loin cette saison',
    'Gehen Sie diese Saison weiter',
  ),
};

/**
 * Tread is the footwear brand: its home leads to men's and women's footwear, shows a shoe
 * or boot in its pictures and its best-selling footwear; Ridgeline's to its departments.
 */
const FOOTWEAR = { men: '1500', women: '2500' } as const;
const footwearFirst = (site: ContentSite) => site.brand === 'tread';

function heroBanner(site: ContentSite, id: string, title: string, subtitle: string, image: string) {
  const footwear = footwearFirst(site);
  const men = findCategory(footwear ? FOOTWEAR.men : '1000');
  const women = findCategory(footwear ? FOOTWEAR.women : '2000');
  // A department the brand sells in (its id's first digit and 000).
  const departments = new Set(categoryTree(site.brand).map((node) => node.category.id));
  const sells = (id: string) => departments.has(`${id.slice(0, 1)}000`);
  return block(id, 'Banner', {
    variant: 'hero',
    title,
    subtitle,
    overline: site.brandName,
    eyebrowText: '',
    titleH1: true,
    hideTitle: false,
    // A footwear style of the brand stands in Tread's landscape.
    media: contentImage(site.brand, image, title, footwear ? FOOTWEAR.women : undefined),
    mediaTarget: null,
    linkType: 'CTA',
    targets: [
      ...(men && sells(men.id)
        ? [
            target(
              tx(site, footwear ? t.shopMenFootwear : t.shopMen),
              categoryUrl(site, men),
              'primary',
              'large',
            ),
          ]
        : []),
      ...(women && sells(women.id)
        ? [
            target(
              tx(site, footwear ? t.shopWomenFootwear : t.shopWomen),
              categoryUrl(site, women),
              'secondary',
              'large',
            ),
          ]
        : []),
    ],
    caption: '',
    gradient: 'full',
    tone: 'dark',
    alignment: 'left',
    promotionTracking: {
      creativeName: `${site.brand}-${image}`,
      promotionId: `${site.brand}-home-hero`,
      promotionName: 'Home hero',
    },
  });
}

/**
 * Category cards: the brand's departments (Ridgeline), or men's and women's footwear and
 * the socks to wear in them (Tread).
 */
function categoryCards(site: ContentSite) {
  const cards = footwearFirst(site)
    ? [
        { id: FOOTWEAR.men, title: tx(site, t.menFootwear) },
        { id: FOOTWEAR.women, title: tx(site, t.womenFootwear) },
        { id: '320030', title: null },
      ].flatMap(({ id, title }) => {
        const category = findCategory(id);
        return category ? [{ category, title: title ?? categoryName(site, category) }] : [];
      })
    : categoryTree(site.brand).map((node) => ({
        category: node.category,
        title: categoryName(site, node.category),
      }));
  return block('categories', 'Collection', {
    type: 'category card',
    title: tx(site, t.shopByCategory),
    variant: 'threeCardGrid',
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
      md: {
        layout: 'carousel',
        slideWidth: 40,
        slidePadding: 'gutter',
        showArrows: true,
        showIndicators: false,
        showProgress: true,
        autoplay: false,
        loop: false,
      },
      lg: {
        layout: 'grid',
        margin: 'large',
        showArrows: false,
        showIndicators: false,
        showProgress: false,
        autoplay: false,
        loop: false,
      },
    },
    items: cards.map(({ category, title }) => ({
      title,
      media: contentImage(site.brand, `category-${category.id}`, title, category.id),
      target: target(title, categoryUrl(site, category), 'link'),
    })),
  });
}

/** Tread's best-selling footwear in stock: the brand's own trending row. */
function footwearFavourites(site: ContentSite) {
  const footwear = new Set(['boots', 'trailShoes', 'sandals']);
  const products = getCatalogue()
    .products.filter(
      (product) =>
        product.brand === site.brand &&
        footwear.has(product.productType) &&
        product.variants.some((variant) => variant.stock > 0),
    )
    .sort((a, b) => b.unitsSold - a.unitsSold || a.id.localeCompare(b.id))
    .slice(0, 6);
  return block('trending', 'Collection', {
    type: 'linked card',
    title: tx(site, t.trailFavourites),
    variant: 'threeCardGrid',
    breakpoints: {
      sm: { layout: 'carousel', slideWidth: 70, slidePadding: 'small', showIndicators: true },
      md: { layout: 'carousel', slideWidth: 40, slidePadding: 'gutter', showArrows: true },
      lg: { layout: 'grid', margin: 'large' },
    },
    items: products.map((product) => {
      const name = product.name[site.lang];
      const image = product.colors[0]?.images[0] ?? '';
      return {
        title: name,
        media: {
          type: 'image',
          url: `/api/images/upload/${image}`,
          alt: name,
          width: 800,
          height: 1000,
        },
        target: target(
          name,
          `${sitePath(site, `p/${product.slug[site.lang]}-${product.id}`)}`,
          'link',
        ),
      };
    }),
  });
}

function loyaltyBanner(
  site: ContentSite,
  id: string,
  title: Text,
  subtitle: Text,
  cta: Text,
  url: string,
) {
  return block(id, 'Banner', {
    variant: 'split',
    title: tx(site, title),
    subtitle: tx(site, subtitle),
    media: contentImage(site.brand, 'xplr-pass', tx(site, title)),
    linkType: 'CTA',
    targets: [target(tx(site, cta), url, 'primary')],
    gradient: 'off',
    tone: 'light',
    alignment: 'left',
    promotionTracking: {
      creativeName: id,
      promotionId: `${site.brand}-loyalty`,
      promotionName: 'XPLR Pass',
    },
  });
}

function homeSections(site: ContentSite, hero: ContentSectionInput): ContentSectionInput[] {
  const copy = brandCopy[site.brand];
  const shippingBenefit = fill(tx(site, t.benefitsShipping), {
    amount: formatAmount(site, freeShippingThreshold),
  });
  const returnsBenefit = fill(tx(site, t.benefitsReturns), { days: RETURN_DAYS });
  const xplr = sitePath(site, 'xplr-pass');
  return [
    fragmentRef('promo-bar', fragmentId(site, 'promo-bar'), { isSticky: true, isFullWidth: true }),
    hero,
    block(
      'new-arrivals',
      'Banner',
      {
        variant: 'overlay',
        title: tx(site, t.newArrivals),
        subtitle: tx(site, t.newArrivalsSubtitle),
        media: contentImage(site.brand, 'new-arrivals', tx(site, t.newArrivals)),
        linkType: 'CTA',
        targets: [target(tx(site, t.shopNow), `${sitePath(site, 'search')}?badge=new`, 'primary')],
        gradient: 'focused',
        tone: 'dark',
        alignment: 'center',
        promotionTracking: {
          creativeName: 'new-arrivals',
          promotionId: `${site.brand}-new`,
          promotionName: 'New arrivals',
        },
      },
      { bottomMargins: { sm: 'large', lg: 'xxlarge' } },
    ),
    categoryCards(site),
    // The recommendation engine's trending row is the whole catalogue's (both brands,
    // mostly apparel): Tread's home shows its own footwear instead.
    footwearFirst(site)
      ? footwearFavourites(site)
      : block(
          'trending',
          'Recommendation',
          {
            title: tx(site, t.trending),
            variant: 'carousel',
            quickShopVisibility: true,
            bloomreachIndex: 'home-trending',
            showRatings: true,
          },
          { hydration: 'visible' },
        ),
    segmentation(
      'loyalty',
      'Loyalty call to action',
      [
        {
          id: 'loyalty-member',
          targets: [
            loyaltyBanner(
              site,
              'loyalty-member',
              t.memberTitle,
              t.memberSubtitle,
              t.viewPoints,
              sitePath(site, 'account'),
            ),
          ],
        },
        {
          id: 'non-loyalty-logged-in',
          targets: [
            loyaltyBanner(site, 'loyalty-upgrade', t.upgradeTitle, t.joinSubtitle, t.upgrade, xplr),
          ],
        },
      ],
      [loyaltyBanner(site, 'loyalty-join', t.joinTitle, t.joinSubtitle, t.join, xplr)],
      { bottomMargins: { sm: 'large', lg: 'xlarge' } },
    ),
    block(
      'benefits',
      'IconAndTextList',
      {
        items: [
          {
            icon: 'truck',
            text: shippingBenefit,
            target: target(shippingBenefit, sitePath(site, 'policies/shipping-terms'), 'link'),
          },
          {
            icon: 'return',
            text: returnsBenefit,
            target: target(returnsBenefit, sitePath(site, 'help/returns/how-to-return'), 'link'),
          },
          { icon: 'wrench', text: tx(site, t.benefitsRepair), target: null },
          { icon: 'store', text: tx(site, t.benefitsPickup), target: null },
        ],
        alignment: 'center',
        columns: { sm: 2, md: 4, lg: 4 },
      },
      { bottomMargins: { sm: 'large', lg: 'xlarge' } },
    ),
    block(
      'journal',
      'ArticleGrid',
      {
        title: tx(site, t.journal),
        initialQuery: '',
        initialQueryNotFiltered: '',
        rowsToLoad: 3,
        gridSize: { sm: 1, md: 2, lg: 3 },
        showFilterBar: false,
        loadMore: false,
        readMoreLabel: tx(site, t.readMore),
      },
      { hydration: 'visible' },
    ),
    block(
      'intro',
      'RichText',
      { richText: `<p>${tx(site, copy.intro)}</p>` },
      { hideOnBreakpoint: ['sm'] },
    ),
    block('end-spacer', 'Spacer', { size: 'xlarge' }),
  ];
}

function homeName(site: ContentSite) {
  return `${site.brandName} ${site.locale} home`;
}

export function homeEntries(site: ContentSite): ContentEntry[] {
  const copy = brandCopy[site.brand];
  const baselineHero = heroBanner(
    site,
    'hero',
    tx(site, copy.tagline),
    tx(site, copy.intro),
    'home-hero',
  );
  const abHero = experience('hero-experiment', 'Home hero test', {
    experienceId: `${site.brand}-home-hero`,
    type: 'experiment',
    trackingEvent: 'home-hero-test',
    baselines: [baselineHero],
    variants: [
      {
        name: 'Adventure image',
        variantId: `${site.brand}-home-hero-b`,
        targets: [
          heroBanner(site, 'hero-b', tx(site, t.variantTitle), tx(site, copy.intro), 'home-hero-b'),
        ],
      },
    ],
  });
  const seo = {
    title: `${site.brandName}: ${tx(site, copy.tagline)}`,
    description: tx(site, copy.intro),
  };
  const campaign = (
    version: string,
    title: Text,
    subtitle: Text,
    image: string,
    publication: ContentPublication,
  ) =>
    makeDocument(site, {
      type: 'home',
      slug: '',
      name: `${homeName(site)} (${version})`,
      layoutVariant: 'campaign',
      seo,
      version,
      publication,
      sections: homeSections(
        site,
        heroBanner(site, 'hero', tx(site, title), tx(site, subtitle), image),
      ),
    });
  return [
    makeDocument(site, {
      type: 'home',
      slug: '',
      name: homeName(site),
      layoutVariant: 'default',
      seo,
      sections: homeSections(site, abHero),
    }),
    campaign('black-friday-2027', t.blackFriday, t.blackFridaySubtitle, 'black-friday', {
      status: 'published',
      start: '2027-11-26T05:00:00.000Z',
      end: '2027-12-01T05:00:00.000Z',
    }),
    campaign('summer-sale-2026', t.summerSale, t.summerSaleSubtitle, 'summer-sale', {
      status: 'published',
      start: '2026-06-01T00:00:00.000Z',
      end: '2026-07-01T00:00:00.000Z',
    }),
  ];
}
