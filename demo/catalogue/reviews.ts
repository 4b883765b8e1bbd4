import type { Brand, CatalogueLanguage, SizedProductType } from '#api/contract/index.ts';
import type { Random } from './random.ts';
import type {
  CatalogueAnswer,
  CatalogueQuestion,
  CatalogueReview,
  GeneratedProduct,
  Localized,
} from './types.ts';
import { nicknames, reviewLocations, staffNames } from './vocabulary.ts';

const L = (en: string, fr: string, de: string): Localized => ({ en, fr, de });

/*
 * Reviews are written from parts in all three languages at once: the part picked in the
 * author's language is the original and the same part in the others is its translation,
 * which is what `POST /products/v1/review/{reviewId}/translate` answers with.
 */

const titles: Record<1 | 2 | 3 | 4 | 5, Localized[]> = {
  5: [
    L('Best purchase this year', 'Meilleur achat de l’année', 'Bester Kauf dieses Jahr'),
    L('Exactly what I needed', 'Exactement ce qu’il me fallait', 'Genau das, was ich brauchte'),
    L('Worth every penny', 'Vaut chaque centime', 'Jeden Cent wert'),
    L('Outstanding', 'Remarquable', 'Hervorragend'),
  ],
  4: [
    L('Very good, small quibbles', 'Très bien, quelques détails', 'Sehr gut, kleine Abstriche'),
    L('Solid choice', 'Un choix solide', 'Solide Wahl'),
    L('Happy with it', 'Satisfait', 'Zufrieden'),
  ],
  3: [
    L('Does the job', 'Fait le travail', 'Erfüllt seinen Zweck'),
    L('Good but not great', 'Bien sans plus', 'Gut, aber nicht überragend'),
  ],
  2: [
    L('Expected more', 'Je m’attendais à mieux', 'Hatte mehr erwartet'),
    L('Disappointed', 'Déçu', 'Enttäuscht'),
  ],
  1: [
    L('Fell apart quickly', 'S’est abîmé très vite', 'Schnell kaputtgegangen'),
    L('Would not buy again', 'Je ne le rachèterai pas', 'Würde ich nicht wieder kaufen'),
  ],
};

const openings: Record<'good' | 'mixed' | 'bad', Localized[]> = {
  good: [
    L(
      'I have used this on every weekend trip since spring and it still looks new.',
      'Je l’utilise à chaque sortie du week-end depuis le printemps et il a l’air neuf.',
      'Ich nutze es seit dem Frühling bei jeder Wochenendtour und es sieht noch aus wie neu.',
    ),
    L(
      'Took it on a week-long hut-to-hut trek and it performed perfectly.',
      'Je l’ai emporté pour une semaine de trek de refuge en refuge et il a été parfait.',
      'Auf einer einwöchigen Hüttentour dabei gehabt und es hat perfekt funktioniert.',
    ),
    L(
      'Bought this after my old one finally gave up, and it is a big step up.',
      'Acheté après que l’ancien a rendu l’âme, et c’est un vrai progrès.',
      'Gekauft, nachdem mein altes endgültig aufgegeben hat, und es ist ein großer Schritt nach vorn.',
    ),
  ],
  mixed: [
    L(
      'Decent quality for the price, although a few details could be better.',
      'Qualité correcte pour le prix, même si quelques détails pourraient être meilleurs.',
      'Ordentliche Qualität für den Preis, auch wenn einige Details besser sein könnten.',
    ),
    L(
      'It works fine on easy trails but I am not convinced for longer trips.',
      'Il convient aux sentiers faciles mais je ne suis pas convaincu pour les longues sorties.',
      'Auf einfachen Wegen funktioniert es gut, für längere Touren bin ich nicht überzeugt.',
    ),
  ],
  bad: [
    L(
      'After only a few outings the stitching started to come loose.',
      'Après quelques sorties seulement, les coutures ont commencé à lâcher.',
      'Schon nach wenigen Touren haben sich die Nähte gelöst.',
    ),
    L(
      'It did not live up to the description at all.',
      'Il n’est pas du tout à la hauteur de la description.',
      'Es hat der Beschreibung überhaupt nicht entsprochen.',
    ),
  ],
};

