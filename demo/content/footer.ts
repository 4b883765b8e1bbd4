import { JOURNAL_SLUG } from './articles.ts';
import { categoryName, categoryTree, categoryUrl } from './catalogueLinks.ts';
import { type ContentEntry, makeDocument } from './documents.ts';
import { block, target, tx } from './sections.ts';
import { type ContentSite, sitePath, T, type Text } from './sites.ts';

/** The legal and help links of spec §2, in the footer's bottom row. */
export const legalLinks: readonly { slug: string; title: Text }[] = [
  { slug: 'privacy', title: T('Privacy policy', 'Politique de confidentialité', 'Datenschutz') },
  {
    slug: 'brand-terms',
    title: T('Terms of use', 'Conditions d’utilisation', 'Nutzungsbedingungen'),
  },
  { slug: 'sale-terms', title: T('Terms of sale', 'Conditions de vente', 'AGB') },
  {
    slug: 'loyalty-terms',
    title: T('XPLR Pass terms', 'Conditions XPLR Pass', 'XPLR Pass-Bedingungen'),
  },
  { slug: 'sms-terms', title: T('SMS terms', 'Conditions SMS', 'SMS-Bedingungen') },
  {
    slug: 'associate-discount-terms',
    title: T(
      'Associate discount terms',
      'Conditions de la remise employé',
      'Bedingungen Mitarbeiterrabatt',
    ),
  },
  {
    slug: 'policies/shipping-terms',
    title: T('Shipping terms', 'Conditions de livraison', 'Versandbedingungen'),
  },
];

const t = {
  help: T('Help', 'Aide', 'Hilfe'),
  contact: T('Contact us', 'Nous contacter', 'Kontakt'),
  orderStatus: T('Order status', 'Suivi de commande', 'Bestellstatus'),
  returns: T('How to return', 'Comment retourner', 'Rücksendung'),
  shipping: T('Shipping', 'Livraison', 'Versand'),
  faq: T('FAQ', 'FAQ', 'FAQ'),
  shop: T('Shop', 'Boutique', 'Shop'),
  about: T('About {brand}', 'À propos de {brand}', 'Über {brand}'),
  journal: T('Journal', 'Journal', 'Journal'),
  repairs: T('Repair programme', 'Programme de réparation', 'Reparaturservice'),
  loyalty: T('XPLR Pass', 'XPLR Pass', 'XPLR Pass'),
  join: T('Join XPLR Pass', 'Rejoindre XPLR Pass', 'XPLR Pass beitreten'),
  account: T('My account', 'Mon compte', 'Mein Konto'),
  favorites: T('Favorites', 'Favoris', 'Favoriten'),
  newsletterHeading: T(
    'Get trail-ready news first',
    'Recevez les nouveautés en avant-première',
    'Neuigkeiten als Erste erfahren',
  ),
  newsletterSubheading: T(
    'New gear, stories and member offers. Unsubscribe any time.',
    'Nouveaux produits, récits et offres membres. Désinscription à tout moment.',
    'Neue Ausrüstung, Geschichten und Mitgliederangebote. Jederzeit abbestellbar.',
  ),
  policy: T(
    'I have read the <a href="{url}">privacy policy</a>.',
    'J’ai lu la <a href="{url}">politique de confidentialité</a>.',
    'Ich habe die <a href="{url}">Datenschutzerklärung</a> gelesen.',
  ),
  copyright: T(
    '© 2026 {brand}. All rights reserved.',
    '© 2026 {brand}. Tous droits réservés.',
    '© 2026 {brand}. Alle Rechte vorbehalten.',
  ),
};

function linkList(id: string, title: string, links: { title: string; url: string }[]) {
  return block(id, 'VerticalLinkList', {
    title,
    links: links.map((link) => target(link.title, link.url, 'link', 'small')),
    collapsibleOn: ['sm'],
  });
}

export function footerEntry(site: ContentSite): ContentEntry {
  const p = (slug: string) => sitePath(site, slug);
  const departments = categoryTree(site.brand);
  return makeDocument(site, {
    type: 'footer',
    slug: 'footer',
    name: `${site.brandName} ${site.locale} footer`,
    seo: { title: 'Footer', description: '' },
    sections: [
      block('newsletter', 'Newsletter', {
        heading: tx(site, t.newsletterHeading),
        subheading: tx(site, t.newsletterSubheading),
        policyText: tx(site, t.policy).replace('{url}', p('privacy')),
        source: 'footer',
      }),
      linkList('help', tx(site, t.help), [
        { title: tx(site, t.contact), url: p('help/contact-us') },
        { title: tx(site, t.orderStatus), url: p('order-status') },
        { title: tx(site, t.returns), url: p('help/returns/how-to-return') },
        { title: tx(site, t.shipping), url: p('policies/shipping-terms') },
        { title: tx(site, t.faq), url: p('help/faq') },
      ]),
      linkList(
        'shop',
        tx(site, t.shop),
        departments.map((node) => ({
          title: categoryName(site, node.category),
          url: categoryUrl(site, node.category),
        })),
      ),
      linkList('about', tx(site, t.about).replace('{brand}', site.brandName), [
        { title: tx(site, t.journal), url: p(JOURNAL_SLUG) },
        { title: tx(site, t.repairs), url: p(`${JOURNAL_SLUG}/repair-programme`) },
      ]),
      linkList('loyalty', tx(site, t.loyalty), [
        { title: tx(site, t.join), url: p('xplr-pass') },
        { title: tx(site, t.account), url: p('account') },
        { title: tx(site, t.favorites), url: p('favorites') },
      ]),
      block('social', 'IconAndTextList', {
        items: (
          [
            ['instagram', 'Instagram'],
            ['youtube', 'YouTube'],
            ['facebook', 'Facebook'],
          ] as const
        ).map(([network, name]) => ({
          icon: network,
          text: name,
          target: target(name, `https://www.${network}.com/${site.brand}`, 'link'),
        })),
        alignment: 'left',
        // One per line on a phone: three names with their icons do not fit its width. Six
        // columns on a wide screen: the three sit under the first three link lists, not
        // spread across the whole footer.
        columns: { sm: 1, md: 3, lg: 6 },
      }),
      block('legal', 'LegalLinks', {
        links: legalLinks.map((link) =>
          target(tx(site, link.title), p(link.slug), 'link', 'small'),
        ),
        copyright: tx(site, t.copyright).replace('{brand}', site.brandName),
      }),
    ],
  });
}
