import type { ContentSectionInput } from '#api/contract/index.ts';
import { categoryName, categoryTree, categoryUrl } from './catalogueLinks.ts';
import { type ContentEntry, makeDocument } from './documents.ts';
import { legalLinks } from './footer.ts';
import { fragmentId } from './fragments.ts';
import { helpPages, POLICIES_SLUG } from './helpPages.ts';
import { legalClauses } from './legalClauses.ts';
import { loyaltyPage } from './loyaltyPage.ts';
import { accordion, block, fill, fragmentRef, inColumn, target, tx } from './sections.ts';
import {
  type ContentSite,
  formatAmount,
  freeShippingThreshold,
  RETURN_DAYS,
  sitePath,
  T,
  type Text,
} from './sites.ts';

const legalBody: Record<string, [Text, Text]> = {
  privacy: [
    T(
      '{brand} processes your personal data to run your account, deliver your orders and, with your consent, send you news.',
      '{brand} traite vos données personnelles pour gérer votre compte, livrer vos commandes et, avec votre accord, vous informer.',
      '{brand} verarbeitet Ihre personenbezogenen Daten, um Ihr Konto zu führen, Bestellungen zu liefern und Sie mit Ihrer Einwilligung zu informieren.',
    ),
    T(
      'You can ask for a copy of your data or its deletion at any time through the contact form.',
      'Vous pouvez demander une copie de vos données ou leur suppression à tout moment via le formulaire de contact.',
      'Sie können jederzeit über das Kontaktformular eine Kopie oder die Löschung Ihrer Daten verlangen.',
    ),
  ],
  'brand-terms': [
    T(
      'These terms govern your use of the {brand} website and apps.',
      'Les présentes conditions régissent l’utilisation du site et des applications {brand}.',
      'Diese Bedingungen regeln die Nutzung der Website und Apps von {brand}.',
    ),
    T(
      'Content on this site belongs to {brand} and may not be reused without permission.',
      'Le contenu de ce site appartient à {brand} et ne peut être réutilisé sans autorisation.',
      'Die Inhalte dieser Website gehören {brand} und dürfen nicht ohne Erlaubnis verwendet werden.',
    ),
  ],
  'sale-terms': [
    T(
      'Prices include the taxes the law requires for your country and are confirmed at checkout.',
      'Les prix incluent les taxes exigées dans votre pays et sont confirmés lors du paiement.',
      'Die Preise enthalten die in Ihrem Land vorgeschriebenen Steuern und werden an der Kasse bestätigt.',
    ),
    T(
      'A contract is formed when we send the order confirmation email.',
      'Le contrat est conclu à l’envoi de l’e-mail de confirmation de commande.',
      'Der Vertrag kommt mit dem Versand der Bestellbestätigung zustande.',
    ),
  ],
  'loyalty-terms': [
    T(
      'XPLR Pass is free. Members earn points on purchases and redeem them for rewards.',
      'XPLR Pass est gratuit. Les membres cumulent des points sur leurs achats et les échangent contre des récompenses.',
      'XPLR Pass ist kostenlos. Mitglieder sammeln Punkte beim Einkauf und lösen sie gegen Prämien ein.',
    ),
    T(
      'Points expire after 24 months without activity.',
      'Les points expirent après 24 mois sans activité.',
      'Punkte verfallen nach 24 Monaten ohne Aktivität.',
    ),
  ],
  'sms-terms': [
    T(
      'By opting in you agree to receive recurring marketing text messages. Message and data rates may apply.',
      'En vous inscrivant, vous acceptez de recevoir des SMS marketing récurrents. Des frais peuvent s’appliquer.',
      'Mit der Anmeldung stimmen Sie wiederkehrenden Marketing-SMS zu. Es können Gebühren anfallen.',
    ),
    T(
      'Reply STOP to unsubscribe.',
      'Répondez STOP pour vous désinscrire.',
      'Antworten Sie STOP zum Abmelden.',
    ),
  ],
  'associate-discount-terms': [
    T(
      'The associate discount is for employees of {brand} and their own use only.',
      'La remise employé est réservée aux employés de {brand} pour leur usage personnel.',
      'Der Mitarbeiterrabatt gilt nur für Beschäftigte von {brand} und deren eigenen Bedarf.',
    ),
    T(
      'Accept these terms once in your account before the discount applies.',
      'Acceptez ces conditions une fois dans votre compte pour bénéficier de la remise.',
      'Akzeptieren Sie diese Bedingungen einmal in Ihrem Konto, damit der Rabatt gilt.',
    ),
  ],
  'policies/shipping-terms': [
    T(
      'Standard shipping is free on orders over {threshold}. Orders ship within two business days.',
      'La livraison standard est gratuite dès {threshold}. Les commandes partent sous deux jours ouvrés.',
      'Standardversand ist ab {threshold} kostenlos. Bestellungen verlassen uns innerhalb von zwei Werktagen.',
    ),
    T(
      'Pickup in store is free and usually ready the same day.',
      'Le retrait en magasin est gratuit et généralement prêt le jour même.',
      'Die Abholung im Store ist kostenlos und meist noch am selben Tag möglich.',
    ),
  ],
};