const typeRemarks: Record<SizedProductType, Record<'good' | 'bad', Localized>> = {
  jacket: {
    good: L(
      'Kept me dry through a full afternoon of sideways rain on the ridge.',
      'M’a gardé au sec tout un après-midi de pluie battante sur l’arête.',
      'Hat mich einen ganzen Nachmittag bei Seitenregen auf dem Grat trocken gehalten.',
    ),
    bad: L(
      'The hood blows off in strong wind and the zip snags.',
      'La capuche s’envole au vent fort et la fermeture accroche.',
      'Die Kapuze weht bei starkem Wind weg und der Reißverschluss hakt.',
    ),
  },
  fleece: {
    good: L(
      'Warm without getting clammy on steep climbs.',
      'Chaude sans devenir moite dans les montées raides.',
      'Warm, ohne bei steilen Anstiegen klamm zu werden.',
    ),
    bad: L(
      'Pilled after a couple of washes.',
      'Bouloche après quelques lavages.',
      'Nach ein paar Wäschen voller Knötchen.',
    ),
  },
  baseLayer: {
    good: L(
      'Stays fresh for days and dries overnight in the tent.',
      'Reste frais pendant des jours et sèche en une nuit sous la tente.',
      'Bleibt tagelang frisch und trocknet über Nacht im Zelt.',
    ),
    bad: L(
      'Got a hole in the first month.',
      'Troué dès le premier mois.',
      'Schon im ersten Monat ein Loch.',
    ),
  },
  pants: {
    good: L(
      'Plenty of stretch for high steps and the pockets are well placed.',
      'Assez extensible pour les grandes enjambées et les poches sont bien placées.',
      'Genug Stretch für hohe Tritte und die Taschen sitzen gut.',
    ),
    bad: L(
      'The fabric soaks through in a proper downpour.',
      'Le tissu se détrempe sous une vraie averse.',
      'Der Stoff wird bei richtigem Regen durchnässt.',
    ),
  },
  boots: {
    good: L(
      'No break-in needed and my feet stayed dry crossing streams.',
      'Aucun rodage nécessaire et mes pieds sont restés secs en traversant les ruisseaux.',
      'Kein Einlaufen nötig und meine Füße blieben beim Durchqueren von Bächen trocken.',
    ),
    bad: L(
      'Gave me blisters on the heel on every long descent.',
      'Des ampoules au talon à chaque longue descente.',
      'Bei jedem langen Abstieg Blasen an der Ferse.',
    ),
  },
  trailShoes: {
    good: L(
      'Grippy on wet rock and light enough for long runs.',
      'Accroche bien sur rocher mouillé et assez légère pour les longues sorties.',
      'Griffig auf nassem Fels und leicht genug für lange Läufe.',
    ),
    bad: L(
      'The outsole wore down after 300 km.',
      'La semelle s’est usée après 300 km.',
      'Die Sohle war nach 300 km abgelaufen.',
    ),
  },
  sandals: {
    good: L(
      'Comfortable all day at camp and great for river crossings.',
      'Confortables toute la journée au camp et parfaites pour traverser les rivières.',
      'Den ganzen Tag im Camp bequem und super für Flussquerungen.',
    ),
    bad: L(
      'The straps rub on the top of my foot.',
      'Les sangles frottent sur le dessus du pied.',
      'Die Riemen scheuern auf dem Fußrücken.',
    ),
  },
  pack: {
    good: L(
      'Carries weight really well and the hip belt pockets fit my phone.',
      'Porte très bien la charge et les poches de ceinture accueillent mon téléphone.',
      'Trägt Gewicht richtig gut und in die Hüftgurttaschen passt mein Handy.',
    ),
    bad: L(
      'The shoulder straps dig in once it is fully loaded.',
      'Les bretelles cisaillent une fois le sac bien chargé.',
      'Die Schultergurte schneiden ein, sobald er voll beladen ist.',
    ),
  },
  accessory: {
    good: L(
      'Warm, comfortable and well made.',
      'Chaud, confortable et bien fini.',
      'Warm, bequem und gut verarbeitet.',
    ),
    bad: L('Lost its shape quickly.', 'A vite perdu sa forme.', 'Hat schnell die Form verloren.'),
  },
};

const fitRemarks: Record<'small' | 'true' | 'large', Localized> = {
  small: L(
    'Runs small, I would size up.',
    'Taille petit, je conseille de prendre une taille au-dessus.',
    'Fällt klein aus, ich würde eine Nummer größer nehmen.',
  ),
  true: L('True to size.', 'Taille normalement.', 'Passt wie erwartet.'),
  large: L('Runs a little large.', 'Taille un peu grand.', 'Fällt etwas groß aus.'),
};

