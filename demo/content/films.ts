import { type ContentEntry, makeDocument } from './documents.ts';
import { block, tx } from './sections.ts';
import { type ContentSite, T } from './sites.ts';

/** The demo videos of scripts/generate-demo-videos.mjs (storefront/public/media/video). */
const demo = '/media/video/trail';

const films = {
  title: T('Trail films', 'Films de sentier', 'Trail-Filme'),
  intro: T(
    'Short films from the trail: press play, or watch the loop below.',
    'De courts films tournés sur le sentier : lancez la lecture, ou regardez la boucle ci-dessous.',
    'Kurze Filme vom Trail: Starten Sie die Wiedergabe oder sehen Sie sich die Schleife unten an.',
  ),
  ridge: T('Morning on the ridge', 'Le matin sur la crête', 'Morgen auf dem Grat'),
  ridgeText: T(
    'A walk above the tree line at sunrise.',
    'Une marche au-dessus de la limite des arbres au lever du soleil.',
    'Eine Wanderung über der Baumgrenze bei Sonnenaufgang.',
  ),
  loop: T('Colours of the valley', 'Les couleurs de la vallée', 'Die Farben des Tals'),
  loopText: T(
    'The light changing over the valley, in a loop.',
    'La lumière qui change sur la vallée, en boucle.',
    'Das wechselnde Licht über dem Tal, als Schleife.',
  ),
  photos: T('Photos from the trail', 'Photos du sentier', 'Fotos vom Trail'),
};

const captions = [
  { url: `${demo}.en.vtt`, lang: 'en', label: 'English' },
  { url: `${demo}.fr.vtt`, lang: 'fr', label: 'Français' },
  { url: `${demo}.de.vtt`, lang: 'de', label: 'Deutsch' },
];

function video(site: ContentSite, title: keyof typeof films, text: keyof typeof films) {
  return {
    url: `${demo}.webm`,
    fallbackUrl: `${demo}.mp4`,
    poster: `${demo}-poster.jpg`,
    captions,
    duration: 6,
    width: 16,
    height: 9,
    seoTitle: tx(site, films[title]),
    seoDescription: tx(site, films[text]),
  };
}

/**
 * A landing page of videos (spec §3 video): one with the player bar, one muted loop, then the
 * brand's newest shopper photos (spec §3 gallery, an empty filter) below them.
 */
export function filmsPageEntry(site: ContentSite): ContentEntry {
  return makeDocument(site, {
    type: 'page',
    slug: 'trail-films',
    name: tx(site, films.title),
    layoutVariant: 'landing',
    seo: {
      title: `${tx(site, films.title)} | ${site.brandName}`,
      description: tx(site, films.intro),
    },
    sections: [
      block('intro', 'RichText', {
        // The page shows its own title (the document's name) as its h1.
        richText: `<p>${tx(site, films.intro)}</p>`,
      }),
      block('ridge-film', 'Video', video(site, 'ridge', 'ridgeText'), {
        bottomMargins: { sm: 'large' },
      }),
      block(
        'valley-loop',
        'Video',
        {
          ...video(site, 'loop', 'loopText'),
          autoplay: true,
          muted: true,
          loop: true,
          hideControls: true,
        },
        { bottomMargins: { sm: 'large' } },
      ),
      block(
        'trail-photos',
        'Gallery',
        { title: tx(site, films.photos), containerId: `${site.brand}-films-gallery`, filter: {} },
        { hydration: 'visible' },
      ),
    ],
  });
}
