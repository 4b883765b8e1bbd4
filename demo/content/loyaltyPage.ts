import { type ContentEntry, makeDocument } from './documents.ts';
import {
  accordion,
  block,
  contentImage,
  experience,
  fill,
  segmentation,
  target,
  tx,
} from './sections.ts';
import { type ContentSite, formatAmount, sitePath, T, type Text } from './sites.ts';

/** One major unit of each currency, for the points rate. */
const oneUnit = { USD: 1, CAD: 1, GBP: 1, EUR: 1 };

/*
 * The loyalty programme's landing page (`/xplr-pass`): its hero, perks, a banner for members
 * and one for guests (decided on the server), a feature flag's rollout, the personalization
 * engine's pick, and its questions.
 */

const xplr = {
  title: T('XPLR Pass', 'XPLR Pass', 'XPLR Pass'),
  subtitle: T(
    'Our free membership: points, free shipping and member-only events.',
    'Notre programme gratuit : points, livraison offerte et événements réservés aux membres.',
    'Unsere kostenlose Mitgliedschaft: Punkte, Gratisversand und exklusive Events.',
  ),
  join: T('Join for free', 'Inscription gratuite', 'Kostenlos beitreten'),
  signIn: T('Sign in', 'Se connecter', 'Anmelden'),
  viewPoints: T('View my points', 'Voir mes points', 'Meine Punkte ansehen'),
  perks: [
    // The service's rate (server/checkout/orders.ts: a point per major unit).
    T(
      '1 point for every {amount} spent',
      '1 point pour chaque {amount} dépensé',
      '1 Punkt pro {amount} Einkaufswert',
    ),
    T(
      'Rewards to spend at checkout',
      'Des récompenses à utiliser au paiement',
      'Prämien zum Einlösen an der Kasse',
    ),
    T(
      'Member events and early access',
      'Événements membres et accès anticipé',
      'Mitglieder-Events und früher Zugang',
    ),
  ],
  memberTitle: T(
    'Welcome back: your points are waiting',
    'Bon retour : vos points vous attendent',
    'Willkommen zurück: Ihre Punkte warten',
  ),
  guestTitle: T(
    'Sign in or join to collect points',
    'Connectez-vous ou inscrivez-vous pour cumuler des points',
    'Melden Sie sich an oder treten Sie bei, um Punkte zu sammeln',
  ),
  perksBaseline: T(
    'Members earn points on every order',
    'Les membres cumulent des points à chaque commande',
    'Mitglieder sammeln bei jeder Bestellung Punkte',
  ),
  perksTrail: T(
    'Early access to new trail gear this month',
    'Accès anticipé aux nouveautés trail ce mois-ci',
    'Früher Zugang zu neuer Trail-Ausrüstung in diesem Monat',
  ),
  trailFinder: T(
    'New: find your next trail',
    'Nouveau : trouvez votre prochain sentier',
    'Neu: Finden Sie Ihren nächsten Trail',
  ),
  trailFinderText: T(
    'Trail guides picked for your level and the season.',
    'Des guides de sentier choisis selon votre niveau et la saison.',
    'Trail-Ratgeber, passend zu Ihrem Niveau und zur Saison.',
  ),
  readGuides: T('Read the guides', 'Lire les guides', 'Zu den Ratgebern'),
  perksBaselineText: T(
    'Sign in before you order and they are added to your account.',
    'Connectez-vous avant de commander : ils s’ajoutent à votre compte.',
    'Melden Sie sich vor der Bestellung an, dann werden sie Ihrem Konto gutgeschrieben.',
  ),
  perksTrailText: T(
    'Members see the new season’s trail gear before anyone else.',
    'Les membres découvrent l’équipement trail de la saison avant tout le monde.',
    'Mitglieder sehen die Trail-Ausrüstung der neuen Saison vor allen anderen.',
  ),
  faq: [
    [
      T('Is it free?', 'Est-ce gratuit ?', 'Ist es kostenlos?'),
      T('Yes, always.', 'Oui, toujours.', 'Ja, immer.'),
    ],
    [
      T('How do I use my points?', 'Comment utiliser mes points ?', 'Wie löse ich Punkte ein?'),
      T(
        'Choose a reward at checkout.',
        'Choisissez une récompense lors du paiement.',
        'Wählen Sie an der Kasse eine Prämie.',
      ),
    ],
  ] as [Text, Text][],
};

