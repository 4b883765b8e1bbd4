import type { Brand, CatalogueLanguage, SizedProductType } from '#api/contract/index.ts';
import type { CatalogueColor, CatalogueSize, Gender, Localized } from './types.ts';

const L = (en: string, fr: string, de: string): Localized => ({ en, fr, de });

/** Colourways; each brand draws from its own palette (plus the shared neutrals). */
export const colors: Record<string, CatalogueColor> = Object.fromEntries(
  (
    [
      ['black', L('Black', 'Noir', 'Schwarz'), 'black', '#1c1d1f', '#5b5e63'],
      ['slate', L('Slate', 'Ardoise', 'Schiefer'), 'grey', '#4a5560', '#c9d1d8'],
      ['fog', L('Fog', 'Brume', 'Nebel'), 'grey', '#a7adb3', '#3c4247'],
      ['snow', L('Snow', 'Neige', 'Schnee'), 'white', '#eef0f0', '#7c8a93'],
      ['sand', L('Sand', 'Sable', 'Sand'), 'beige', '#c8b48f', '#5d4a2f'],
      ['forest', L('Forest', 'Forêt', 'Wald'), 'green', '#2f5d46', '#c7d66d'],
      ['moss', L('Moss', 'Mousse', 'Moos'), 'green', '#6b7b3a', '#2b2f1c'],
      ['glacier', L('Glacier', 'Glacier', 'Gletscher'), 'blue', '#7fb6d5', '#173a52'],
      ['ocean', L('Ocean', 'Océan', 'Ozean'), 'blue', '#1f4e79', '#f2b134'],
      ['midnight', L('Midnight', 'Minuit', 'Mitternacht'), 'blue', '#1b2a41', '#e4572e'],
      ['summit-red', L('Summit Red', 'Rouge sommet', 'Gipfelrot'), 'red', '#b3261e', '#1c1d1f'],
      ['ember', L('Ember', 'Braise', 'Glut'), 'orange', '#d9652b', '#2d2a26'],
      ['saffron', L('Saffron', 'Safran', 'Safran'), 'yellow', '#e3a92b', '#2b3a42'],
      ['heather', L('Heather', 'Bruyère', 'Heide'), 'purple', '#7a5c8f', '#e6dced'],
      ['alpenglow', L('Alpenglow', 'Alpenglow', 'Alpenglühen'), 'pink', '#e08a9b', '#3d2330'],
      ['basalt', L('Basalt', 'Basalte', 'Basalt'), 'grey', '#3b3b3d', '#e85d2a'],
      ['clay', L('Clay', 'Argile', 'Lehm'), 'brown', '#9a5b3c', '#efe4d6'],
      ['bark', L('Bark', 'Écorce', 'Rinde'), 'brown', '#5a4030', '#d6b98c'],
      ['dune', L('Dune', 'Dune', 'Düne'), 'beige', '#d8c3a0', '#6e4f33'],
      ['sky', L('Sky', 'Ciel', 'Himmel'), 'blue', '#5aa0d8', '#f4f4f0'],
      ['volt', L('Volt', 'Volt', 'Volt'), 'yellow', '#d4e04a', '#1f2a1a'],
      ['lichen', L('Lichen', 'Lichen', 'Flechte'), 'green', '#9bae80', '#30402a'],
      ['canyon', L('Canyon', 'Canyon', 'Canyon'), 'orange', '#c0613a', '#f1d7b5'],
      ['berry', L('Berry', 'Baie', 'Beere'), 'purple', '#6d2e5b', '#f0c5da'],
    ] as const
  ).map(([code, name, family, swatch, accent]) => [code, { code, name, family, swatch, accent }]),
);

export const brandPalettes: Record<Brand, string[]> = {
  ridgeline: [
    'forest',
    'glacier',
    'summit-red',
    'slate',
    'black',
    'ocean',
    'midnight',
    'saffron',
    'heather',
    'fog',
    'moss',
    'alpenglow',
  ],
  tread: [
    'basalt',
    'clay',
    'bark',
    'dune',
    'sky',
    'volt',
    'lichen',
    'canyon',
    'black',
    'berry',
    'snow',
    'sand',
  ],
};

