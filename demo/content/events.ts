import type { Brand } from '#api/contract/index.ts';
import { type ContentEntry, makeDocument } from './documents.ts';
import { fragmentId } from './fragments.ts';
import { block, contentImage, fragmentRef, paragraphs, tx } from './sections.ts';
import { type ContentSite, T } from './sites.ts';

/** The slug of the demo event's landing page, below `/{locale}` of every site. */
export const EVENT_PAGE_SLUG = 'events/trail-days';

/** The demo event of each brand (its registrations are stored under this id). */
export function demoEventId(brand: Brand): string {
  return `${brand}-trail-days-2027`;
}

/** The demo event runs three days. */
export const DEMO_EVENT_DAYS = { startDate: '2027-06-11', endDate: '2027-06-13' } as const;

const t = {
  title: T('Trail Days 2027', 'Journées du sentier 2027', 'Trail Days 2027'),
  intro: T(
    'Three days of guided hikes, gear repair workshops and trail runs for members.',
    'Trois jours de randonnées guidées, d’ateliers de réparation et de courses en sentier pour les membres.',
    'Drei Tage mit geführten Wanderungen, Reparatur-Workshops und Trailläufen für Mitglieder.',
  ),
  details: T(
    'Pick the days you will come. Members may bring one guest.',
    'Choisissez les jours où vous viendrez. Les membres peuvent amener un invité.',
    'Wählen Sie die Tage, an denen Sie kommen. Mitglieder dürfen einen Gast mitbringen.',
  ),
  submit: T('Save my place', 'Réserver ma place', 'Platz sichern'),
  confirmationTitle: T(
    'See you on the trail!',
    'Rendez-vous sur le sentier !',
    'Wir sehen uns auf dem Trail!',
  ),
  confirmationSubtitle: T(
    'We sent the details to your email address.',
    'Nous avons envoyé les détails à votre adresse e-mail.',
    'Wir haben Ihnen die Details per E-Mail geschickt.',
  ),
};

/** An event landing page with the EventSignUp block (spec §2 event sign-up flow). */
export function eventEntries(site: ContentSite): ContentEntry[] {
  const title = tx(site, t.title);
  return [
    makeDocument(site, {
      type: 'page',
      slug: EVENT_PAGE_SLUG,
      name: title,
      layoutVariant: 'landing',
      seo: { title: `${title} | ${site.brandName}`, description: tx(site, t.intro) },
      sections: [
        fragmentRef('promo-bar', fragmentId(site, 'promo-bar'), {
          isSticky: true,
          isFullWidth: true,
        }),
        block('hero', 'Banner', {
          variant: 'hero',
          title,
          subtitle: tx(site, t.intro),
          titleH1: true,
          media: contentImage(site.brand, 'xplr-pass', title),
          linkType: 'No-CTA',
          gradient: 'full',
          tone: 'dark',
          alignment: 'center',
        }),
        block('event-sign-up', 'EventSignUp', {
          eventId: demoEventId(site.brand),
          title,
          richText: paragraphs(tx(site, t.intro), tx(site, t.details)),
          ...DEMO_EVENT_DAYS,
          enablePlusOne: true,
          submitCtaLabel: tx(site, t.submit),
          confirmationTitle: tx(site, t.confirmationTitle),
          confirmationSubtitle: tx(site, t.confirmationSubtitle),
        }),
      ],
    }),
  ];
}
