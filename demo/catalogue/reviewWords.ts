import type { StyleKind } from './categories.ts';
import type { Localized } from './types.ts';

const L = (en: string, fr: string, de: string): Localized => ({ en, fr, de });

/*
 * The parts reviews are written from (reviews.ts), in all three languages at once. What a
 * review says of the product is its kind's (a rain jacket keeps the rain out, a down jacket
 * is warm, a boot grips): no part claims what the kind has not got.
 */

export type Tone = 'good' | 'mixed' | 'bad';

export const openings: Record<Tone, Localized[]> = {
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
    L(
      'Six months in and I still reach for it before anything else.',
      'Six mois plus tard, c’est toujours ce que j’emporte en premier.',
      'Nach sechs Monaten greife ich immer noch zuerst danach.',
    ),
    L(
      'My partner liked mine so much that we now have one each.',
      'Mon compagnon a tellement aimé le mien que nous en avons maintenant chacun un.',
      'Meiner Partnerin gefiel meins so gut, dass wir jetzt beide eins haben.',
    ),
    L(
      'A friend recommended it and now I can see why.',
      'Un ami me l’a recommandé et je comprends maintenant pourquoi.',
      'Ein Freund hat es mir empfohlen, und jetzt verstehe ich, warum.',
    ),
    L(
      'I work as a hiking guide and it has held up to a whole season of daily use.',
      'Je suis accompagnateur en montagne et il a tenu toute une saison d’usage quotidien.',
      'Ich arbeite als Wanderführer und es hat eine ganze Saison täglicher Nutzung überstanden.',
    ),
    L(
      'Its first outing was a long weekend in the hills, and I was impressed.',
      'Sa première sortie a été un long week-end en montagne, et j’ai été impressionné.',
      'Der erste Einsatz war ein langes Wochenende in den Bergen, und ich war beeindruckt.',
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
    L(
      'Good in some ways, frustrating in others.',
      'Bien sur certains points, agaçant sur d’autres.',
      'In mancher Hinsicht gut, in anderer ärgerlich.',
    ),
    L(
      'I wanted to love it, and I mostly do.',
      'Je voulais l’adorer, et c’est presque le cas.',
      'Ich wollte es lieben, und meistens tue ich das auch.',
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
    L(
      'I sent it back after two weekends.',
      'Je l’ai renvoyé après deux week-ends.',
      'Nach zwei Wochenenden habe ich es zurückgeschickt.',
    ),
    L(
      'For this price I expected much better.',
      'À ce prix, je m’attendais à bien mieux.',
      'Für diesen Preis hatte ich deutlich mehr erwartet.',
    ),
  ],
};

const keepsRainOut = [
  L(
    'Kept me dry through a full afternoon of sideways rain on the ridge.',
    'M’a gardé au sec tout un après-midi de pluie battante sur l’arête.',
    'Hat mich einen ganzen Nachmittag bei Seitenregen auf dem Grat trocken gehalten.',
  ),
  L(
    'Three hours of steady drizzle and not a drop got through.',
    'Trois heures de bruine continue et pas une goutte n’est passée.',
    'Drei Stunden Nieselregen und kein Tropfen ist durchgekommen.',
  ),
];

/** What reviewers say of a kind, by whether they liked it. */
export const kindRemarks: Record<StyleKind, Record<'good' | 'bad', Localized[]>> = {
  rainJacket: {
    good: [
      ...keepsRainOut,
      L(
        'The pit zips make a real difference on the climbs.',
        'Les zips d’aération font une vraie différence dans les montées.',
        'Die Belüftungsreißverschlüsse machen bergauf einen echten Unterschied.',
      ),
      L(
        'Breathes better than my old shell, so I am not wet from the inside either.',
        'Respire mieux que mon ancienne veste, je ne suis pas trempé de l’intérieur non plus.',
        'Atmet besser als meine alte Jacke, so werde ich auch von innen nicht nass.',
      ),
    ],
    bad: [
      L(
        'The hood blows off in strong wind and the zip snags.',
        'La capuche s’envole au vent fort et la fermeture accroche.',
        'Die Kapuze weht bei starkem Wind weg und der Reißverschluss hakt.',
      ),
      L(
        'The shoulders wetted out under my pack straps after a few hours of rain.',
        'Les épaules ont pris l’eau sous les bretelles après quelques heures de pluie.',
        'An den Schultern unter den Rucksackgurten drang nach ein paar Stunden Regen Wasser durch.',
      ),
    ],
  },
  downJacket: {
    good: [
      L(
        'Toasty at camp on a frosty night, and it packs down to nothing.',
        'Bien au chaud au camp par une nuit de gel, et elle se compresse à rien.',
        'Mollig warm im Camp in einer Frostnacht, und sie lässt sich winzig klein packen.',
      ),
      L(
        'Surprisingly warm for how little it weighs.',
        'Étonnamment chaude pour son poids plume.',
        'Erstaunlich warm für das geringe Gewicht.',
      ),
      L(
        'The hood is snug and the down has lofted back up after every stuffing.',
        'La capuche enveloppe bien et le duvet regonfle après chaque compression.',
        'Die Kapuze sitzt gut und die Daune bauscht sich nach jedem Packen wieder auf.',
      ),
    ],
    bad: [
      L(
        'A few feathers keep poking through the seams.',
        'Quelques plumes sortent sans cesse par les coutures.',
        'Durch die Nähte kommen immer wieder Federn.',
      ),
      L(
        'Not as warm as I hoped once the wind picks up.',
        'Moins chaude que je l’espérais dès que le vent se lève.',
        'Nicht so warm wie erhofft, sobald Wind aufkommt.',
      ),
    ],
  },
  softshellJacket: {
    good: [
      L(
        'Stretches with every move on the scramble and blocks the wind at the top.',
        'Suit chaque mouvement dans les passages d’escalade et coupe le vent au sommet.',
        'Geht beim Kraxeln jede Bewegung mit und hält oben den Wind ab.',
      ),
      L(
        'Breathes far better than a rain shell on the way up.',
        'Respire bien mieux qu’une veste de pluie à la montée.',
        'Atmet im Aufstieg viel besser als eine Regenjacke.',
      ),
      L(
        'The chest pockets are still reachable with a harness on.',
        'Les poches poitrine restent accessibles avec un baudrier.',
        'Die Brusttaschen bleiben auch mit Klettergurt erreichbar.',
      ),
    ],
    bad: [
      L(
        'Fine in a shower, but a proper downpour soaks straight through.',
        'Parfait sous une averse, mais une vraie pluie la traverse.',
        'Bei einem Schauer okay, aber richtiger Regen geht direkt durch.',
      ),
      L(
        'The cuffs are tight over a watch.',
        'Les poignets serrent par-dessus une montre.',
        'Die Bündchen sind über einer Uhr zu eng.',
      ),
    ],
  },
  fleeceJacket: {
    good: [
      L(
        'Warm without getting clammy on steep climbs.',
        'Chaude sans devenir moite dans les montées raides.',
        'Warm, ohne bei steilen Anstiegen klamm zu werden.',
      ),
      L(
        'The full zip makes it easy to vent on the way up.',
        'Le zip intégral permet de s’aérer facilement à la montée.',
        'Mit dem durchgehenden Reißverschluss kann man bergauf gut lüften.',
      ),
      L(
        'Dries overnight in the hut after a sweaty day.',
        'Sèche en une nuit au refuge après une journée de transpiration.',
        'Trocknet nach einem schweißtreibenden Tag über Nacht in der Hütte.',
      ),
    ],
    bad: [
      L(
        'Pilled after a couple of washes.',
        'Bouloche après quelques lavages.',
        'Nach ein paar Wäschen voller Knötchen.',
      ),
      L(
        'The wind goes straight through it.',
        'Le vent passe à travers.',
        'Der Wind geht direkt durch.',
      ),
    ],
  },
  fleecePullover: {
    good: [
      L(
        'Cosy at camp and the kangaroo pocket keeps my hands warm.',
        'Douillet au camp, et la poche kangourou me garde les mains au chaud.',
        'Kuschelig im Camp, und die Kängurutasche hält meine Hände warm.',
      ),
      L(
        'Warm without getting clammy on steep climbs.',
        'Chaud sans devenir moite dans les montées raides.',
        'Warm, ohne bei steilen Anstiegen klamm zu werden.',
      ),
      L(
        'The short zip is enough to cool down on the way up.',
        'Le col zippé suffit pour se rafraîchir à la montée.',
        'Der kurze Reißverschluss reicht, um sich bergauf abzukühlen.',
      ),
    ],
    bad: [
      L(
        'Pilled after a couple of washes.',
        'Bouloche après quelques lavages.',
        'Nach ein paar Wäschen voller Knötchen.',
      ),
      L(
        'Hard to pull over my head with glasses on.',
        'Difficile à enfiler par la tête avec des lunettes.',
        'Mit Brille schwer über den Kopf zu ziehen.',
      ),
    ],
  },
  baseLayerTop: {
    good: [
      L(
        'Stays fresh for days and dries overnight in the tent.',
        'Reste frais pendant des jours et sèche en une nuit sous la tente.',
        'Bleibt tagelang frisch und trocknet über Nacht im Zelt.',
      ),
      L(
        'Soft on the skin, no itch at all.',
        'Doux sur la peau, ça ne gratte pas du tout.',
        'Weich auf der Haut, kratzt überhaupt nicht.',
      ),
      L(
        'Worn five days straight on a trek and nobody complained.',
        'Porté cinq jours d’affilée en trek et personne ne s’est plaint.',
        'Fünf Tage am Stück auf Trekkingtour getragen und niemand hat sich beschwert.',
      ),
    ],
    bad: [
      L(
        'Got a hole in the first month.',
        'Troué dès le premier mois.',
        'Schon im ersten Monat ein Loch.',
      ),
      L(
        'Shrank a little in the first wash.',
        'A un peu rétréci au premier lavage.',
        'Ist bei der ersten Wäsche etwas eingelaufen.',
      ),
    ],
  },
  baseLayerTights: {
    good: [
      L(
        'Warm under my hiking pants without any bulk.',
        'Chaud sous mon pantalon de randonnée sans surépaisseur.',
        'Warm unter der Wanderhose, ohne aufzutragen.',
      ),
      L(
        'The waistband stays put and never digs in under a hip belt.',
        'La ceinture ne bouge pas et ne gêne jamais sous la ceinture du sac.',
        'Der Bund bleibt an Ort und Stelle und drückt nie unter dem Hüftgurt.',
      ),
      L(
        'Stay fresh for days and dry overnight in the tent.',
        'Reste frais pendant des jours et sèche en une nuit sous la tente.',
        'Bleiben tagelang frisch und trocknen über Nacht im Zelt.',
      ),
    ],
    bad: [
      L(
        'Went thin at the knees after one winter.',
        'Usé aux genoux après un seul hiver.',
        'Nach einem Winter an den Knien dünn geworden.',
      ),
      L(
        'Shrank a little in the first wash.',
        'A un peu rétréci au premier lavage.',
        'Sind bei der ersten Wäsche etwas eingelaufen.',
      ),
    ],
  },
  hikingPants: {
    good: [
      L(
        'Plenty of stretch for high steps and the pockets are well placed.',
        'Assez extensible pour les grandes enjambées et les poches sont bien placées.',
        'Genug Stretch für hohe Tritte und die Taschen sitzen gut.',
      ),
      L(
        'Dry again twenty minutes after a shower.',
        'Sec vingt minutes après une averse.',
        'Zwanzig Minuten nach einem Schauer wieder trocken.',
      ),
      L(
        'The thigh pocket fits my phone without it bouncing.',
        'La poche cuisse accueille mon téléphone sans qu’il ballotte.',
        'In die Oberschenkeltasche passt mein Handy, ohne zu schlackern.',
      ),
    ],
    bad: [
      L(
        'The fabric soaks through in a proper downpour.',
        'Le tissu se détrempe sous une vraie averse.',
        'Der Stoff wird bei richtigem Regen durchnässt.',
      ),
      L(
        'The seat wore shiny after a few scrambles.',
        'Le fond s’est lustré après quelques passages rocheux.',
        'Am Hosenboden nach ein paar Kraxeleien blank gescheuert.',
      ),
    ],
  },
  rainPants: {
    good: [
      ...keepsRainOut,
      L(
        'The side zips mean I can pull them on without taking my boots off.',
        'Les zips latéraux permettent de les enfiler sans retirer les chaussures.',
        'Dank der Seitenreißverschlüsse ziehe ich sie an, ohne die Schuhe auszuziehen.',
      ),
    ],
    bad: [
      L(
        'They rustle loudly with every step.',
        'Ils font beaucoup de bruit à chaque pas.',
        'Sie rascheln bei jedem Schritt laut.',
      ),
      L(
        'Condensation builds up inside on the climbs.',
        'De la condensation se forme à l’intérieur dans les montées.',
        'Bergauf bildet sich innen Kondenswasser.',
      ),
    ],
  },
  hikingBoot: {
    good: [
      L(
        'No break-in needed and my feet stayed dry crossing streams.',
        'Aucun rodage nécessaire et mes pieds sont restés secs en traversant les ruisseaux.',
        'Kein Einlaufen nötig und meine Füße blieben beim Durchqueren von Bächen trocken.',
      ),
      L(
        'Great ankle support on loose scree with a heavy pack.',
        'Excellent maintien de la cheville dans les éboulis avec un sac lourd.',
        'Toller Halt am Knöchel im losen Geröll mit schwerem Rucksack.',
      ),
      L(
        'The sole grips on wet rock and the toe cap has saved me more than once.',
        'La semelle accroche sur rocher mouillé et le pare-pierres m’a sauvé plus d’une fois.',
        'Die Sohle greift auf nassem Fels und die Gummikappe hat mich mehr als einmal gerettet.',
      ),
    ],
    bad: [
      L(
        'Gave me blisters on the heel on every long descent.',
        'Des ampoules au talon à chaque longue descente.',
        'Bei jedem langen Abstieg Blasen an der Ferse.',
      ),
      L(
        'Heavy, and my feet get hot on summer days.',
        'Lourdes, et j’ai chaud aux pieds les jours d’été.',
        'Schwer, und an Sommertagen werden die Füße heiß.',
      ),
    ],
  },
  winterBoot: {
    good: [
      L(
        'Toes stayed warm standing around at minus fifteen.',
        'Orteils au chaud en restant immobile à moins quinze.',
        'Die Zehen blieben bei minus fünfzehn im Stehen warm.',
      ),
      L(
        'Grippy on packed snow and icy sidewalks.',
        'Adhérentes sur la neige tassée et les trottoirs verglacés.',
        'Griffig auf festgetretenem Schnee und vereisten Gehwegen.',
      ),
      L(
        'Slush and deep snow, and my socks were still dry in the evening.',
        'Neige fondue et poudreuse profonde, et le soir mes chaussettes étaient encore sèches.',
        'Matsch und Tiefschnee, und abends waren meine Socken noch trocken.',
      ),
    ],
    bad: [
      L(
        'The liner takes ages to dry overnight.',
        'Le chausson met une éternité à sécher pendant la nuit.',
        'Der Innenschuh braucht über Nacht ewig zum Trocknen.',
      ),
      L(
        'Too stiff for long walks.',
        'Trop rigides pour les longues marches.',
        'Zu steif für lange Wanderungen.',
      ),
    ],
  },
  trailRunningShoe: {
    good: [
      L(
        'Grippy on wet rock and light enough for long runs.',
        'Accroche bien sur rocher mouillé et assez légère pour les longues sorties.',
        'Griffig auf nassem Fels und leicht genug für lange Läufe.',
      ),
      L(
        'The rock plate saves my feet on stony descents.',
        'La plaque anti-roche me protège les pieds dans les descentes caillouteuses.',
        'Die Steinschutzplatte schont meine Füße bei steinigen Abstiegen.',
      ),
      L(
        'Drains fast after a stream crossing and dries on the move.',
        'S’égoutte vite après un gué et sèche en courant.',
        'Läuft nach einer Bachquerung schnell leer und trocknet beim Laufen.',
      ),
    ],
    bad: [
      L(
        'The outsole wore down after 300 km.',
        'La semelle s’est usée après 300 km.',
        'Die Sohle war nach 300 km abgelaufen.',
      ),
      L(
        'The mesh tore by the little toe within two months.',
        'Le mesh s’est déchiré au niveau du petit orteil en deux mois.',
        'Das Mesh ist innerhalb von zwei Monaten am kleinen Zeh gerissen.',
      ),
    ],
  },
  hikingShoe: {
    good: [
      L(
        'Comfortable straight out of the box on a 20 km day hike.',
        'Confortables dès la sortie de la boîte sur une randonnée de 20 km.',
        'Direkt aus dem Karton bequem auf einer 20-km-Tagestour.',
      ),
      L(
        'Good grip on mixed trails and much lighter than my boots.',
        'Bonne accroche sur sentier varié et bien plus légères que mes chaussures montantes.',
        'Guter Grip auf gemischten Wegen und viel leichter als meine Stiefel.',
      ),
      L(
        'Stable on rocky paths without feeling clumpy.',
        'Stables sur les chemins rocailleux sans être lourdes.',
        'Stabil auf felsigen Pfaden, ohne klobig zu wirken.',
      ),
    ],
    bad: [
      L(
        'Small stones keep getting in around the ankle.',
        'Des petits cailloux rentrent sans cesse autour de la cheville.',
        'Um den Knöchel kommen ständig kleine Steine hinein.',
      ),
      L(
        'The laces come undone all the time.',
        'Les lacets se défont sans arrêt.',
        'Die Schnürsenkel gehen ständig auf.',
      ),
    ],
  },
  sandal: {
    good: [
      L(
        'Comfortable all day at camp and great for river crossings.',
        'Confortables toute la journée au camp et parfaites pour traverser les rivières.',
        'Den ganzen Tag im Camp bequem und super für Flussquerungen.',
      ),
      L(
        'The straps dry in minutes and never rub.',
        'Les sangles sèchent en quelques minutes et ne frottent jamais.',
        'Die Riemen trocknen in Minuten und scheuern nie.',
      ),
      L(
        'Grippy on slippery river stones.',
        'Accrochent bien sur les galets glissants.',
        'Griffig auf rutschigen Flusssteinen.',
      ),
    ],
    bad: [
      L(
        'The straps rub on the top of my foot.',
        'Les sangles frottent sur le dessus du pied.',
        'Die Riemen scheuern auf dem Fußrücken.',
      ),
      L(
        'The footbed got smelly after a few weeks.',
        'La semelle a commencé à sentir après quelques semaines.',
        'Das Fußbett hat nach ein paar Wochen angefangen zu riechen.',
      ),
    ],
  },
  daypack: {
    good: [
      L(
        'Carries a day’s kit well and the ventilated back keeps me cool.',
        'Porte bien l’équipement d’une journée et le dos ventilé évite de transpirer.',
        'Trägt die Tagesausrüstung gut, und der belüftete Rücken hält mich kühl.',
      ),
      L(
        'Just the right size for a long day hike, with pockets for everything.',
        'Juste la bonne taille pour une longue randonnée, avec une poche pour chaque chose.',
        'Genau die richtige Größe für eine lange Tagestour, mit Taschen für alles.',
      ),
      L(
        'Doubles as my commuter bag during the week.',
        'Il me sert aussi de sac pour aller au travail en semaine.',
        'Dient unter der Woche auch als Pendlerrucksack.',
      ),
    ],
    bad: [
      L(
        'The side pockets are too shallow for a water bottle.',
        'Les poches latérales sont trop peu profondes pour une gourde.',
        'Die Seitentaschen sind zu flach für eine Trinkflasche.',
      ),
      L(
        'The zips feel flimsy.',
        'Les fermetures semblent fragiles.',
        'Die Reißverschlüsse wirken billig.',
      ),
    ],
  },
  backpack: {
    good: [
      L(
        'Carries weight really well and the hip belt pockets fit my phone.',
        'Porte très bien la charge et les poches de ceinture accueillent mon téléphone.',
        'Trägt Gewicht richtig gut und in die Hüftgurttaschen passt mein Handy.',
      ),
      L(
        'Setting the back length took five minutes and it has fitted perfectly since.',
        'Régler la longueur de dos a pris cinq minutes et il est parfaitement ajusté depuis.',
        'Die Rückenlänge war in fünf Minuten eingestellt und seitdem sitzt er perfekt.',
      ),
      L(
        'Fits a tent, a sleeping bag and five days of food with room to spare.',
        'Contient une tente, un sac de couchage et cinq jours de vivres, avec de la place en plus.',
        'Zelt, Schlafsack und Proviant für fünf Tage passen hinein, und es ist noch Platz.',
      ),
    ],
    bad: [
      L(
        'The shoulder straps dig in once it is fully loaded.',
        'Les bretelles cisaillent une fois le sac bien chargé.',
        'Die Schultergurte schneiden ein, sobald er voll beladen ist.',
      ),
      L(
        'Heavy before you have even packed anything.',
        'Lourd avant même d’y avoir mis quoi que ce soit.',
        'Schwer, bevor man überhaupt etwas eingepackt hat.',
      ),
    ],
  },
  beanie: {
    good: [
      L(
        'Warm, soft and it fits under my hood.',
        'Chaud, doux, et il passe sous ma capuche.',
        'Warm, weich und passt unter meine Kapuze.',
      ),
      L(
        'Stays put on windy summits.',
        'Tient bien sur les sommets venteux.',
        'Bleibt auf windigen Gipfeln sitzen.',
      ),
      L(
        'No itch, even on my forehead.',
        'Ne gratte pas, même sur le front.',
        'Kratzt nicht, nicht einmal an der Stirn.',
      ),
    ],
    bad: [
      L('Lost its shape quickly.', 'A vite perdu sa forme.', 'Hat schnell die Form verloren.'),
      L(
        'Too shallow to cover my ears properly.',
        'Trop court pour bien couvrir les oreilles.',
        'Zu flach, um die Ohren richtig zu bedecken.',
      ),
    ],
  },
  gloves: {
    good: [
      L(
        'I can use my phone without taking them off.',
        'Je peux utiliser mon téléphone sans les retirer.',
        'Ich kann mein Handy bedienen, ohne sie auszuziehen.',
      ),
      L(
        'Warm enough for cold mornings and still nimble with zips.',
        'Assez chauds pour les matins froids et toujours précis avec les fermetures.',
        'Warm genug für kalte Morgen und trotzdem fingerfertig mit Reißverschlüssen.',
      ),
      L(
        'The grippy palm is great on trekking poles.',
        'La paume adhérente est parfaite sur les bâtons.',
        'Die griffige Handfläche ist super an Wanderstöcken.',
      ),
    ],
    bad: [
      L(
        'The touchscreen tips stopped working after a month.',
        'Les bouts tactiles ne fonctionnent plus après un mois.',
        'Die Touchscreen-Kuppen funktionierten nach einem Monat nicht mehr.',
      ),
      L(
        'My fingers still get cold below freezing.',
        'J’ai encore froid aux doigts en dessous de zéro.',
        'Unter null werden meine Finger trotzdem kalt.',
      ),
    ],
  },
  socks: {
    good: [
      L(
        'No blisters after a 25 km day in new boots.',
        'Aucune ampoule après une journée de 25 km avec des chaussures neuves.',
        'Keine Blasen nach einem 25-km-Tag in neuen Stiefeln.',
      ),
      L(
        'Cushioned where it matters and they never slip down.',
        'Rembourrées là où il faut et elles ne glissent jamais.',
        'Gepolstert, wo es zählt, und sie rutschen nie herunter.',
      ),
      L(
        'Still fresh on the third day of a hut trip.',
        'Encore fraîches au troisième jour d’une tournée en refuge.',
        'Am dritten Tag einer Hüttentour noch frisch.',
      ),
    ],
    bad: [
      L(
        'Worn through at the heel in a few months.',
        'Trouées au talon en quelques mois.',
        'Nach ein paar Monaten an der Ferse durchgelaufen.',
      ),
      L(
        'Too thick for my trail shoes.',
        'Trop épaisses pour mes chaussures de trail.',
        'Zu dick für meine Trailschuhe.',
      ),
    ],
  },
};

/** The colour sentence: `{colour}` is the colour's name in the review's language. */
export const colourRemarks: Record<'good' | 'bad', Localized[]> = {
  good: [
    L(
      'I went for {colour} and it looks even better in person.',
      'J’ai choisi le coloris {colour}, encore plus beau en vrai.',
      'Ich habe {colour} genommen, die Farbe ist in echt noch schöner.',
    ),
    L(
      'The {colour} colour goes with the rest of my kit.',
      'Le coloris {colour} va avec le reste de mon équipement.',
      'Die Farbe {colour} passt zum Rest meiner Ausrüstung.',
    ),
  ],
  bad: [
    L(
      'The {colour} looked brighter in the photos.',
      'Le coloris {colour} paraissait plus vif sur les photos.',
      'Die Farbe {colour} wirkte auf den Fotos kräftiger.',
    ),
  ],
};

export type FitGroup = 'apparel' | 'footwear';

export const fitRemarks: Record<FitGroup, Record<'small' | 'true' | 'large', Localized[]>> = {
  apparel: {
    small: [
      L(
        'Runs small, I would size up.',
        'Taille petit, je conseille de prendre une taille au-dessus.',
        'Fällt klein aus, ich würde eine Nummer größer nehmen.',
      ),
      L(
        'A bit snug across the shoulders, so I went one size up.',
        'Un peu juste aux épaules, j’ai donc pris la taille au-dessus.',
        'An den Schultern etwas eng, deshalb habe ich eine Größe größer genommen.',
      ),
    ],
    true: [
      L('True to size.', 'Taille normalement.', 'Passt wie erwartet.'),
      L(
        'I took my usual size and it fits perfectly.',
        'J’ai pris ma taille habituelle et elle tombe parfaitement.',
        'Ich habe meine übliche Größe genommen und sie passt perfekt.',
      ),
    ],
    large: [
      L('Runs a little large.', 'Taille un peu grand.', 'Fällt etwas groß aus.'),
      L(
        'Roomy: I could have gone a size down.',
        'Ample : j’aurais pu prendre une taille en dessous.',
        'Weit geschnitten: Ich hätte eine Nummer kleiner nehmen können.',
      ),
    ],
  },
  footwear: {
    small: [
      L(
        'Runs small, I went up half a size.',
        'Taille petit, j’ai pris une demi-pointure au-dessus.',
        'Fällt klein aus, ich habe eine halbe Nummer größer genommen.',
      ),
      L(
        'Narrow at the toes, so consider half a size up.',
        'Étroit à l’avant-pied, une demi-pointure au-dessus est conseillée.',
        'Vorne schmal, eine halbe Nummer größer ist zu empfehlen.',
      ),
    ],
    true: [
      L('True to size.', 'Taille normalement.', 'Passt wie erwartet.'),
      L(
        'Same size as my everyday shoes and a perfect fit.',
        'Même pointure que mes chaussures de tous les jours, et parfaitement ajusté.',
        'Gleiche Größe wie meine Alltagsschuhe und passt perfekt.',
      ),
    ],
    large: [
      L(
        'Runs a little large, thick socks help.',
        'Taille un peu grand, des chaussettes épaisses aident.',
        'Fällt etwas groß aus, dicke Socken helfen.',
      ),
      L(
        'Half a size down would have been better.',
        'Une demi-pointure en dessous aurait été mieux.',
        'Eine halbe Nummer kleiner wäre besser gewesen.',
      ),
    ],
  },
};

/** Background sentences of the long reviews, true of anything (any tone). */
export const stories: Localized[] = [
  L(
    'For context, I hike most weekends in the Rockies and do one or two longer trips every summer, usually with a heavy pack and often in changeable weather.',
    'Pour situer, je randonne presque tous les week-ends en montagne et je fais un ou deux longs treks chaque été, souvent avec un sac lourd et une météo changeante.',
    'Zur Einordnung: Ich wandere fast jedes Wochenende in den Bergen und mache jeden Sommer ein bis zwei längere Touren, meist mit schwerem Rucksack und oft bei wechselhaftem Wetter.',
  ),
  L(
    'Some background: I walk in the Scottish hills all year round, where the weather can change three times before lunch.',
    'Pour le contexte : je marche toute l’année dans les collines d’Écosse, où la météo peut changer trois fois avant midi.',
    'Zum Hintergrund: Ich wandere das ganze Jahr in den schottischen Highlands, wo das Wetter vor dem Mittag dreimal umschlagen kann.',
  ),
  L(
    'I compared it side by side with two similar products in the store before buying, and the staff were patient and knowledgeable.',
    'Je l’ai comparé à deux produits similaires en magasin avant d’acheter, et l’équipe a été patiente et compétente.',
    'Vor dem Kauf habe ich es im Laden direkt mit zwei ähnlichen Produkten verglichen, und das Personal war geduldig und kompetent.',
  ),
  L(
    'Delivery was quick and the packaging was minimal and recyclable, which I appreciate.',
    'La livraison a été rapide et l’emballage minimal et recyclable, ce que j’apprécie.',
    'Die Lieferung war schnell und die Verpackung minimal und recycelbar, was ich schätze.',
  ),
  L(
    'I read a lot of reviews before choosing, so here is mine in return.',
    'J’ai lu beaucoup d’avis avant de choisir, alors voici le mien en retour.',
    'Ich habe vor dem Kauf viele Bewertungen gelesen, deshalb hier meine.',
  ),
];

/** Care sentences of the long reviews by what the product is (any tone). */
export const careStories: Record<'apparel' | 'footwear' | 'pack' | 'accessory', Localized[]> = {
  apparel: [
    L(
      'Washing it has been easy so far: cold cycle, hang to dry, and it comes out looking the same as before.',
      'Le lavage est facile jusqu’ici : cycle froid, séchage à l’air, et il ressort comme avant.',
      'Das Waschen war bisher einfach: kalter Waschgang, zum Trocknen aufhängen, und es sieht danach aus wie vorher.',
    ),
  ],
  footwear: [
    L(
      'After each trip I brush off the mud and let them dry away from the stove.',
      'Après chaque sortie, je brosse la boue et je les laisse sécher loin du poêle.',
      'Nach jeder Tour bürste ich den Schlamm ab und lasse sie fern vom Ofen trocknen.',
    ),
  ],
  pack: [
    L(
      'I loaded it with water, food and a spare layer for a test walk before the real trip.',
      'Je l’ai chargé d’eau, de vivres et d’une couche de rechange pour une marche d’essai avant le vrai départ.',
      'Vor der eigentlichen Tour habe ich ihn für eine Proberunde mit Wasser, Essen und einer Ersatzschicht beladen.',
    ),
  ],
  accessory: [
    L(
      'It lives in the lid pocket of my pack, so it comes on every trip.',
      'Il reste dans la poche du rabat de mon sac, donc il vient à chaque sortie.',
      'Es wohnt in der Deckeltasche meines Rucksacks und ist so auf jeder Tour dabei.',
    ),
  ],
};

/** Sentences of the long reviews that only a happy reviewer says. */
export const praiseStories: Localized[] = [
  L(
    'The materials feel premium and the finishing is careful, with no loose threads or rough edges anywhere.',
    'Les matériaux semblent haut de gamme et les finitions sont soignées, sans fil qui dépasse ni bord rugueux.',
    'Die Materialien fühlen sich hochwertig an und die Verarbeitung ist sorgfältig, ohne lose Fäden oder raue Kanten.',
  ),
  L(
    'My only wish would be a slightly wider range of colours, but that is a matter of taste.',
    'Mon seul souhait serait un choix de couleurs un peu plus large, mais c’est une question de goût.',
    'Mein einziger Wunsch wäre eine etwas größere Farbauswahl, aber das ist Geschmackssache.',
  ),
];

/** Spam and off-topic texts (the reviews shoppers flag), made of a lead and a tail. */
export const flaggedParts: { leads: Localized[]; tails: Localized[] }[] = [
  {
    leads: [
      L(
        'Visit my profile for cheap gear deals!!!',
        'Visitez mon profil pour des affaires incroyables !!!',
        'Besucht mein Profil für billige Ausrüstung!!!',
      ),
      L(
        'Huge discounts on outdoor brands!!!',
        'Énormes remises sur les marques outdoor !!!',
        'Riesige Rabatte auf Outdoor-Marken!!!',
      ),
      L('Want free gear???', 'Du matériel gratuit ???', 'Gratis Ausrüstung???'),
      L(
        'I make $500 a day from home!!!',
        'Je gagne 500 $ par jour depuis chez moi !!!',
        'Ich verdiene 500 $ am Tag von zu Hause!!!',
      ),
    ],
    tails: [
      L(
        'Best prices online, click now.',
        'Meilleurs prix en ligne, cliquez vite.',
        'Beste Preise online, jetzt klicken.',
      ),
      L('Message me for a code.', 'Écrivez-moi pour un code.', 'Schreibt mir für einen Code.'),
      L('Link in my profile.', 'Lien dans mon profil.', 'Link in meinem Profil.'),
      L(
        'Limited offer, act fast.',
        'Offre limitée, faites vite.',
        'Begrenztes Angebot, schnell sein.',
      ),
    ],
  },
  {
    leads: [
      L(
        'Not about the product, but the parking at the store was terrible.',
        'Rien à voir avec le produit, mais le parking du magasin était affreux.',
        'Nicht zum Produkt, aber der Parkplatz am Laden war furchtbar.',
      ),
      L(
        'Nothing to do with the product: the queue at the till took forever.',
        'Rien à voir avec le produit : la file d’attente en caisse était interminable.',
        'Hat nichts mit dem Produkt zu tun: Die Schlange an der Kasse war endlos.',
      ),
      L(
        'Off topic, but the music in the store was far too loud.',
        'Hors sujet, mais la musique du magasin était bien trop forte.',
        'Nicht zum Thema, aber die Musik im Laden war viel zu laut.',
      ),
      L(
        'Not a review, just asking when the store reopens after the holidays.',
        'Pas un avis, je demande juste quand le magasin rouvre après les fêtes.',
        'Keine Bewertung, ich frage nur, wann der Laden nach den Feiertagen wieder öffnet.',
      ),
    ],
    tails: [
      L('Anyway.', 'Bref.', 'Egal.'),
      L('Sort it out please.', 'Merci d’y remédier.', 'Bitte ändert das.'),
      L(
        'Haven’t tried the product yet.',
        'Pas encore essayé le produit.',
        'Das Produkt habe ich noch nicht getestet.',
      ),
    ],
  },
];

/** Review titles by rating (the reviews' titles repeat, as real ones do). */
export const titles: Record<1 | 2 | 3 | 4 | 5, Localized[]> = {
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