/** Proper model names: mountain words for Ridgeline, trail words for Tread. */
export const models: Record<Brand, string[]> = {
  ridgeline: [
    'Talus',
    'Cirque',
    'Moraine',
    'Couloir',
    'Scree',
    'Tarn',
    'Serac',
    'Cornice',
    'Summit',
    'Col',
    'Nunatak',
    'Bivouac',
    'Firn',
    'Massif',
    'Spindrift',
    'Glissade',
  ],
  tread: [
    'Switchback',
    'Traverse',
    'Trailhead',
    'Boulder',
    'Mesa',
    'Scramble',
    'Gravel',
    'Waypoint',
    'Contour',
    'Arroyo',
    'Ledge',
    'Basin',
    'Cascade',
    'Kestrel',
    'Pika',
    'Sierra',
  ],
};

/** Suffixes that tell styles of one model apart. */
export const qualifiers = ['', 'Pro', 'Lite', 'Hybrid', 'Alpine', 'Mid', 'WP', 'Trek', 'Ultra'];

export const genderWords: Record<Exclude<Gender, 'unisex'>, Localized> = {
  men: L("Men's", 'Homme', 'Herren'),
  women: L("Women's", 'Femme', 'Damen'),
};

/** The product name in each language: "Men's Talus Pro Rain Jacket", "Veste de pluie Talus Pro Homme". */
export function productName(
  gender: Gender,
  model: string,
  noun: Localized,
): Record<CatalogueLanguage, string> {
  const word = gender === 'unisex' ? null : genderWords[gender];
  return {
    en: [word?.en, model, noun.en].filter(Boolean).join(' '),
    fr: [noun.fr, model, word?.fr].filter(Boolean).join(' '),
    de: [model, noun.de, word?.de].filter(Boolean).join(' '),
  };
}

