import type { ContentSectionInput } from '#api/contract/index.ts';
import { type ContentEntry, makeDocument } from './documents.ts';
import { legalLinks } from './footer.ts';
import { accordion, block, inColumn, target, tx } from './sections.ts';
import { type ContentSite, RETURN_DAYS, sitePath, T, type Text } from './sites.ts';

/*
 * The help pages (`/help` and below: contact us, returns, how to return, FAQ) and the
 * policies hub the legal pages hang under (pages.ts), in the help layout beside their side
 * navigation.
 */

/** The legal pages' parent: the policies hub. */
export const POLICIES_SLUG = 'policies';

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

export function helpPages(site: ContentSite): ContentEntry[] {
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