/** The hub every legal page sits under (its breadcrumbs and the policies navigation). */

function legalPage(site: ContentSite, slug: string, title: Text, body: [Text, Text]): ContentEntry {
  const values = {
    brand: site.brandName,
    threshold: formatAmount(site, freeShippingThreshold),
    days: RETURN_DAYS,
  };
  const clauses = legalClauses[slug] ?? [];
  return makeDocument(site, {
    type: 'page',
    slug,
    parentSlug: POLICIES_SLUG,
    name: tx(site, title),
    layoutVariant: 'legal',
    seo: {
      title: `${tx(site, title)} | ${site.brandName}`,
      description: fill(tx(site, body[0]), values),
    },
    sections: [
      block('title', 'Banner', {
        variant: 'thin',
        title: tx(site, title),
        titleH1: true,
        linkType: 'No-CTA',
        targets: [],
        media: null,
        gradient: 'off',
        tone: 'light',
        alignment: 'left',
      }),
      block('body', 'RichText', {
        richText: body.map((part) => `<p>${fill(tx(site, part), values)}</p>`).join(''),
      }),
      ...(clauses.length > 0
        ? [block('clauses', 'Accordion', { ...accordion(site, clauses, values), ...inColumn })]
        : []),
    ],
  });
}

const fixed = {
  youMayLike: T('You may also like', 'Vous aimerez aussi', 'Das könnte Ihnen auch gefallen'),
  recentlyViewed: T('Recently viewed', 'Vus récemment', 'Zuletzt angesehen'),
  secureCheckout: T('Secure checkout', 'Paiement sécurisé', 'Sichere Kasse'),
  freeReturns: T('Free returns', 'Retours gratuits', 'Kostenlose Rücksendung'),
  help: T(
    'Need help? Call us or chat.',
    'Besoin d’aide ? Appelez-nous ou discutez avec nous.',
    'Hilfe nötig? Rufen Sie an oder chatten Sie mit uns.',
  ),
  thanks: T('Thank you for your order', 'Merci pour votre commande', 'Danke für Ihre Bestellung'),
  thanksSubtitle: T(
    'Members earn points on this order.',
    'Les membres gagnent des points sur cette commande.',
    'Mitglieder sammeln Punkte für diese Bestellung.',
  ),
  notFound: T('We can’t find that page', 'Page introuvable', 'Diese Seite gibt es nicht'),
  notFoundText: T(
    'The trail ends here. Try one of these instead.',
    'Le sentier s’arrête ici. Essayez plutôt ceci.',
    'Hier endet der Weg. Versuchen Sie es hiermit.',
  ),
  accountTitle: T('Welcome back', 'Bon retour', 'Willkommen zurück'),
  favoritesEmpty: T(
    'Save what you love',
    'Gardez ce que vous aimez',
    'Merken Sie sich, was Ihnen gefällt',
  ),
  cart: T('Cart', 'Panier', 'Warenkorb'),
  checkout: T('Checkout', 'Paiement', 'Kasse'),
  account: T('Account', 'Compte', 'Konto'),
  favorites: T('Favorites', 'Favoris', 'Favoriten'),
  confirmation: T('Order confirmation', 'Confirmation de commande', 'Bestellbestätigung'),
};