export function loyaltyPage(site: ContentSite): ContentEntry {
  return makeDocument(site, {
    type: 'page',
    slug: 'xplr-pass',
    name: tx(site, xplr.title),
    layoutVariant: 'landing',
    seo: {
      title: `${tx(site, xplr.title)} | ${site.brandName}`,
      description: tx(site, xplr.subtitle),
    },
    sections: [
      block(
        'hero',
        'Banner',
        {
          variant: 'hero',
          title: tx(site, xplr.title),
          subtitle: tx(site, xplr.subtitle),
          titleH1: true,
          media: contentImage(site.brand, 'xplr-pass', tx(site, xplr.title)),
          linkType: 'CTA',
          targets: [target(tx(site, xplr.join), '#modal-loyalty-sign-up', 'primary', 'large')],
          gradient: 'full',
          tone: 'dark',
          alignment: 'center',
        },
        { bottomMargins: { sm: 'large', lg: 'xlarge' } },
      ),
      block(
        'perks',
        'IconAndTextList',
        {
          items: xplr.perks.map((perk, index) => ({
            icon: ['points', 'star', 'calendar'][index],
            text: fill(tx(site, perk), { amount: formatAmount(site, oneUnit) }),
            target: null,
          })),
          alignment: 'center',
          columns: { sm: 1, md: 3, lg: 3 },
        },
        { bottomMargins: { sm: 'large', lg: 'xlarge' } },
      ),
      // Members and guests each see a banner made for them (decided on the server).
      segmentation(
        'xplr-audience',
        'Members or guests',
        [
          {
            id: 'logged-in',
            targets: [
              xplrBanner(site, 'xplr-member', xplr.memberTitle, [
                target(tx(site, xplr.viewPoints), sitePath(site, 'account'), 'primary'),
              ]),
            ],
          },
        ],
        // Told to sign in or join: both are a click away.
        [
          xplrBanner(site, 'xplr-guest', xplr.guestTitle, [
            target(tx(site, xplr.join), '#modal-loyalty-sign-up', 'primary'),
            target(tx(site, xplr.signIn), sitePath(site, 'sign-in'), 'secondary'),
          ]),
        ],
      ),
      // A feature flag's rollout (demo/experiments): members always, others by share.
      experience('trail-finder', 'Trail finder rollout', {
        experienceId: `${site.brand}-trail-finder`,
        type: 'experiment',
        trackingEvent: 'trail-finder',
        baselines: [],
        variants: [
          {
            name: 'Trail finder',
            variantId: `${site.brand}-trail-finder-on`,
            targets: [
              xplrBanner(
                site,
                'trail-finder-banner',
                xplr.trailFinder,
                [target(tx(site, xplr.readGuides), sitePath(site, 'journal'), 'secondary')],
                xplr.trailFinderText,
              ),
            ],
          },
        ],
      }),
      // The personalization engine (engine/v1/decide) picks the perk a visitor sees.
      experience('member-perks', 'Member perks', {
        experienceId: `${site.brand}-member-perks`,
        type: 'personalization',
        baselines: [
          xplrBanner(site, 'member-perks-baseline', xplr.perksBaseline, [], xplr.perksBaselineText),
        ],
        variants: [
          {
            name: 'Trail perks',
            variantId: `${site.brand}-member-perks-trail`,
            targets: [
              xplrBanner(site, 'member-perks-trail', xplr.perksTrail, [], xplr.perksTrailText),
            ],
          },
        ],
      }),
      block('faq', 'Accordion', accordion(site, xplr.faq)),
    ],
  });
}

function xplrBanner(
  site: ContentSite,
  id: string,
  title: Text,
  targets: ReturnType<typeof target>[] = [],
  subtitle?: Text,
) {
  return block(id, 'Banner', {
    variant: 'thin',
    title: tx(site, title),
    ...(subtitle ? { subtitle: tx(site, subtitle) } : {}),
    linkType: targets.length ? 'CTA' : 'No-CTA',
    targets,
    gradient: 'off',
    tone: 'light',
    // Left: centred, the title and subtitle centred on each other beside the buttons.
    alignment: 'left',
  });
}