/** Opening sentences per product type (one picked per product). */
export const intros: Record<SizedProductType, Localized[]> = {
  jacket: [
    L(
      'A jacket built for the days the forecast gets it wrong.',
      'Une veste pensée pour les jours où la météo se trompe.',
      'Eine Jacke für die Tage, an denen der Wetterbericht danebenliegt.',
    ),
    L(
      'Light enough to forget in your pack, tough enough for the ridge.',
      "Assez légère pour l'oublier dans le sac, assez robuste pour l'arête.",
      'Leicht genug, um sie im Rucksack zu vergessen, robust genug für den Grat.',
    ),
    L(
      'Our warmest layer for cold belays and frosty mornings in camp.',
      'Notre couche la plus chaude pour les relais froids et les matins givrés au camp.',
      'Unsere wärmste Schicht für kalte Standplätze und frostige Morgen im Lager.',
    ),
  ],
  fleece: [
    L(
      'A breathable mid layer that keeps you warm on the move.',
      'Une couche intermédiaire respirante qui garde au chaud en mouvement.',
      'Eine atmungsaktive Zwischenschicht, die in Bewegung warm hält.',
    ),
    L(
      'Soft, quick-drying fleece for shoulder seasons and cool evenings.',
      'Une polaire douce à séchage rapide pour les intersaisons et les soirées fraîches.',
      'Weiches, schnell trocknendes Fleece für die Übergangszeit und kühle Abende.',
    ),
  ],
  baseLayer: [
    L(
      'Next-to-skin comfort that moves moisture away when you work hard.',
      "Un confort près du corps qui évacue l'humidité pendant l'effort.",
      'Hautnaher Komfort, der bei Anstrengung Feuchtigkeit ableitet.',
    ),
    L(
      'Merino blend that stays fresh on multi-day trips.',
      'Un mélange de mérinos qui reste frais pendant les sorties de plusieurs jours.',
      'Merinomischung, die auch auf Mehrtagestouren frisch bleibt.',
    ),
  ],
  pants: [
    L(
      'Stretchy, hard-wearing pants for scrambles, switchbacks and long approaches.',
      'Un pantalon extensible et résistant pour les passages rocheux et les longues approches.',
      'Dehnbare, strapazierfähige Hose für Kraxeleien, Serpentinen und lange Zustiege.',
    ),
    L(
      'Waterproof protection that packs down to the size of a water bottle.',
      "Une protection imperméable qui se range dans le volume d'une gourde.",
      'Wasserdichter Schutz, der sich auf die Größe einer Trinkflasche packen lässt.',
    ),
  ],
  boots: [
    L(
      'Supportive boots for heavy loads and rough, rocky trails.',
      'Des chaussures qui maintiennent sous les charges lourdes et sur les sentiers rocailleux.',
      'Stützende Stiefel für schwere Lasten und raue, felsige Wege.',
    ),
    L(
      'Warm, grippy boots for snowy sidewalks and winter trails.',
      'Des bottes chaudes et adhérentes pour les trottoirs enneigés et les sentiers d’hiver.',
      'Warme, griffige Stiefel für verschneite Gehwege und Winterpfade.',
    ),
  ],
  trailShoes: [
    L(
      'A nimble shoe with a lugged outsole for fast miles on dirt.',
      'Une chaussure agile à semelle crantée pour avaler les kilomètres sur terre.',
      'Ein wendiger Schuh mit Stollensohle für schnelle Kilometer auf Trails.',
    ),
    L(
      'Cushioned and stable, from the trailhead to the summit and back.',
      "Amortie et stable, du départ du sentier jusqu'au sommet et retour.",
      'Gedämpft und stabil, vom Wanderparkplatz zum Gipfel und zurück.',
    ),
  ],
  sandals: [
    L(
      'Adjustable straps and a grippy sole for rivers, camp and town.',
      'Des sangles réglables et une semelle accrocheuse pour la rivière, le camp et la ville.',
      'Verstellbare Riemen und eine griffige Sohle für Fluss, Camp und Stadt.',
    ),
  ],
  pack: [
    L(
      'A pack that carries comfortably from the first step to the last.',
      'Un sac qui se porte confortablement du premier au dernier pas.',
      'Ein Rucksack, der vom ersten bis zum letzten Schritt bequem sitzt.',
    ),
    L(
      'Organised pockets and a ventilated back for long days out.',
      'Des poches bien pensées et un dos ventilé pour les longues journées dehors.',
      'Durchdachte Taschen und ein belüfteter Rücken für lange Tage draußen.',
    ),
  ],
  accessory: [
    L(
      'The small piece of kit you will reach for on every trip.',
      'Le petit équipement que vous emporterez à chaque sortie.',
      'Das kleine Ausrüstungsteil, zu dem Sie auf jeder Tour greifen.',
    ),
  ],
};

