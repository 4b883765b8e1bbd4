import type { ContentEntry } from './documents.ts';
import { documentId, makeDocument } from './documents.ts';
import { block, contentImage, fill, target, tx } from './sections.ts';
import {
  type ContentSite,
  formatAmount,
  freeShippingThreshold,
  RETURN_DAYS,
  sitePath,
  T,
} from './sites.ts';

/** Fragment ids are unique across sites: `ridgeline-en-us-fragment-promo-bar`. */
export function fragmentId(site: ContentSite, key: 'promo-bar' | 'benefit-bar' | 'size-guide') {
  return documentId(site, 'fragment', key);
}

const texts = {
  freeShipping: T(
    'Free shipping on orders over {amount}. <a href="{url}">Details</a>',
    'Livraison gratuite dès {amount} d’achat. <a href="{url}">Détails</a>',
    'Kostenloser Versand ab {amount}. <a href="{url}">Details</a>',
  ),
  returns: T(
    'Free returns within {days} days. <a href="{url}">How to return</a>',
    'Retours gratuits sous {days} jours. <a href="{url}">Comment retourner</a>',
    'Kostenlose Rücksendung innerhalb von {days} Tagen. <a href="{url}">So geht’s</a>',
  ),
  loyalty: T(
    'Members earn points on every order. <a href="{url}">Join XPLR Pass</a>',
    'Les membres cumulent des points à chaque commande. <a href="{url}">Rejoindre XPLR Pass</a>',
    'Mitglieder sammeln bei jeder Bestellung Punkte. <a href="{url}">XPLR Pass beitreten</a>',
  ),
  benefitTitle: T(
    'XPLR Pass members earn points on every order',
    'Les membres XPLR Pass cumulent des points à chaque commande',
    'XPLR Pass-Mitglieder sammeln bei jeder Bestellung Punkte',
  ),
  benefitSubtitle: T(
    'Join for free and earn a point for every {unit} spent.',
    'Inscription gratuite et un point pour chaque {unit} dépensé.',
    'Kostenlos beitreten und für jeden ausgegebenen {unit} einen Punkt sammeln.',
  ),
  benefitDetails: T(
    'Sign in before you order and the points are added to your account; swap them for a reward at checkout. Points never expire while you shop once a year.',
    'Connectez-vous avant de commander et les points s’ajoutent à votre compte ; échangez-les contre une récompense au paiement. Les points n’expirent pas si vous achetez une fois par an.',
    'Melden Sie sich vor der Bestellung an, dann werden die Punkte Ihrem Konto gutgeschrieben; lösen Sie sie an der Kasse gegen eine Prämie ein. Punkte verfallen nicht, solange Sie einmal im Jahr einkaufen.',
  ),
  join: T('Join now', 'S’inscrire', 'Jetzt beitreten'),
  sizeGuide: T('Size guide', 'Guide des tailles', 'Größentabelle'),
  sizeGuideIntro: T(
    'Measure over a base layer. Between two sizes, take the larger one for layering.',
    'Mesurez par-dessus une sous-couche. Entre deux tailles, prenez la plus grande pour superposer.',
    'Messen Sie über einer Basisschicht. Zwischen zwei Größen nehmen Sie für das Zwiebelprinzip die größere.',
  ),
  fitFaq: T('How does it fit?', 'Comment taille-t-il ?', 'Wie fällt es aus?'),
  fitAnswer: T(
    'Our jackets have an athletic fit; footwear runs true to size.',
    'Nos vestes ont une coupe ajustée ; les chaussures taillent normalement.',
    'Unsere Jacken sind sportlich geschnitten, Schuhe fallen normal aus.',
  ),
};

const currencyUnit = { USD: 'dollar', CAD: 'dollar', GBP: 'pound', EUR: 'euro' } as const;
const unitName = {
  dollar: T('dollar', 'dollar', 'Dollar'),
  pound: T('pound', 'livre', 'Pfund'),
  euro: T('euro', 'euro', 'Euro'),
};

export function promoBarEntry(site: ContentSite): ContentEntry {
  const message = (richText: string) => ({
    richText,
    targets: [],
    textColor: 'neutralInverted',
    hoverLinkColor: 'neutralInverted',
    background: 'promo',
    clickable: false,
  });
  return makeDocument(site, {
    type: 'fragment',
    slug: 'promo-bar',
    name: 'Promo bar',
    seo: { title: 'Promo bar', description: '' },
    sections: [
      block(
        'promo-bar',
        'PromoBar',
        {
          messages: [
            message(
              fill(tx(site, texts.freeShipping), {
                amount: formatAmount(site, freeShippingThreshold),
                url: sitePath(site, 'policies/shipping-terms'),
              }),
            ),
            message(
              fill(tx(site, texts.returns), {
                days: RETURN_DAYS,
                url: sitePath(site, 'help/returns/how-to-return'),
              }),
            ),
            message(fill(tx(site, texts.loyalty), { url: sitePath(site, 'xplr-pass') })),
          ],
          autorotateTime: 5,
          closable: true,
          maxMessages: 3,
        },
        // Visible, not on interaction: its rotation runs without a hover (spec §4), and a
        // bar closed on an earlier page goes as soon as the page runs.
        { hydration: 'visible', isFullWidth: true },
      ),
    ],
  });
}

export function benefitBarEntry(site: ContentSite): ContentEntry {
  return makeDocument(site, {
    type: 'fragment',
    slug: 'benefit-bar',
    name: 'Benefit bar',
    seo: { title: 'Benefit bar', description: '' },
    sections: [
      block(
        'benefit-bar',
        'BenefitBar',
        {
          logo: contentImage(site.brand, 'xplr-pass-logo', 'XPLR Pass'),
          backgroundImage: contentImage(site.brand, 'benefit-bar-background', ''),
          title: tx(site, texts.benefitTitle),
          subtitle: fill(tx(site, texts.benefitSubtitle), {
            unit: tx(site, unitName[currencyUnit[site.currency]]),
          }),
          infoIcon: 'info',
          infoDetails: `<p>${tx(site, texts.benefitDetails)}</p>`,
          targets: [
            target(tx(site, texts.join), sitePath(site, 'xplr-pass'), 'secondary', 'small'),
          ],
          alignment: 'center',
          showCloseButton: true,
        },
        { isFullWidth: true, bottomMargins: { sm: 'medium', lg: 'large' } },
      ),
    ],
  });
}

export function sizeGuideEntry(site: ContentSite): ContentEntry {
  return makeDocument(site, {
    type: 'fragment',
    slug: 'size-guide',
    name: tx(site, texts.sizeGuide),
    seo: { title: tx(site, texts.sizeGuide), description: '' },
    sections: [
      block('size-guide', 'Accordion', {
        accordions: [
          {
            title: tx(site, texts.sizeGuide),
            richText: `<p>${tx(site, texts.sizeGuideIntro)}</p>`,
          },
          { title: tx(site, texts.fitFaq), richText: `<p>${tx(site, texts.fitAnswer)}</p>` },
        ],
        iconsStyle: 'plus',
        style: 'default',
        titleColor: 'neutral',
        bottomDivider: true,
        // On the product page, lined up with the sections above and below it, not centred.
        isFullWidth: true,
        paddings: 'medium',
      }),
    ],
  });
}

export function fragmentEntries(site: ContentSite): ContentEntry[] {
  return [promoBarEntry(site), benefitBarEntry(site), sizeGuideEntry(site)];
}
