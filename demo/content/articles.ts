import type { ArticleMeta, ContentPublication } from '#api/contract/index.ts';
import { type ContentEntry, documentId, makeDocument } from './documents.ts';
import { block, contentImage, tx } from './sections.ts';
import { type ContentSite, T, type Text } from './sites.ts';

/** The facets of the article grid (spec §3 Article tags, §4 article grid). */
export const articleTags = {
  hiking: T('Hiking', 'Randonnée', 'Wandern'),
  'trail-running': T('Trail running', 'Trail', 'Trailrunning'),
  camping: T('Camping', 'Camping', 'Camping'),
  climbing: T('Climbing', 'Escalade', 'Klettern'),
  winter: T('Winter', 'Hiver', 'Winter'),
  'gear-care': T('Gear care', 'Entretien', 'Pflege'),
  sustainability: T('Sustainability', 'Durabilité', 'Nachhaltigkeit'),
  'how-to': T('How-to', 'Conseils pratiques', 'Ratgeber'),
  travel: T('Travel', 'Voyage', 'Reisen'),
  family: T('Family', 'Famille', 'Familie'),
} as const satisfies Record<string, Text>;
export type ArticleTagId = keyof typeof articleTags;

/** The slug every article sits below; `children/{siteId}/journal` lists them. */
export const JOURNAL_SLUG = 'journal';

interface ArticleDraft {
  key: string;
  tags: ArticleTagId[];
  /** YYYY-MM-DD. */
  date: string;
  title: Text;
  subtitle: Text;
  body: [Text, Text];
  hidePageDate?: boolean;
  publication?: ContentPublication;
}