/** Extra sentences for the long reviews. */
const stories: Localized[] = [
  L(
    'For context, I hike most weekends in the Rockies and do one or two longer trips every summer, usually with a heavy pack and often in changeable weather.',
    'Pour situer, je randonne presque tous les week-ends en montagne et je fais un ou deux longs treks chaque été, souvent avec un sac lourd et une météo changeante.',
    'Zur Einordnung: Ich wandere fast jedes Wochenende in den Bergen und mache jeden Sommer ein bis zwei längere Touren, meist mit schwerem Rucksack und oft bei wechselhaftem Wetter.',
  ),
  L(
    'I compared it side by side with two similar products in the store before buying, and the staff were patient and knowledgeable.',
    'Je l’ai comparé à deux produits similaires en magasin avant d’acheter, et l’équipe a été patiente et compétente.',
    'Vor dem Kauf habe ich es im Laden direkt mit zwei ähnlichen Produkten verglichen, und das Personal war geduldig und kompetent.',
  ),
  L(
    'The materials feel premium and the finishing is careful, with no loose threads or rough edges anywhere.',
    'Les matériaux semblent haut de gamme et les finitions sont soignées, sans fil qui dépasse ni bord rugueux.',
    'Die Materialien fühlen sich hochwertig an und die Verarbeitung ist sorgfältig, ohne lose Fäden oder raue Kanten.',
  ),
  L(
    'Washing it has been easy so far: cold cycle, hang to dry, and it comes out looking the same as before.',
    'Le lavage est facile jusqu’ici : cycle froid, séchage à l’air, et il ressort comme avant.',
    'Das Waschen war bisher einfach: kalter Waschgang, zum Trocknen aufhängen, und es sieht danach aus wie vorher.',
  ),
  L(
    'My only wish would be a slightly wider range of colours, but that is a matter of taste.',
    'Mon seul souhait serait un choix de couleurs un peu plus large, mais c’est une question de goût.',
    'Mein einziger Wunsch wäre eine etwas größere Farbauswahl, aber das ist Geschmackssache.',
  ),
  L(
    'Delivery was quick and the packaging was minimal and recyclable, which I appreciate.',
    'La livraison a été rapide et l’emballage minimal et recyclable, ce que j’apprécie.',
    'Die Lieferung war schnell und die Verpackung minimal und recycelbar, was ich schätze.',
  ),
];

/** Spam and off-topic texts: the reviews shoppers flag. */
const flaggedTexts: Localized[] = [
  L(
    'Visit my profile for cheap gear deals!!! Best prices online, click now.',
    'Visitez mon profil pour des affaires incroyables !!! Meilleurs prix en ligne, cliquez vite.',
    'Besucht mein Profil für billige Ausrüstung!!! Beste Preise online, jetzt klicken.',
  ),
  L(
    'Not about the product, but the parking at the store was terrible.',
    'Rien à voir avec le produit, mais le parking du magasin était affreux.',
    'Nicht zum Produkt, aber der Parkplatz am Laden war furchtbar.',
  ),
];

function rating(random: Random): 1 | 2 | 3 | 4 | 5 {
  return random.weighted<1 | 2 | 3 | 4 | 5>([
    [5, 46],
    [4, 28],
    [3, 12],
    [2, 8],
    [1, 6],
  ]);
}

function compose(parts: Localized[]): Localized {
  return {
    en: parts.map((part) => part.en).join(' '),
    fr: parts.map((part) => part.fr).join(' '),
    de: parts.map((part) => part.de).join(' '),
  };
}

const languageWeights: Record<Brand, readonly (readonly [CatalogueLanguage, number])[]> = {
  ridgeline: [
    ['en', 60],
    ['fr', 22],
    ['de', 18],
  ],
  tread: [
    ['en', 55],
    ['fr', 20],
    ['de', 25],
  ],
};