/** Feature bullets per product type; 3 to 5 are picked per product. */
export const featureBank: Record<SizedProductType, Localized[]> = {
  jacket: [
    L(
      'Waterproof, breathable 3-layer shell',
      'Membrane 3 couches imperméable et respirante',
      'Wasserdichte, atmungsaktive 3-Lagen-Membran',
    ),
    L(
      'Helmet-compatible adjustable hood',
      'Capuche réglable compatible casque',
      'Helmkompatible, verstellbare Kapuze',
    ),
    L('Pit zips for venting', "Zips d'aération sous les bras", 'Belüftungsreißverschlüsse'),
    L('Recycled face fabric', 'Tissu extérieur recyclé', 'Oberstoff aus recyceltem Material'),
    L('Packs into its own pocket', 'Se range dans sa poche', 'In der eigenen Tasche verstaubar'),
    L(
      '800-fill responsibly sourced down',
      'Duvet 800 cuin issu de sources responsables',
      'Verantwortungsvoll gewonnene 800-cuin-Daune',
    ),
  ],
  fleece: [
    L(
      'Grid fleece for warmth and airflow',
      'Polaire grille chaude et aérée',
      'Gitterfleece für Wärme und Luftzirkulation',
    ),
    L('Full-length front zip', 'Zip intégral', 'Durchgehender Frontreißverschluss'),
    L('Zippered hand pockets', 'Poches zippées', 'Handtaschen mit Reißverschluss'),
    L('Thumb loops', 'Passe-pouces', 'Daumenschlaufen'),
    L('Made from recycled polyester', 'Polyester recyclé', 'Aus recyceltem Polyester'),
  ],
  baseLayer: [
    L('Merino wool blend', 'Mélange de laine mérinos', 'Merinowollmischung'),
    L(
      'Flatlock seams prevent chafing',
      'Coutures plates anti-frottement',
      'Flachnähte gegen Scheuern',
    ),
    L('Naturally odour resistant', 'Anti-odeurs naturel', 'Natürlich geruchshemmend'),
    L('Slim, layerable fit', 'Coupe ajustée superposable', 'Schmale, kombinierbare Passform'),
  ],
  pants: [
    L('Four-way stretch fabric', 'Tissu stretch 4 directions', 'Vier-Wege-Stretch'),
    L('Water-repellent finish', 'Traitement déperlant', 'Wasserabweisende Ausrüstung'),
    L('Articulated knees', 'Genoux préformés', 'Vorgeformte Knie'),
    L('Zippered thigh pocket', 'Poche cuisse zippée', 'Oberschenkeltasche mit Reißverschluss'),
    L('Adjustable hem', 'Bas de jambe réglable', 'Verstellbarer Beinabschluss'),
  ],
  boots: [
    L('Waterproof membrane', 'Membrane imperméable', 'Wasserdichte Membran'),
    L(
      'Vibram-style lugged outsole',
      'Semelle crantée à forte adhérence',
      'Profilsohle mit hoher Haftung',
    ),
    L('Protective rubber toe cap', 'Pare-pierres en caoutchouc', 'Schützende Gummikappe'),
    L('Supportive ankle collar', 'Col de cheville maintenant', 'Stützender Knöchelschaft'),
    L('Insulated for cold conditions', 'Isolée pour le froid', 'Isoliert für Kälte'),
  ],
  trailShoes: [
    L(
      '4 mm lugs for loose terrain',
      'Crampons de 4 mm pour terrain meuble',
      '4-mm-Stollen für losen Untergrund',
    ),
    L('Rock plate underfoot', 'Plaque anti-roche', 'Steinschutzplatte'),
    L('Breathable mesh upper', 'Tige en mesh respirant', 'Atmungsaktives Mesh-Obermaterial'),
    L('Responsive foam midsole', 'Semelle intermédiaire réactive', 'Reaktive Schaum-Zwischensohle'),
    L(
      'Gusseted tongue keeps debris out',
      'Languette soufflet anti-débris',
      'Eingenähte Zunge gegen Schmutz',
    ),
  ],
  sandals: [
    L('Quick-drying webbing straps', 'Sangles à séchage rapide', 'Schnell trocknende Riemen'),
    L('Contoured footbed', 'Semelle anatomique', 'Anatomisches Fußbett'),
    L('Non-marking rubber outsole', 'Semelle caoutchouc non marquante', 'Abriebfeste Gummisohle'),
  ],
  pack: [
    L('Ventilated mesh back panel', 'Dos ventilé en mesh', 'Belüftetes Mesh-Rückenteil'),
    L('Hydration sleeve', "Compartiment pour poche d'hydratation", 'Trinksystemfach'),
    L('Integrated rain cover', 'Housse de pluie intégrée', 'Integrierte Regenhülle'),
    L('Hip-belt pockets', 'Poches de ceinture', 'Hüftgurttaschen'),
    L('Trekking pole attachments', 'Porte-bâtons', 'Stockhalterungen'),
  ],
  accessory: [
    L('Merino wool blend', 'Mélange de laine mérinos', 'Merinowollmischung'),
    L(
      'Touchscreen-friendly fingertips',
      'Bouts des doigts tactiles',
      'Touchscreen-fähige Fingerkuppen',
    ),
    L(
      'Cushioned where it counts',
      'Rembourrage aux zones clés',
      'Gepolstert an den richtigen Stellen',
    ),
    L('Reflective details', 'Détails réfléchissants', 'Reflektierende Details'),
  ],
};

export const closings: Localized[] = [
  L(
    'Backed by our lifetime repair promise.',
    'Couvert par notre promesse de réparation à vie.',
    'Mit unserem lebenslangen Reparaturversprechen.',
  ),
  L(
    'Designed and tested in the mountains we call home.',
    'Conçu et testé dans les montagnes où nous vivons.',
    'Entwickelt und getestet in den Bergen, in denen wir zu Hause sind.',
  ),
  L(
    'Made with recycled materials wherever we can.',
    'Fabriqué avec des matériaux recyclés partout où nous le pouvons.',
    'Wo immer möglich aus recycelten Materialien gefertigt.',
  ),
];

