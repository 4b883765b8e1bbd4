import type { ContentSectionInput } from '#api/contract/index.ts';
import { categoryName, categoryTree, categoryUrl } from './catalogueLinks.ts';
import { type ContentEntry, makeDocument } from './documents.ts';
import { legalLinks } from './footer.ts';
import { fragmentId } from './fragments.ts';
import { legalClauses } from './legalClauses.ts';
import { loyaltyPage } from './loyaltyPage.ts';
import { accordion, block, fill, fragmentRef, target, tx } from './sections.ts';
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
const POLICIES_SLUG = 'policies';

/**
 * An accordion in a help or legal page's column, beside the side navigation: the column is
 * already a reading width, so it takes all of it and no padding of its own, lined up with
 * the title and text above it.
 */
const inColumn = { paddings: 'none', isFullWidth: true } as const;

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

const help = {
  title: T('Help', 'Aide', 'Hilfe'),
  intro: T('How can we help?', 'Comment pouvons-nous vous aider ?', 'Wie können wir helfen?'),
  contact: T('Contact us', 'Nous contacter', 'Kontakt'),
  contactIntro: T(
    'Our team answers within one business day.',
    'Notre équipe répond sous un jour ouvré.',
    'Unser Team antwortet innerhalb eines Werktags.',
  ),
  chat: T('Chat with us, 8am to 8pm', 'Chat de 8 h à 20 h', 'Chat von 8 bis 20 Uhr'),
  phone: T('Call us', 'Appelez-nous', 'Rufen Sie uns an'),
  email: T(
    'Write to us with the contact form',
    'Écrivez-nous via le formulaire',
    'Schreiben Sie uns über das Kontaktformular',
  ),
  returns: T('Returns', 'Retours', 'Rücksendungen'),
  howToReturn: T(
    'How to return',
    'Comment retourner un article',
    'So funktioniert die Rücksendung',
  ),
  returnSteps: [
    [
      T('Start your return', 'Lancez votre retour', 'Rücksendung starten'),
      T(
        'Open your order in your account and choose the items to return within {days} days.',
        'Ouvrez votre commande dans votre compte et choisissez les articles à retourner sous {days} jours.',
        'Öffnen Sie Ihre Bestellung im Konto und wählen Sie innerhalb von {days} Tagen die Artikel aus.',
      ),
    ],
    [
      T('Pack the items', 'Emballez les articles', 'Artikel verpacken'),
      T(
        'Use the original box if you can and print the free label.',
        'Utilisez si possible le carton d’origine et imprimez l’étiquette gratuite.',
        'Nutzen Sie wenn möglich den Originalkarton und drucken Sie das kostenlose Etikett aus.',
      ),
    ],
    [
      T('Drop it off', 'Déposez le colis', 'Paket abgeben'),
      T(
        'Hand the parcel to the carrier or bring it to a store.',
        'Remettez le colis au transporteur ou apportez-le en magasin.',
        'Geben Sie das Paket beim Versanddienst ab oder bringen Sie es in einen Store.',
      ),
    ],
    [
      T('Get your refund', 'Recevez votre remboursement', 'Erstattung erhalten'),
      T(
        'We refund your payment method within five days of receiving the return.',
        'Nous remboursons votre moyen de paiement sous cinq jours après réception.',
        'Wir erstatten den Betrag innerhalb von fünf Tagen nach Eingang.',
      ),
    ],
  ] as [Text, Text][],
  faq: T('Frequently asked questions', 'Questions fréquentes', 'Häufige Fragen'),
  faqItems: [
    [
      T('Where is my order?', 'Où est ma commande ?', 'Wo ist meine Bestellung?'),
      T(
        'Track it from the confirmation email or your account.',
        'Suivez-la depuis l’e-mail de confirmation ou votre compte.',
        'Verfolgen Sie Ihre Bestellung über die Bestätigungs-E-Mail oder Ihr Konto.',
      ),
    ],
    [
      T(
        'Can I change my order?',
        'Puis-je modifier ma commande ?',
        'Kann ich meine Bestellung ändern?',
      ),
      T(
        'Orders can be cancelled within 30 minutes of placing them.',
        'Une commande peut être annulée dans les 30 minutes.',
        'Bestellungen können innerhalb von 30 Minuten storniert werden.',
      ),
    ],
    [
      T('Do you repair gear?', 'Réparez-vous le matériel ?', 'Reparieren Sie Ausrüstung?'),
      T(
        'Yes, bring it to any store or send it to our repair centre.',
        'Oui, apportez-le en magasin ou envoyez-le à notre atelier.',
        'Ja, bringen Sie Ihre Ausrüstung in einen Store oder schicken Sie sie an unsere Werkstatt.',
      ),
    ],
  ] as [Text, Text][],
  policies: T('Policies', 'Politiques', 'Richtlinien'),
};