const articles: ArticleDraft[] = [
  {
    key: 'layering-101',
    tags: ['how-to', 'hiking', 'winter'],
    date: '2026-10-28',
    title: T(
      'Layering 101: stay warm without overheating',
      'Superposition 101 : rester au chaud sans surchauffer',
      'Zwiebelprinzip 101: warm bleiben ohne zu überhitzen',
    ),
    subtitle: T(
      'Base, mid and shell: what each layer does and when to take it off.',
      'Sous-couche, couche intermédiaire et coque : le rôle de chacune et quand l’enlever.',
      'Basis, Isolation, Wetterschutz: was jede Schicht leistet und wann sie runter darf.',
    ),
    body: [
      T(
        'A good system starts next to the skin with a base layer that moves sweat away.',
        'Un bon système commence contre la peau avec une sous-couche qui évacue la transpiration.',
        'Ein gutes System beginnt auf der Haut mit einer Basisschicht, die Schweiß ableitet.',
      ),
      T(
        'Add insulation when you stop, and keep the shell for wind and rain.',
        'Ajoutez l’isolation à l’arrêt et gardez la coque pour le vent et la pluie.',
        'Isolation kommt bei Pausen dazu, die Hardshell hält Wind und Regen ab.',
      ),
    ],
  },
  {
    key: 'rain-jacket-care',
    tags: ['gear-care', 'how-to'],
    date: '2026-10-14',
    title: T(
      'How to wash and re-proof a rain jacket',
      'Comment laver et réimperméabiliser une veste de pluie',
      'Regenjacke richtig waschen und imprägnieren',
    ),
    subtitle: T(
      'Dirt clogs membranes. A wash and a warm tumble bring the beading back.',
      'La saleté bouche les membranes. Un lavage et un séchage tiède rendent l’effet perlant.',
      'Schmutz verstopft Membranen. Waschen und warmes Trocknen bringen den Abperleffekt zurück.',
    ),
    body: [
      T(
        'Use a technical wash, never fabric softener, and rinse twice.',
        'Utilisez une lessive technique, jamais d’assouplissant, et rincez deux fois.',
        'Nehmen Sie ein Spezialwaschmittel, niemals Weichspüler, und spülen Sie zweimal.',
      ),
      T(
        'Tumble dry on low heat to reactivate the water-repellent finish.',
        'Séchez en machine à basse température pour réactiver le déperlant.',
        'Trocknen Sie die Jacke bei niedriger Temperatur im Trockner, um die Imprägnierung zu aktivieren.',
      ),
    ],
  },
  {
    key: 'first-trail-run',
    tags: ['trail-running', 'how-to'],
    date: '2026-09-30',
    title: T(
      'Your first trail run: what to expect',
      'Votre premier trail : à quoi vous attendre',
      'Ihr erster Traillauf: was Sie erwartet',
    ),
    subtitle: T(
      'Slow down, shorten your stride and let the terrain set the pace.',
      'Ralentissez, raccourcissez la foulée et laissez le terrain fixer le rythme.',
      'Langsamer laufen, kürzere Schritte, das Gelände bestimmt das Tempo.',
    ),
    body: [
      T(
        'Expect to run by effort, not by pace: hills make every kilometre different.',
        'Courez à la sensation, pas à l’allure : les côtes rendent chaque kilomètre différent.',
        'Laufen Sie nach Gefühl, nicht nach Tempo: Anstiege machen jeden Kilometer anders.',
      ),
      T(
        'Shoes with a grippy outsole and a rock plate make roots and stones less scary.',
        'Une semelle accrocheuse et une plaque anti-roches rendent racines et cailloux moins intimidants.',
        'Schuhe mit griffiger Sohle und Steinschutzplatte nehmen Wurzeln und Steinen den Schrecken.',
      ),
    ],
  },
  {
    key: 'boot-fitting',
    tags: ['hiking', 'how-to'],
    date: '2026-09-16',
    title: T(
      'Finding the right fit for hiking boots',
      'Trouver la bonne pointure de chaussures de randonnée',
      'Die richtige Passform für Wanderstiefel finden',
    ),
    subtitle: T(
      'Try boots in the afternoon, with the socks you hike in.',
      'Essayez vos chaussures l’après-midi, avec vos chaussettes de randonnée.',
      'Probieren Sie Stiefel am Nachmittag an, mit Ihren Wandersocken.',
    ),
    body: [
      T(
        'Your heel should stay put while a finger fits behind it when the boot is unlaced.',
        'Le talon doit rester en place et un doigt doit passer derrière lui quand la chaussure est délacée.',
        'Die Ferse muss fest sitzen, bei offener Schnürung passt ein Finger dahinter.',
      ),
      T(
        'Walk downhill on a ramp: your toes must not touch the front.',
        'Descendez une pente : vos orteils ne doivent pas toucher l’avant.',
        'Gehen Sie eine Rampe hinunter: Die Zehen dürfen vorne nicht anstoßen.',
      ),
    ],
  },
  {
    key: 'winter-camping',
    tags: ['camping', 'winter'],
    date: '2026-09-02',
    title: T(
      'A beginner’s guide to winter camping',
      'Guide du camping d’hiver pour débutants',
      'Wintercamping für Einsteiger',
    ),
    subtitle: T(
      'Sleep warm with two pads, a hot bottle and dry socks.',
      'Dormez au chaud avec deux matelas, une gourde chaude et des chaussettes sèches.',
      'Warm schlafen mit zwei Isomatten, einer heißen Flasche und trockenen Socken.',
    ),
    body: [
      T(
        'Cold comes from the ground: stack a foam pad under your inflatable one.',
        'Le froid vient du sol : posez un matelas mousse sous votre matelas gonflable.',
        'Die Kälte kommt vom Boden: Legen Sie eine Schaummatte unter die aufblasbare.',
      ),
      T(
        'Eat a fatty snack before bed and keep tomorrow’s layers in your bag.',
        'Mangez un en-cas gras avant de dormir et gardez les couches du lendemain dans le sac.',
        'Essen Sie vor dem Schlafen etwas Fettiges und nehmen Sie die Kleidung für morgen mit in den Schlafsack.',
      ),
    ],
  },
  {
    key: 'recycled-down',
    tags: ['sustainability'],
    date: '2026-08-19',
    title: T(
      'Why we switched to recycled down',
      'Pourquoi nous sommes passés au duvet recyclé',
      'Warum wir auf recycelte Daunen umgestiegen sind',
    ),
    subtitle: T(
      'Same warmth, a fraction of the footprint.',
      'La même chaleur, une fraction de l’empreinte.',
      'Gleiche Wärme, ein Bruchteil des Fußabdrucks.',
    ),
    body: [
      T(
        'Recovered down from bedding is cleaned, sorted and tested for loft.',
        'Le duvet récupéré de la literie est lavé, trié et testé pour son gonflant.',
        'Daunen aus alten Bettwaren werden gereinigt, sortiert und auf Bauschkraft getestet.',
      ),
      T(
        'Every insulated jacket of the season now uses it.',
        'Toutes les vestes isolantes de la saison l’utilisent désormais.',
        'Alle Isolationsjacken der Saison verwenden sie inzwischen.',
      ),
    ],
  },
  {
    key: 'hut-to-hut',
    tags: ['hiking', 'travel'],
    date: '2026-08-05',
    title: T(
      'Hut to hut: planning a multi-day trek in the Alps',
      'De refuge en refuge : préparer un trek de plusieurs jours dans les Alpes',
      'Von Hütte zu Hütte: eine Mehrtagestour in den Alpen planen',
    ),
    subtitle: T(
      'Book early, pack light and leave room for the weather.',
      'Réservez tôt, voyagez léger et laissez de la marge pour la météo.',
      'Früh buchen, leicht packen und Puffer für das Wetter lassen.',
    ),
    body: [
      T(
        'Huts fill up months ahead in July and August: reserve before you plan the rest.',
        'Les refuges sont complets des mois à l’avance en juillet et août : réservez d’abord.',
        'Hütten sind im Juli und August lange ausgebucht: Reservieren Sie zuerst.',
      ),
      T(
        'A 30-litre pack holds everything when bedding and meals are provided.',
        'Un sac de 30 litres suffit quand literie et repas sont fournis.',
        'Ein 30-Liter-Rucksack reicht, wenn Bettzeug und Essen gestellt werden.',
      ),
    ],
  },
  {
    key: 'family-hikes',
    tags: ['family', 'hiking'],
    date: '2026-07-22',
    title: T(
      'Five tips for hiking with kids',
      'Cinq conseils pour randonner avec des enfants',
      'Fünf Tipps zum Wandern mit Kindern',
    ),
    subtitle: T(
      'Short loops, big snacks and a destination worth the walk.',
      'Des boucles courtes, de bons goûters et une destination qui vaut l’effort.',
      'Kurze Runden, viele Snacks und ein Ziel, das sich lohnt.',
    ),
    body: [
      T(
        'Pick a trail with a lake, a waterfall or a summit cross: goals keep legs moving.',
        'Choisissez un sentier avec un lac, une cascade ou un sommet : un but fait avancer.',
        'Wählen Sie einen Weg mit See, Wasserfall oder Gipfelkreuz: Ziele halten die Beine in Bewegung.',
      ),
      T(
        'Let them carry their own small pack with a snack and a whistle.',
        'Laissez-les porter leur petit sac avec un en-cas et un sifflet.',
        'Lassen Sie die Kinder einen eigenen kleinen Rucksack mit Snack und Pfeife tragen.',
      ),
    ],
  },
  {
    key: 'crag-day',
    tags: ['climbing'],
    date: '2026-07-08',
    title: T(
      'Packing for a day at the crag',
      'Préparer son sac pour une journée en falaise',
      'Packliste für einen Tag am Klettergarten',
    ),
    subtitle: T(
      'Beyond rope and quickdraws: what makes a long day comfortable.',
      'Au-delà de la corde et des dégaines : ce qui rend une longue journée agréable.',
      'Mehr als Seil und Expressen: was einen langen Tag angenehm macht.',
    ),
    body: [
      T(
        'A light puffy for belaying in the shade is the most underrated item.',
        'Une doudoune légère pour assurer à l’ombre est l’objet le plus sous-estimé.',
        'Eine leichte Daunenjacke zum Sichern im Schatten wird am meisten unterschätzt.',
      ),
      T(
        'Approach shoes with sticky rubber make the walk in and the scramble easy.',
        'Des chaussures d’approche à gomme adhérente facilitent la marche et les passages rocheux.',
        'Zustiegsschuhe mit Reibungsgummi machen Zustieg und leichte Kletterstellen einfach.',
      ),
    ],
  },
  {
    key: 'repair-programme',
    tags: ['sustainability', 'gear-care'],
    date: '2026-06-24',
    title: T(
      'Repair, don’t replace: inside our repair programme',
      'Réparer plutôt que remplacer : dans les coulisses de notre atelier',
      'Reparieren statt ersetzen: ein Blick in unsere Reparaturwerkstatt',
    ),
    subtitle: T(
      'Zips, seams and holes: most gear can go back out for years.',
      'Fermetures, coutures et accrocs : la plupart des équipements repartent pour des années.',
      'Reißverschlüsse, Nähte und Löcher: Die meiste Ausrüstung hält noch Jahre.',
    ),
    body: [
      T(
        'Last year our technicians fixed more than 20,000 items.',
        'L’an dernier, nos techniciens ont réparé plus de 20 000 articles.',
        'Im letzten Jahr haben unsere Techniker über 20.000 Teile repariert.',
      ),
      T(
        'Bring your gear to a store or send it with a prepaid label.',
        'Apportez votre équipement en magasin ou envoyez-le avec une étiquette prépayée.',
        'Bringen Sie Ihre Ausrüstung in einen Store oder schicken Sie sie mit einem vorfrankierten Etikett.',
      ),
    ],
  },
  {
    key: 'ultralight-packing',
    tags: ['camping', 'how-to', 'travel'],
    date: '2026-06-10',
    title: T(
      'Ultralight packing without the misery',
      'Voyager ultraléger sans souffrir',
      'Ultraleicht packen ohne Verzicht',
    ),
    subtitle: T(
      'Weigh everything once, then cut the three heaviest items.',
      'Pesez tout une fois, puis réduisez les trois objets les plus lourds.',
      'Wiegen Sie alles einmal und sparen Sie bei den drei schwersten Teilen.',
    ),
    body: [
      T(
        'Shelter, sleep system and pack make up most of your base weight.',
        'Abri, couchage et sac représentent l’essentiel de votre poids de base.',
        'Zelt, Schlafsystem und Rucksack machen den Großteil des Basisgewichts aus.',
      ),
      T(
        'Keep one luxury: a warm hat or a real pillow costs little and helps a lot.',
        'Gardez un luxe : un bonnet chaud ou un vrai oreiller pèse peu et aide beaucoup.',
        'Gönnen Sie sich einen Luxus: Eine warme Mütze oder ein echtes Kissen wiegt wenig und hilft viel.',
      ),
    ],
  },
  {
    key: 'snowshoeing',
    tags: ['winter', 'hiking'],
    date: '2026-05-27',
    title: T(
      'Snowshoeing: the easiest way into winter',
      'La raquette : la façon la plus simple de profiter de l’hiver',
      'Schneeschuhwandern: der einfachste Weg in den Winter',
    ),
    subtitle: T(
      'If you can walk, you can snowshoe. Here is what to wear.',
      'Si vous savez marcher, vous savez faire de la raquette. Voici quoi porter.',
      'Wer gehen kann, kann Schneeschuh laufen. Das sollten Sie tragen.',
    ),
    body: [
      T(
        'Waterproof boots and gaiters keep snow out; poles help on the climbs.',
        'Des chaussures imperméables et des guêtres gardent la neige dehors ; les bâtons aident en montée.',
        'Wasserdichte Stiefel und Gamaschen halten Schnee draußen, Stöcke helfen bergauf.',
      ),
      T(
        'Dress as for a brisk walk: you will warm up faster than you think.',
        'Habillez-vous comme pour une marche rapide : vous aurez chaud plus vite que prévu.',
        'Ziehen Sie sich an wie für einen flotten Spaziergang: Ihnen wird schneller warm, als Sie denken.',
      ),
    ],
  },
  {
    key: 'trail-etiquette',
    tags: ['hiking', 'trail-running'],
    date: '2026-05-13',
    title: T(
      'Trail etiquette everyone should know',
      'Les règles de savoir-vivre sur les sentiers',
      'Trail-Knigge, die jeder kennen sollte',
    ),
    subtitle: T(
      'Uphill has the right of way, and other rules that keep trails friendly.',
      'Priorité à la montée, et d’autres règles pour des sentiers conviviaux.',
      'Bergauf hat Vorrang, und weitere Regeln für ein gutes Miteinander.',
    ),
    body: [
      T(
        'Step aside for climbers, announce yourself when passing and stay on the path.',
        'Laissez passer ceux qui montent, annoncez-vous pour dépasser et restez sur le sentier.',
        'Machen Sie Platz für Aufsteigende, kündigen Sie sich beim Überholen an und bleiben Sie auf dem Weg.',
      ),
      T(
        'Pack out everything you pack in.',
        'Remportez tout ce que vous apportez.',
        'Nehmen Sie alles wieder mit, was Sie mitbringen.',
      ),
    ],
  },
  {
    key: 'sock-science',
    tags: ['gear-care', 'hiking'],
    date: '2026-04-29',
    title: T(
      'Sock science: how to prevent blisters',
      'La science de la chaussette : éviter les ampoules',
      'Sockenkunde: wie Sie Blasen vermeiden',
    ),
    subtitle: T(
      'Friction, heat and moisture cause blisters. Good socks fight all three.',
      'Frottement, chaleur et humidité causent les ampoules. De bonnes chaussettes combattent les trois.',
      'Reibung, Hitze und Feuchtigkeit verursachen Blasen. Gute Socken helfen gegen alle drei.',
    ),
    body: [
      T(
        'Merino blends wick moisture and stay warm when wet; cotton does neither.',
        'Les mélanges de mérinos évacuent l’humidité et restent chauds mouillés ; le coton non.',
        'Merinomischungen leiten Feuchtigkeit ab und wärmen auch nass, Baumwolle nicht.',
      ),
      T(
        'Tape hot spots early, before they turn into blisters.',
        'Protégez les zones d’échauffement tôt, avant qu’elles ne deviennent des ampoules.',
        'Kleben Sie Druckstellen früh ab, bevor Blasen entstehen.',
      ),
    ],
  },
];

