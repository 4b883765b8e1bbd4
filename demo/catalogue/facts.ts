import type { SizedProductType } from '#api/contract/index.ts';
import type { StyleKind } from './categories.ts';
import type { Localized } from './types.ts';

const L = (en: string, fr: string, de: string): Localized => ({ en, fr, de });

/*
 * What a product page says of a style, by its kind (categories.ts `styleKinds`): a rain
 * jacket has a membrane and no down, a down jacket a fill power, a boot a sole. Every
 * style states its kind's defining fact first, then a few of the others.
 */

export interface KindFacts {
  /** The description's opening sentences (one per style). */
  intros: Localized[];
  /** The feature every style of the kind has, listed first. */
  lead: Localized;
  /** Further features; 2 to 4 of them follow the lead. */
  more: Localized[];
  /** The kind keeps out rain (a membrane or a waterproof fabric): it may say "Waterproof". */
  waterproof: boolean;
}

const f = {
  shell3l: L(
    'Waterproof, breathable 3-layer shell',
    'Membrane 3 couches imperméable et respirante',
    'Wasserdichte, atmungsaktive 3-Lagen-Membran',
  ),
  helmetHood: L(
    'Helmet-compatible adjustable hood',
    'Capuche réglable compatible casque',
    'Helmkompatible, verstellbare Kapuze',
  ),
  pitZips: L('Pit zips for venting', "Zips d'aération sous les bras", 'Belüftungsreißverschlüsse'),
  recycledFace: L(
    'Recycled face fabric',
    'Tissu extérieur recyclé',
    'Oberstoff aus recyceltem Material',
  ),
  packsAway: L(
    'Packs into its own pocket',
    'Se range dans sa poche',
    'In der eigenen Tasche verstaubar',
  ),
  tapedSeams: L(
    'Taped seams throughout',
    'Coutures entièrement étanchées',
    'Vollständig verschweißte Nähte',
  ),
  waterRepellent: L(
    'Water-repellent finish',
    'Traitement déperlant',
    'Wasserabweisende Ausrüstung',
  ),
  gridFleece: L(
    'Grid fleece for warmth and airflow',
    'Polaire grille chaude et aérée',
    'Gitterfleece für Wärme und Luftzirkulation',
  ),
  thumbLoops: L('Thumb loops', 'Passe-pouces', 'Daumenschlaufen'),
  recycledPolyester: L(
    'Made from recycled polyester',
    'Polyester recyclé',
    'Aus recyceltem Polyester',
  ),
  stretchCuffs: L(
    'Stretch-bound cuffs and hem',
    'Poignets et bas élastiqués',
    'Elastische Bündchen und Saum',
  ),
  merino: L('Merino wool blend', 'Mélange de laine mérinos', 'Merinowollmischung'),
  flatlock: L(
    'Flatlock seams prevent chafing',
    'Coutures plates anti-frottement',
    'Flachnähte gegen Scheuern',
  ),
  odour: L('Naturally odour resistant', 'Anti-odeurs naturel', 'Natürlich geruchshemmend'),
  slimFit: L(
    'Slim, layerable fit',
    'Coupe ajustée superposable',
    'Schmale, kombinierbare Passform',
  ),
  fourWay: L('Four-way stretch fabric', 'Tissu stretch 4 directions', 'Vier-Wege-Stretch'),
  adjustableHem: L('Adjustable hem', 'Bas de jambe réglable', 'Verstellbarer Beinabschluss'),
  membrane: L('Waterproof membrane', 'Membrane imperméable', 'Wasserdichte Membran'),
  toeCap: L('Protective rubber toe cap', 'Pare-pierres en caoutchouc', 'Schützende Gummikappe'),
  ankle: L('Supportive ankle collar', 'Col de cheville maintenant', 'Stützender Knöchelschaft'),
  insulated: L('Insulated for cold conditions', 'Isolée pour le froid', 'Isoliert für Kälte'),
  mesh: L('Breathable mesh upper', 'Tige en mesh respirant', 'Atmungsaktives Mesh-Obermaterial'),
  hydration: L('Hydration sleeve', "Compartiment pour poche d'hydratation", 'Trinksystemfach'),
  rainCover: L('Integrated rain cover', 'Housse de pluie intégrée', 'Integrierte Regenhülle'),
  poles: L('Trekking pole attachments', 'Porte-bâtons', 'Stockhalterungen'),
  reflective: L('Reflective details', 'Détails réfléchissants', 'Reflektierende Details'),
};