function helpPages(site: ContentSite): ContentEntry[] {
  const p = (slug: string) => sitePath(site, slug);
  const simple = (
    slug: string,
    parentSlug: string | null,
    title: Text,
    sections: ContentSectionInput[],
    layoutVariant = 'help',
  ) =>
    makeDocument(site, {
      type: 'page',
      slug,
      parentSlug,
      name: tx(site, title),
      layoutVariant,
      seo: { title: `${tx(site, title)} | ${site.brandName}`, description: tx(site, help.intro) },
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
        ...sections,
      ],
    });
  return [
    simple(
      'help',
      null,
      help.title,
      [
        block('topics', 'VerticalLinkList', {
          title: tx(site, help.intro),
          links: [
            target(tx(site, help.contact), p('help/contact-us'), 'link'),
            target(tx(site, help.howToReturn), p('help/returns/how-to-return'), 'link'),
            target(tx(site, help.faq), p('help/faq'), 'link'),
          ],
          collapsibleOn: [],
        }),
      ],
      'hub',
    ),
    simple('help/contact-us', 'help', help.contact, [
      block('intro', 'RichText', { richText: `<p>${tx(site, help.contactIntro)}</p>` }),
      block('channels', 'IconAndTextList', {
        items: [
          { icon: 'chat', text: tx(site, help.chat), target: null },
          {
            icon: 'phone',
            text: tx(site, help.phone),
            target: target(tx(site, help.phone), 'tel:+18005550100', 'link'),
          },
          {
            icon: 'mail',
            text: tx(site, help.email),
            target: target(tx(site, help.email), '#contact-form', 'link'),
          },
        ],
        alignment: 'left',
        columns: { sm: 1, md: 3, lg: 3 },
      }),
      block('contact-form', 'Anchor', { anchorId: 'contact-form' }),
    ]),
    simple(
      'help/returns',
      'help',
      help.returns,
      [
        block('topics', 'VerticalLinkList', {
          title: tx(site, help.returns),
          links: [target(tx(site, help.howToReturn), p('help/returns/how-to-return'), 'link')],
          collapsibleOn: [],
        }),
      ],
      'hub',
    ),
    simple('help/returns/how-to-return', 'help/returns', help.howToReturn, [
      block('steps', 'Accordion', {
        ...accordion(site, help.returnSteps, { days: RETURN_DAYS }),
        ...inColumn,
      }),
    ]),
    simple('help/faq', 'help', help.faq, [
      block('faq', 'Accordion', { ...accordion(site, help.faqItems), ...inColumn }),
    ]),
    simple(
      POLICIES_SLUG,
      null,
      help.policies,
      [
        block('topics', 'VerticalLinkList', {
          title: tx(site, help.policies),
          links: legalLinks.map((link) => target(tx(site, link.title), p(link.slug), 'link')),
          collapsibleOn: [],
        }),
      ],
      'hub',
    ),
  ];
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