/** Versions only the preview shows today: a draft, and a story scheduled for Black Friday. */
const previewOnlyArticles: ArticleDraft[] = [
  {
    key: 'spring-collection-preview',
    tags: ['travel', 'hiking'],
    date: '2027-03-01',
    hidePageDate: true,
    publication: { status: 'draft', start: null, end: null },
    title: T(
      'First look: the spring collection',
      'Avant-première : la collection de printemps',
      'Erster Blick: die Frühjahrskollektion',
    ),
    subtitle: T(
      'Lighter, brighter, ready for the thaw.',
      'Plus légère, plus lumineuse, prête pour le dégel.',
      'Leichter, heller, bereit für das Tauwetter.',
    ),
    body: [
      T('Draft: pictures follow.', 'Brouillon : photos à venir.', 'Entwurf: Bilder folgen.'),
      T('Not for publication yet.', 'Pas encore publié.', 'Noch nicht veröffentlicht.'),
    ],
  },
  {
    key: 'black-friday-gift-guide',
    tags: ['travel', 'family'],
    date: '2027-11-22',
    publication: {
      status: 'published',
      start: '2027-11-22T00:00:00.000Z',
      end: '2027-12-02T00:00:00.000Z',
    },
    title: T(
      'The Black Friday gift guide',
      'Le guide cadeaux du Black Friday',
      'Der Black-Friday-Geschenkeguide',
    ),
    subtitle: T(
      'Gifts for every kind of adventurer, at their best prices.',
      'Des cadeaux pour tous les aventuriers, à leur meilleur prix.',
      'Geschenke für alle Abenteurer zum besten Preis.',
    ),
    body: [
      T(
        'From socks to shells, our picks under every budget.',
        'Des chaussettes aux vestes, notre sélection pour tous les budgets.',
        'Von Socken bis Jacken: unsere Auswahl für jedes Budget.',
      ),
      T(
        'Prices valid while the sale lasts.',
        'Prix valables pendant la durée des soldes.',
        'Preise gelten während des Sales.',
      ),
    ],
  },
];