export const kindFacts: Record<StyleKind, KindFacts> = {
  rainJacket: {
    intros: [
      L(
        'A waterproof shell built for the days the forecast gets it wrong.',
        'Une veste imperméable pensée pour les jours où la météo se trompe.',
        'Eine wasserdichte Jacke für die Tage, an denen der Wetterbericht danebenliegt.',
      ),
      L(
        'Light enough to forget in your pack, waterproof enough for a day of rain on the ridge.',
        'Assez légère pour l’oublier dans le sac, assez imperméable pour une journée de pluie sur l’arête.',
        'Leicht genug, um sie im Rucksack zu vergessen, und dicht genug für einen Regentag am Grat.',
      ),
    ],
    lead: f.shell3l,
    more: [
      f.helmetHood,
      f.pitZips,
      f.recycledFace,
      f.packsAway,
      f.tapedSeams,
      L(
        'Water-resistant front zip',
        'Zip frontal déperlant',
        'Wasserabweisender Frontreißverschluss',
      ),
    ],
    waterproof: true,
  },
  downJacket: {
    intros: [
      L(
        'Our warmest layer for cold belays and frosty mornings in camp.',
        'Notre couche la plus chaude pour les relais froids et les matins givrés au camp.',
        'Unsere wärmste Schicht für kalte Standplätze und frostige Morgen im Lager.',
      ),
      L(
        'Lofty down warmth that packs small and weighs next to nothing.',
        'La chaleur gonflante du duvet, compressible et presque sans poids.',
        'Bauschige Daunenwärme, die sich klein packen lässt und fast nichts wiegt.',
      ),
    ],
    lead: L(
      '800-fill responsibly sourced down',
      'Duvet 800 cuin issu de sources responsables',
      'Verantwortungsvoll gewonnene 800-cuin-Daune',
    ),
    more: [
      L(
        'Box-baffle construction with no cold spots',
        'Construction en caissons sans pont thermique',
        'Kammerkonstruktion ohne Kältebrücken',
      ),
      L(
        'Water-repellent ripstop shell fabric',
        'Tissu extérieur ripstop déperlant',
        'Wasserabweisender Ripstop-Außenstoff',
      ),
      L(
        'Insulated, adjustable hood',
        'Capuche isolée et réglable',
        'Isolierte, verstellbare Kapuze',
      ),
      f.packsAway,
      L(
        'Fleece-lined hand pockets',
        'Poches chauffe-mains doublées polaire',
        'Fleecegefütterte Handtaschen',
      ),
    ],
    waterproof: false,
  },
  softshellJacket: {
    intros: [
      L(
        'A stretchy, wind-resistant softshell for fast days on rock and ridge.',
        'Une softshell extensible et coupe-vent pour les sorties rapides sur rocher et arête.',
        'Eine dehnbare, winddichte Softshell für schnelle Tage an Fels und Grat.',
      ),
      L(
        'Breathes on the climb and blocks the wind at the top.',
        'Respire à la montée et coupe le vent au sommet.',
        'Atmet im Aufstieg und hält oben den Wind ab.',
      ),
    ],
    lead: L(
      'Wind-resistant stretch softshell fabric',
      'Tissu softshell stretch coupe-vent',
      'Winddichter Stretch-Softshellstoff',
    ),
    more: [
      f.helmetHood,
      f.waterRepellent,
      L(
        'Harness-compatible chest pockets',
        'Poches poitrine compatibles baudrier',
        'Gurtkompatible Brusttaschen',
      ),
      L('Articulated sleeves', 'Manches préformées', 'Vorgeformte Ärmel'),
      f.recycledFace,
    ],
    waterproof: false,
  },
  fleeceJacket: {
    intros: [
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
    lead: L('Full-length front zip', 'Zip intégral', 'Durchgehender Frontreißverschluss'),
    more: [
      f.gridFleece,
      L('Zippered hand pockets', 'Poches zippées', 'Handtaschen mit Reißverschluss'),
      f.thumbLoops,
      f.recycledPolyester,
      f.stretchCuffs,
    ],
    waterproof: false,
  },
  fleecePullover: {
    intros: [
      L(
        'A cosy fleece pullover for cool evenings at camp.',
        'Un pull polaire douillet pour les soirées fraîches au camp.',
        'Ein kuscheliger Fleecepullover für kühle Abende im Camp.',
      ),
      L(
        'Soft, quick-drying fleece to pull on at the first chill.',
        'Une polaire douce à séchage rapide, à enfiler au premier frisson.',
        'Weiches, schnell trocknendes Fleece zum Überziehen, sobald es kühl wird.',
      ),
    ],
    lead: L(
      'Quarter-zip collar for venting',
      'Col camionneur zippé pour l’aération',
      'Troyerkragen mit Reißverschluss zum Lüften',
    ),
    more: [
      f.gridFleece,
      L('Kangaroo chest pocket', 'Poche kangourou', 'Kängurutasche'),
      f.thumbLoops,
      f.recycledPolyester,
      f.stretchCuffs,
    ],
    waterproof: false,
  },
  baseLayerTop: {
    intros: [
      L(
        'Next-to-skin comfort that moves moisture away when you work hard.',
        "Un confort près du corps qui évacue l'humidité pendant l'effort.",
        'Hautnaher Komfort, der bei Anstrengung Feuchtigkeit ableitet.',
      ),
      L(
        'A merino blend top that stays fresh on multi-day trips.',
        'Un haut en mélange de mérinos qui reste frais pendant les sorties de plusieurs jours.',
        'Ein Oberteil aus Merinomischung, das auch auf Mehrtagestouren frisch bleibt.',
      ),
    ],
    lead: f.merino,
    more: [
      f.flatlock,
      f.odour,
      f.slimFit,
      f.thumbLoops,
      L('Dropped back hem', 'Dos rallongé', 'Verlängerter Rücken'),
    ],
    waterproof: false,
  },
  baseLayerTights: {
    intros: [
      L(
        'Next-to-skin tights that keep your legs warm under hiking pants.',
        'Un collant près du corps qui garde les jambes au chaud sous le pantalon.',
        'Hautnahe Tights, die die Beine unter der Wanderhose warm halten.',
      ),
      L(
        'Merino blend tights that stay fresh on multi-day trips.',
        'Un collant en mélange de mérinos qui reste frais pendant les sorties de plusieurs jours.',
        'Tights aus Merinomischung, die auch auf Mehrtagestouren frisch bleiben.',
      ),
    ],
    lead: f.merino,
    more: [
      f.flatlock,
      f.odour,
      L('Soft, wide waistband', 'Ceinture large et douce', 'Weicher, breiter Bund'),
      L(
        'Gusseted crotch for freedom of movement',
        'Entrejambe à soufflet pour la liberté de mouvement',
        'Zwickel für Bewegungsfreiheit',
      ),
      f.slimFit,
    ],
    waterproof: false,
  },
  hikingPants: {
    intros: [
      L(
        'Stretchy, hard-wearing pants for scrambles, switchbacks and long approaches.',
        'Un pantalon extensible et résistant pour les passages rocheux et les longues approches.',
        'Dehnbare, strapazierfähige Hose für Kraxeleien, Serpentinen und lange Zustiege.',
      ),
      L(
        'Light, quick-drying pants for long summer days on the trail.',
        'Un pantalon léger à séchage rapide pour les longues journées d’été sur le sentier.',
        'Leichte, schnell trocknende Hose für lange Sommertage auf dem Trail.',
      ),
    ],
    lead: f.fourWay,
    more: [
      f.waterRepellent,
      L('Articulated knees', 'Genoux préformés', 'Vorgeformte Knie'),
      L('Zippered thigh pocket', 'Poche cuisse zippée', 'Oberschenkeltasche mit Reißverschluss'),
      f.adjustableHem,
      L('UPF 50 sun protection', 'Protection solaire UPF 50', 'UV-Schutz UPF 50'),
    ],
    waterproof: false,
  },
  rainPants: {
    intros: [
      L(
        'Waterproof protection that packs down to the size of a water bottle.',
        "Une protection imperméable qui se range dans le volume d'une gourde.",
        'Wasserdichter Schutz, der sich auf die Größe einer Trinkflasche packen lässt.',
      ),
      L(
        'Waterproof overtrousers for the days the rain sets in.',
        'Un surpantalon imperméable pour les jours où la pluie s’installe.',
        'Wasserdichte Überhose für die Tage, an denen der Regen nicht aufhört.',
      ),
    ],
    lead: L(
      'Waterproof, breathable 2.5-layer fabric',
      'Tissu 2,5 couches imperméable et respirant',
      'Wasserdichtes, atmungsaktives 2,5-Lagen-Material',
    ),
    more: [
      L(
        'Full-length side zips',
        'Zips latéraux sur toute la longueur',
        'Durchgehende seitliche Reißverschlüsse',
      ),
      f.tapedSeams,
      L('Elasticated waist', 'Taille élastiquée', 'Elastischer Bund'),
      f.packsAway,
      f.adjustableHem,
    ],
    waterproof: true,
  },
  hikingBoot: {
    intros: [
      L(
        'Supportive boots for heavy loads and rough, rocky trails.',
        'Des chaussures qui maintiennent sous les charges lourdes et sur les sentiers rocailleux.',
        'Stützende Stiefel für schwere Lasten und raue, felsige Wege.',
      ),
      L(
        'A waterproof boot that stays comfortable from the first mile to the last.',
        'Une chaussure imperméable, confortable du premier au dernier kilomètre.',
        'Ein wasserdichter Stiefel, der vom ersten bis zum letzten Kilometer bequem bleibt.',
      ),
    ],
    lead: f.membrane,
    more: [
      L(
        'Vibram-style lugged outsole',
        'Semelle crantée à forte adhérence',
        'Profilsohle mit hoher Haftung',
      ),
      f.toeCap,
      f.ankle,
      L(
        'Leather and recycled-mesh upper',
        'Tige en cuir et mesh recyclé',
        'Obermaterial aus Leder und recyceltem Mesh',
      ),
      L('Resoleable construction', 'Construction ressemelable', 'Neu besohlbare Konstruktion'),
    ],
    waterproof: true,
  },
  winterBoot: {
    intros: [
      L(
        'Warm, grippy boots for snowy sidewalks and winter trails.',
        'Des bottes chaudes et adhérentes pour les trottoirs enneigés et les sentiers d’hiver.',
        'Warme, griffige Stiefel für verschneite Gehwege und Winterpfade.',
      ),
      L(
        'Insulated boots that keep toes warm down to −25 °C.',
        'Des bottes isolées qui gardent les orteils au chaud jusqu’à −25 °C.',
        'Isolierte Stiefel, die die Zehen bis −25 °C warm halten.',
      ),
    ],
    lead: f.insulated,
    more: [
      f.membrane,
      L(
        'Cold-weather rubber outsole for ice and snow',
        'Semelle en caoutchouc hiver pour la glace et la neige',
        'Wintergummisohle für Eis und Schnee',
      ),
      L('Removable felt liner', 'Chausson en feutre amovible', 'Herausnehmbarer Filzinnenschuh'),
      L('Gaiter hook', 'Crochet pour guêtres', 'Gamaschenhaken'),
      f.ankle,
    ],
    waterproof: true,
  },
  trailRunningShoe: {
    intros: [
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
    lead: L(
      '4 mm lugs for loose terrain',
      'Crampons de 4 mm pour terrain meuble',
      '4-mm-Stollen für losen Untergrund',
    ),
    more: [
      L('Rock plate underfoot', 'Plaque anti-roche', 'Steinschutzplatte'),
      f.mesh,
      L(
        'Responsive foam midsole',
        'Semelle intermédiaire réactive',
        'Reaktive Schaum-Zwischensohle',
      ),
      L(
        'Gusseted tongue keeps debris out',
        'Languette soufflet anti-débris',
        'Eingenähte Zunge gegen Schmutz',
      ),
      L('Quick-lace system', 'Laçage rapide', 'Schnellschnürung'),
    ],
    waterproof: false,
  },
  hikingShoe: {
    intros: [
      L(
        'A low hiking shoe with the grip of a boot and the feel of a trainer.',
        'Une chaussure de randonnée basse avec l’accroche d’une chaussure montante et le confort d’une basket.',
        'Ein niedriger Wanderschuh mit dem Grip eines Stiefels und dem Gefühl eines Turnschuhs.',
      ),
      L(
        'Stable and light for day hikes on mixed terrain.',
        'Stable et légère pour les randonnées à la journée sur terrain varié.',
        'Stabil und leicht für Tageswanderungen auf gemischtem Gelände.',
      ),
    ],
    lead: L(
      'Lugged rubber outsole for mixed terrain',
      'Semelle crantée en caoutchouc pour terrain varié',
      'Profilierte Gummisohle für gemischtes Gelände',
    ),
    more: [
      f.membrane,
      f.toeCap,
      L(
        'Cushioned EVA midsole',
        'Semelle intermédiaire amortissante en EVA',
        'Dämpfende EVA-Zwischensohle',
      ),
      L('Heel pull loop', 'Tirant au talon', 'Fersenschlaufe'),
      f.mesh,
    ],
    waterproof: false,
  },
  sandal: {
    intros: [
      L(
        'Adjustable straps and a grippy sole for rivers, camp and town.',
        'Des sangles réglables et une semelle accrocheuse pour la rivière, le camp et la ville.',
        'Verstellbare Riemen und eine griffige Sohle für Fluss, Camp und Stadt.',
      ),
      L(
        'A trail sandal that goes from river crossings to the campfire.',
        'Une sandale de randonnée qui passe de la rivière au feu de camp.',
        'Eine Trekkingsandale für Flussquerungen und den Abend am Lagerfeuer.',
      ),
    ],
    lead: L('Quick-drying webbing straps', 'Sangles à séchage rapide', 'Schnell trocknende Riemen'),
    more: [
      L('Contoured footbed', 'Semelle anatomique', 'Anatomisches Fußbett'),
      L('Non-marking rubber outsole', 'Semelle caoutchouc non marquante', 'Abriebfeste Gummisohle'),
      L('Hook-and-loop heel strap', 'Bride de talon à scratch', 'Fersenriemen mit Klettverschluss'),
      L(
        'Antimicrobial footbed treatment',
        'Semelle traitée antibactérienne',
        'Antimikrobiell behandeltes Fußbett',
      ),
    ],
    waterproof: false,
  },
  daypack: {
    intros: [
      L(
        'A daypack that carries comfortably from the first step to the last.',
        'Un sac de journée qui se porte confortablement du premier au dernier pas.',
        'Ein Tagesrucksack, der vom ersten bis zum letzten Schritt bequem sitzt.',
      ),
      L(
        'Organised pockets and a ventilated back for long days out.',
        'Des poches bien pensées et un dos ventilé pour les longues journées dehors.',
        'Durchdachte Taschen und ein belüfteter Rücken für lange Tage draußen.',
      ),
    ],
    lead: L('Ventilated mesh back panel', 'Dos ventilé en mesh', 'Belüftetes Mesh-Rückenteil'),
    more: [
      f.hydration,
      f.rainCover,
      L('Hip-belt pockets', 'Poches de ceinture', 'Hüftgurttaschen'),
      f.poles,
      L('Stretch side pockets', 'Poches latérales extensibles', 'Elastische Seitentaschen'),
    ],
    waterproof: false,
  },
  backpack: {
    intros: [
      L(
        'A load-carrying pack for multi-day trips, with a back length you set to fit.',
        'Un sac de portage pour les treks de plusieurs jours, à la longueur de dos réglable.',
        'Ein Trekkingrucksack für Mehrtagestouren mit passend einstellbarer Rückenlänge.',
      ),
      L(
        'Carries a week of food and a tent without digging in.',
        'Porte une semaine de vivres et une tente sans cisailler les épaules.',
        'Trägt Proviant für eine Woche und ein Zelt, ohne einzuschneiden.',
      ),
    ],
    lead: L('Adjustable back length', 'Longueur de dos réglable', 'Verstellbare Rückenlänge'),
    more: [
      L(
        'Padded hip belt with pockets',
        'Ceinture rembourrée avec poches',
        'Gepolsterter Hüftgurt mit Taschen',
      ),
      f.rainCover,
      f.hydration,
      f.poles,
      L('Sleeping bag compartment', 'Compartiment sac de couchage', 'Schlafsackfach'),
    ],
    waterproof: false,
  },
  beanie: {
    intros: [
      L(
        'A warm beanie that fits under a hood and stays put in the wind.',
        'Un bonnet chaud qui se glisse sous une capuche et tient au vent.',
        'Eine warme Mütze, die unter die Kapuze passt und im Wind sitzen bleibt.',
      ),
      L(
        'The small piece of kit you will reach for on every cold morning.',
        'Le petit équipement que vous attraperez chaque matin froid.',
        'Das kleine Ausrüstungsteil, zu dem Sie an jedem kalten Morgen greifen.',
      ),
    ],
    lead: f.merino,
    more: [
      L('Fleece-lined ear band', 'Bandeau intérieur doublé polaire', 'Fleecegefüttertes Stirnband'),
      L('Rib knit', 'Maille côtelée', 'Rippstrick'),
      f.reflective,
      f.odour,
    ],
    waterproof: false,
  },
  gloves: {
    intros: [
      L(
        'Warm, grippy gloves for cold hands on the trail.',
        'Des gants chauds et adhérents pour les mains froides sur le sentier.',
        'Warme, griffige Handschuhe gegen kalte Finger unterwegs.',
      ),
      L(
        'Light gloves you can keep on to use your phone.',
        'Des gants légers à garder pour utiliser son téléphone.',
        'Leichte Handschuhe, mit denen Sie Ihr Handy bedienen können.',
      ),
    ],
    lead: L(
      'Touchscreen-friendly fingertips',
      'Bouts des doigts tactiles',
      'Touchscreen-fähige Fingerkuppen',
    ),
    more: [
      L('Grippy silicone palm', 'Paume en silicone adhérente', 'Griffige Silikon-Handfläche'),
      L('Windproof back', 'Dos coupe-vent', 'Winddichter Handrücken'),
      f.reflective,
      L(
        'Clip to keep the pair together',
        'Clip pour garder la paire ensemble',
        'Clip, der das Paar zusammenhält',
      ),
    ],
    waterproof: false,
  },
  socks: {
    intros: [
      L(
        'Cushioned hiking socks that keep blisters away on long days.',
        'Des chaussettes de randonnée rembourrées qui évitent les ampoules sur les longues journées.',
        'Gepolsterte Wandersocken, die auf langen Touren Blasen verhindern.',
      ),
      L(
        'Merino socks that stay fresh from the trailhead to the hut.',
        'Des chaussettes en mérinos qui restent fraîches du départ au refuge.',
        'Merinosocken, die vom Wanderparkplatz bis zur Hütte frisch bleiben.',
      ),
    ],
    lead: L(
      'Cushioned where it counts',
      'Rembourrage aux zones clés',
      'Gepolstert an den richtigen Stellen',
    ),
    more: [
      f.merino,
      L('Seamless toe', 'Pointe sans couture', 'Nahtlose Zehenpartie'),
      L('Arch support band', 'Maintien de la voûte plantaire', 'Stützband am Fußgewölbe'),
      f.odour,
    ],
    waterproof: false,
  },
};

/**
 * How many numbers the first generator drew to shuffle a product type's feature bullets
 * (its bank's length less one): the catalogue's source still draws them (random.ts
 * `skipDraws`), so the catalogue after a product stays what it was.
 */
export const LEGACY_FEATURE_DRAWS: Record<SizedProductType, number> = {
  jacket: 5,
  fleece: 4,
  baseLayer: 3,
  pants: 4,
  boots: 4,
  trailShoes: 4,
  sandals: 2,
  pack: 4,
  accessory: 3,
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

const eyebrowBank: { eyebrow: Localized; needs?: RegExp }[] = [
  {
    eyebrow: L('Recycled materials', 'Matériaux recyclés', 'Recycelte Materialien'),
    needs: /recycled/i,
  },
  { eyebrow: L('Waterproof', 'Imperméable', 'Wasserdicht'), needs: /waterproof/i },
  { eyebrow: L('Online only', 'Exclusivité en ligne', 'Nur online') },
  { eyebrow: L('New colours', 'Nouveaux coloris', 'Neue Farben') },
  { eyebrow: L('Staff pick', 'Coup de cœur', 'Team-Favorit') },
];

export const EYEBROW_COUNT = eyebrowBank.length;

/**
 * The eyebrow at `index` of the bank, or the next one the style may carry, by what its
 * page says (English features and description): "Waterproof" only where a membrane or
 * waterproof fabric is listed, "Recycled materials" only where recycled ones are.
 */
export function eyebrowAt(index: number, says: readonly string[]): Localized {
  for (let step = 0; step < eyebrowBank.length; step++) {
    const entry = eyebrowBank[(index + step) % eyebrowBank.length];
    if (entry && (!entry.needs || says.some((text) => entry.needs?.test(text))))
      return entry.eyebrow;
  }
  throw new Error('no eyebrow fits');
}