/** ISO date-time `daysBefore` days (and some hours) before the anchor date. */
export function isoBefore(anchor: string, daysBefore: number, random: Random): string {
  const time =
    Date.parse(`${anchor}T12:00:00Z`) - daysBefore * 86_400_000 - random.int(0, 43_200) * 1000;
  return new Date(time).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

export function buildReviews(
  products: GeneratedProduct[],
  random: Random,
  anchor: string,
): CatalogueReview[] {
  const reviews: CatalogueReview[] = [];
  for (const product of products) {
    // A tenth of the catalogue has no reviews yet; best sellers have the most.
    const count = random.chance(0.1)
      ? 0
      : Math.min(40, 1 + Math.floor((product.unitsSold / 60) * random.next()) + random.int(0, 6));
    const apparelOrShoes = !['pack', 'accessory'].includes(product.productType);
    for (let index = 0; index < count; index++) {
      const stars = rating(random);
      const tone = stars >= 4 ? 'good' : stars === 3 ? 'mixed' : 'bad';
      const fit = apparelOrShoes
        ? random.weighted<'small' | 'true' | 'large'>([
            ['true', 70],
            ['small', 18],
            ['large', 12],
          ])
        : null;
      const flaggedKind = random.chance(0.04);
      const long = !flaggedKind && random.chance(0.15);
      const parts: Localized[] = flaggedKind
        ? [random.pick(flaggedTexts)]
        : [
            random.pick(openings[tone]),
            typeRemarks[product.productType][tone === 'bad' ? 'bad' : 'good'],
            ...(fit ? [fitRemarks[fit]] : []),
            ...(long ? random.sample(stories, random.int(3, stories.length)) : []),
          ];
      const flags: CatalogueReview['flags'] = flaggedKind
        ? (random.sample(
            ['spam', 'offTopic', 'other', 'spam', 'offensive'] as const,
            random.int(1, 4),
          ) as CatalogueReview['flags'])
        : random.chance(0.02)
          ? ['other']
          : [];
      reviews.push({
        id: `RV${product.id}${String(index + 1).padStart(2, '0')}`,
        productId: product.id,
        rating: stars,
        language: random.weighted(languageWeights[product.brand]),
        title: random.pick(titles[stars]),
        text: compose(parts),
        nickname: random.pick(nicknames),
        location: random.chance(0.7) ? random.pick(reviewLocations) : null,
        createdAt: isoBefore(anchor, random.int(1, 600), random),
        verifiedPurchase: random.chance(0.75),
        recommended: stars >= 4 || (stars === 3 && random.chance(0.5)),
        fit,
        helpfulVotes: random.chance(0.6) ? random.int(0, long ? 60 : 15) : 0,
        unhelpfulVotes: random.chance(0.3) ? random.int(0, 5) : 0,
        flags,
      });
    }
  }
  return reviews;
}

const questionBank: Record<SizedProductType, { q: Localized; a: Localized }[]> = {
  jacket: [
    {
      q: L(
        'Does it fit over a fleece and a base layer?',
        'Peut-on la porter par-dessus une polaire et une sous-couche ?',
        'Passt sie über ein Fleece und eine Funktionsschicht?',
      ),
      a: L(
        'Yes, the cut leaves room for two layers underneath.',
        'Oui, la coupe laisse la place pour deux couches dessous.',
        'Ja, der Schnitt lässt Platz für zwei Schichten darunter.',
      ),
    },
    {
      q: L(
        'Is the hood big enough for a climbing helmet?',
        'La capuche est-elle assez grande pour un casque ?',
        'Ist die Kapuze groß genug für einen Kletterhelm?',
      ),
      a: L(
        'It fits over most climbing helmets.',
        'Elle passe sur la plupart des casques d’escalade.',
        'Sie passt über die meisten Kletterhelme.',
      ),
    },
  ],
  fleece: [
    {
      q: L(
        'Can I wear it on its own on cool days?',
        'Peut-on la porter seule par temps frais ?',
        'Kann man es an kühlen Tagen allein tragen?',
      ),
      a: L(
        'Yes, it works well as an outer layer in dry weather.',
        'Oui, elle fonctionne bien en couche extérieure par temps sec.',
        'Ja, bei trockenem Wetter eignet es sich gut als äußere Schicht.',
      ),
    },
  ],
  baseLayer: [
    {
      q: L('Does the merino itch?', 'Le mérinos gratte-t-il ?', 'Kratzt die Merinowolle?'),
      a: L(
        'It uses fine fibres, so most people find it soft.',
        'Les fibres sont fines, la plupart des gens le trouvent doux.',
        'Es werden feine Fasern verwendet, die meisten finden es weich.',
      ),
    },
  ],
  pants: [
    {
      q: L(
        'What is the inseam length?',
        'Quelle est la longueur d’entrejambe ?',
        'Wie lang ist die Innenbeinlänge?',
      ),
      a: L(
        'The regular inseam is 81 cm (32 in).',
        'L’entrejambe standard est de 81 cm.',
        'Die normale Innenbeinlänge beträgt 81 cm.',
      ),
    },
  ],
  boots: [
    {
      q: L(
        'Are these good for wide feet?',
        'Conviennent-elles aux pieds larges ?',
        'Sind die Stiefel für breite Füße geeignet?',
      ),
      a: L(
        'They have a medium-wide toe box.',
        'Elles ont un avant-pied moyennement large.',
        'Sie haben eine mittelbreite Zehenbox.',
      ),
    },
    {
      q: L('Can they be resoled?', 'Peut-on les ressemeler ?', 'Kann man sie neu besohlen?'),
      a: L(
        'Yes, through our repair service.',
        'Oui, via notre service de réparation.',
        'Ja, über unseren Reparaturservice.',
      ),
    },
  ],
  trailShoes: [
    {
      q: L('What is the heel-to-toe drop?', 'Quel est le drop ?', 'Wie hoch ist die Sprengung?'),
      a: L('The drop is 6 mm.', 'Le drop est de 6 mm.', 'Die Sprengung beträgt 6 mm.'),
    },
  ],
  sandals: [
    {
      q: L(
        'Can I wear them in the water?',
        'Peut-on les porter dans l’eau ?',
        'Kann man sie im Wasser tragen?',
      ),
      a: L(
        'Yes, every material is water-safe.',
        'Oui, tous les matériaux supportent l’eau.',
        'Ja, alle Materialien sind wasserfest.',
      ),
    },
  ],
  pack: [
    {
      q: L(
        'Does it fit carry-on size limits?',
        'Est-il accepté en bagage cabine ?',
        'Ist er handgepäcktauglich?',
      ),
      a: L(
        'It fits most airlines’ carry-on limits.',
        'Il respecte les dimensions cabine de la plupart des compagnies.',
        'Er passt in die Handgepäckmaße der meisten Airlines.',
      ),
    },
    {
      q: L(
        'Is there a laptop sleeve?',
        'Y a-t-il une pochette pour ordinateur ?',
        'Gibt es ein Laptopfach?',
      ),
      a: L(
        'The hydration sleeve fits a 15-inch laptop.',
        'La poche d’hydratation accueille un ordinateur 15 pouces.',
        'Das Trinksystemfach passt für einen 15-Zoll-Laptop.',
      ),
    },
  ],
  accessory: [
    {
      q: L('Is it machine washable?', 'Est-ce lavable en machine ?', 'Ist es maschinenwaschbar?'),
      a: L(
        'Yes, on a cold wool cycle.',
        'Oui, en cycle laine à froid.',
        'Ja, im kalten Wollwaschgang.',
      ),
    },
  ],
};

export function buildQuestions(
  products: GeneratedProduct[],
  random: Random,
  anchor: string,
): CatalogueQuestion[] {
  const questions: CatalogueQuestion[] = [];
  for (const product of products) {
    const bank = questionBank[product.productType];
    const count = random.chance(0.35) ? 0 : random.int(1, bank.length);
    for (let index = 0; index < count; index++) {
      const entry = bank[index % bank.length];
      if (!entry) continue;
      const language = random.weighted(languageWeights[product.brand]);
      const id = `QU${product.id}${String(index + 1).padStart(2, '0')}`;
      const askedDaysAgo = random.int(5, 500);
      const answers: CatalogueAnswer[] = [];
      const answerCount = random.weighted([
        [0, 15],
        [1, 55],
        [2, 20],
        [3, 10],
      ]);
      for (let a = 0; a < answerCount; a++) {
        const isStaff = a === 0 && random.chance(0.6);
        answers.push({
          id: `AN${product.id}${String(index + 1).padStart(2, '0')}${a + 1}`,
          text: entry.a[language],
          nickname: isStaff ? staffNames[product.brand] : random.pick(nicknames),
          isStaff,
          createdAt: isoBefore(anchor, Math.max(0, askedDaysAgo - random.int(1, 4)), random),
          helpfulVotes: random.int(0, 20),
          unhelpfulVotes: random.int(0, 3),
        });
      }
      questions.push({
        id,
        productId: product.id,
        language,
        text: entry.q[language],
        nickname: random.pick(nicknames),
        email: `shopper${questions.length + 1}@example.com`,
        createdAt: isoBefore(anchor, askedDaysAgo, random),
        answers,
      });
    }
  }
  return questions;
}