const journalName = T('Journal', 'Journal', 'Journal');
const readMore = T('Read more', 'Lire la suite', 'Weiterlesen');
const relatedTitle = T('Related stories', 'À lire aussi', 'Das könnte Sie auch interessieren');

export function articleSlug(key: string): string {
  return `${JOURNAL_SLUG}/${key}`;
}

function articleMeta(site: ContentSite, draft: ArticleDraft): ArticleMeta {
  return {
    eyebrow: `${site.brandName} ${tx(site, journalName)}`,
    title: tx(site, draft.title),
    subtitle: tx(site, draft.subtitle),
    picture: (({ url, alt, width, height }) => ({ url, alt, width, height }))(
      contentImage(site.brand, `journal-${draft.key}`, tx(site, draft.title)),
    ),
    tags: draft.tags.map((id) => ({ id, label: tx(site, articleTags[id]) })),
    publishDate: draft.date,
    hidePageDate: draft.hidePageDate ?? false,
  };
}

function articleEntry(site: ContentSite, draft: ArticleDraft): ContentEntry {
  const meta = articleMeta(site, draft);
  const id = documentId(site, 'article', articleSlug(draft.key));
  return makeDocument(site, {
    type: 'article',
    slug: articleSlug(draft.key),
    parentSlug: JOURNAL_SLUG,
    name: meta.title,
    layoutVariant: 'article',
    seo: { title: `${meta.title} | ${site.brandName}`, description: meta.subtitle },
    // The page's head (picture, title, subtitle, date) comes from `article`: the store
    // renders it; the sections are the body and the related articles.
    article: meta,
    ...(draft.publication ? { publication: draft.publication } : {}),
    sections: [
      block(
        'body',
        'RichText',
        { richText: draft.body.map((part) => `<p>${tx(site, part)}</p>`).join('') },
        // Space between the story and the related ones (the heading touched the last line).
        { bottomMargins: { sm: 'large', lg: 'xlarge' } },
      ),
      block(
        'related',
        'ArticleGrid',
        {
          title: tx(site, relatedTitle),
          initialQuery: `${draft.tags.map((tag) => `tagId=${tag}`).join('&')}&excludeId=${id}`,
          initialQueryNotFiltered: `excludeId=${id}`,
          rowsToLoad: 1,
          gridSize: { sm: 1, md: 2, lg: 4 },
          showFilterBar: false,
          loadMore: false,
          readMoreLabel: tx(site, readMore),
          limit: 4,
        },
        { hydration: 'visible' },
      ),
    ],
  });
}