export const eyebrows: Localized[] = [
  L('Recycled materials', 'Matériaux recyclés', 'Recycelte Materialien'),
  L('Waterproof', 'Imperméable', 'Wasserdicht'),
  L('Online only', 'Exclusivité en ligne', 'Nur online'),
  L('New colours', 'Nouveaux coloris', 'Neue Farben'),
  L('Staff pick', 'Coup de cœur', 'Team-Favorit'),
];

// ---------------------------------------------------------------------------------------
// Sizes

function apparelSize(code: string, order: number): CatalogueSize {
  return { code, labels: { us: code, uk: code, eu: code }, order };
}

const apparelCodes = ['XS', 'S', 'M', 'L', 'XL', 'XXL'];

export function apparelSizes(gender: Gender): CatalogueSize[] {
  const codes = gender === 'women' ? apparelCodes.slice(0, 5) : apparelCodes.slice(1);
  return codes.map((code) => apparelSize(code, 100 + apparelCodes.indexOf(code)));
}

/** US shoe sizes with their UK and EU labels (men: UK = US − 1, women: UK = US − 2; EU approximate). */
export function shoeSizes(gender: Gender): CatalogueSize[] {
  const women = gender === 'women';
  const sizes: number[] = [];
  const [from, to] = women ? [5, 11] : [7, 13];
  for (let size = from; size <= to; size += 0.5) {
    if (size > 12 && size % 1 !== 0) continue;
    sizes.push(size);
  }
  const text = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(1));
  // Codes carry the last (M or W): a men's and a women's US 9 are different sizes.
  return sizes.map((us) => ({
    code: `${women ? 'W' : 'M'}${text(us)}`,
    labels: {
      us: `US ${text(us)}`,
      uk: `UK ${text(us - (women ? 2 : 1))}`,
      eu: `EU ${text(us + (women ? 31 : 33))}`,
    },
    order: (women ? 200 : 300) + us * 2,
  }));
}

export function packSizes(backpacking: boolean): CatalogueSize[] {
  return backpacking
    ? [apparelSize('S/M', 150), apparelSize('M/L', 151)]
    : [apparelSize('OS', 160)];
}

export function accessorySizes(kind: 'hat' | 'gloves' | 'socks'): CatalogueSize[] {
  if (kind === 'hat') return [apparelSize('OS', 160)];
  if (kind === 'gloves')
    return ['S', 'M', 'L', 'XL'].map((code) => apparelSize(code, 100 + apparelCodes.indexOf(code)));
  return ['S', 'M', 'L'].map((code) => apparelSize(code, 100 + apparelCodes.indexOf(code)));
}

// ---------------------------------------------------------------------------------------
// People and places for reviews and questions

export const nicknames = [
  'TrailMaya',
  'peakbagger42',
  'Jonas_B',
  'LucieRando',
  'wetcoastwalker',
  'AlpineAnna',
  'SlowHiker',
  'marco.t',
  'CampCook',
  'NordwandNico',
  'Elodie74',
  'fellrunnerUK',
  'dogwalkerdan',
  'SummitSam',
  'Hannah K.',
  'GrizzlyGreg',
  'Pierre-Yves',
  'bergfex_lena',
  'RainyDayRuth',
  'ultraoli',
  'quietmiles',
  'Chloé R.',
  'Tobi_outdoor',
  'Kestrel',
];

export const reviewLocations = [
  'Denver, CO',
  'Seattle, WA',
  'Boulder, CO',
  'Vancouver, BC',
  'Calgary, AB',
  'Montréal, QC',
  'Manchester',
  'Edinburgh',
  'München',
  'Berlin',
  'Lyon',
  'Chamonix',
  'Annecy',
  'Innsbruck',
];

export const staffNames: Record<Brand, string> = {
  ridgeline: 'Ridgeline Gear Team',
  tread: 'Tread Fit Expert',
};