function recommendation(site: ContentSite, id: string, title: Text, index: string) {
  return block(
    id,
    'Recommendation',
    {
      title: tx(site, title),
      variant: 'carousel',
      quickShopVisibility: true,
      bloomreachIndex: index,
      showRatings: true,
    },
    { hydration: 'visible' },
  );
}

function fixedPages(site: ContentSite): ContentEntry[] {
  const page = (slug: string, title: Text, sections: ContentSectionInput[]) =>
    makeDocument(site, {
      type: 'page',
      slug,
      name: tx(site, title),
      layoutVariant: 'fixed',
      seo: {
        title: `${tx(site, title)} | ${site.brandName}`,
        description: '',
        robots: 'noindex,follow',
      },
      sections,
    });
  const departments = categoryTree(site.brand);
  return [
    page('cart', fixed.cart, [
      fragmentRef('benefit-bar', fragmentId(site, 'benefit-bar')),
      recommendation(site, 'recommendations', fixed.youMayLike, 'cart-cross-sell'),
    ]),
    page('checkout', fixed.checkout, [
      block('trust', 'IconAndTextList', {
        items: [
          { icon: 'lock', text: tx(site, fixed.secureCheckout), target: null },
          {
            icon: 'return',
            text: tx(site, fixed.freeReturns),
            target: target(
              tx(site, fixed.freeReturns),
              sitePath(site, 'help/returns/how-to-return'),
              'link',
            ),
          },
          {
            icon: 'chat',
            text: tx(site, fixed.help),
            target: target(tx(site, fixed.help), sitePath(site, 'help/contact-us'), 'link'),
          },
        ],
        alignment: 'left',
        columns: { sm: 1, md: 3, lg: 3 },
      }),
    ]),
    page('account', fixed.account, [
      block('welcome', 'Banner', {
        variant: 'thin',
        title: tx(site, fixed.accountTitle),
        linkType: 'No-CTA',
        targets: [],
        media: null,
        gradient: 'off',
        tone: 'light',
        alignment: 'left',
      }),
      fragmentRef('benefit-bar', fragmentId(site, 'benefit-bar')),
      recommendation(site, 'recommendations', fixed.recentlyViewed, 'account-recently-viewed'),
    ]),
    page('favorites', fixed.favorites, [
      block('empty', 'RichText', { richText: `<p>${tx(site, fixed.favoritesEmpty)}</p>` }),
      recommendation(site, 'recommendations', fixed.youMayLike, 'favorites-similar'),
    ]),
    page('order-confirmation', fixed.confirmation, [
      block('thanks', 'Banner', {
        variant: 'thin',
        title: tx(site, fixed.thanks),
        subtitle: tx(site, fixed.thanksSubtitle),
        linkType: 'No-CTA',
        targets: [],
        media: null,
        gradient: 'off',
        tone: 'light',
        alignment: 'center',
      }),
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
    page('not-found', fixed.notFound, [
      block('message', 'RichText', {
        richText: `<h1>${tx(site, fixed.notFound)}</h1><p>${tx(site, fixed.notFoundText)}</p>`,
      }),
      block('categories', 'Collection', {
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
      }),
      recommendation(site, 'recommendations', fixed.youMayLike, 'not-found'),
    ]),
  ];
}

export function pageEntries(site: ContentSite): ContentEntry[] {
  return [
    ...legalLinks.map((link) => {
      const body = legalBody[link.slug];
      if (!body) throw new Error(`No legal text for ${link.slug}`);
      return legalPage(site, link.slug, link.title, body);
    }),
    ...helpPages(site),
    loyaltyPage(site),
    ...fixedPages(site),
  ];
}