/** Every article of a site: the published ones, a draft and a scheduled one. */
export function articleEntries(site: ContentSite): ContentEntry[] {
  return [...articles, ...previewOnlyArticles].map((draft) => articleEntry(site, draft));
}

/** The journal hub: the article grid with its tag filter bar. */
export function journalEntry(site: ContentSite): ContentEntry {
  const title = `${site.brandName} ${tx(site, journalName)}`;
  return makeDocument(site, {
    type: 'page',
    slug: JOURNAL_SLUG,
    name: title,
    layoutVariant: 'hub',
    seo: {
      title,
      description: tx(
        site,
        T(
          'Stories, guides and gear advice from the trail.',
          'Récits, guides et conseils matériel venus du sentier.',
          'Geschichten, Ratgeber und Ausrüstungstipps vom Trail.',
        ),
      ),
    },
    sections: [
      block('hero', 'Banner', {
        variant: 'thin',
        title,
        subtitle: tx(
          site,
          T(
            'Stories, guides and gear advice from the trail.',
            'Récits, guides et conseils matériel venus du sentier.',
            'Geschichten, Ratgeber und Ausrüstungstipps vom Trail.',
          ),
        ),
        titleH1: true,
        media: contentImage(site.brand, 'journal-hero', title),
        linkType: 'No-CTA',
        targets: [],
        gradient: 'focused',
        tone: 'dark',
        alignment: 'left',
      }),
      block(
        'grid',
        'ArticleGrid',
        {
          title: tx(site, T('Latest stories', 'Derniers articles', 'Neueste Geschichten')),
          initialQuery: '',
          initialQueryNotFiltered: '',
          rowsToLoad: 6,
          gridSize: { sm: 1, md: 2, lg: 3 },
          showFilterBar: true,
          loadMore: true,
          readMoreLabel: tx(site, readMore),
        },
        { hydration: 'visible' },
      ),
    ],
  });
}

export const publishedArticleCount = articles.length;
