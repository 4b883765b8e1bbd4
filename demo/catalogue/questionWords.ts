import type { StyleKind } from './categories.ts';
import type { GeneratedProduct, Localized } from './types.ts';

const L = (en: string, fr: string, de: string): Localized => ({ en, fr, de });

/*
 * Shoppers' questions by style kind and the answers they get (reviews.ts
 * `buildQuestions`): the brand's team answers with the style's own facts (its model name,
 * what its features list), other shoppers from their experience. `{model}` is the model
 * name; FR and DE put it after "le modèle" / "das Modell", so no article has to agree.
 */

export interface QuestionEntry {
  q: Localized;
  /** The team's answers; an answer may depend on what the product's page lists. */
  staff: ((product: GeneratedProduct) => Localized)[];
  /** Shoppers' answers (distinct on one question). */
  shoppers: Localized[];
}

/** The product lists a feature (English). */
const lists = (product: GeneratedProduct, feature: RegExp) =>
  product.features.en.some((item) => feature.test(item));

const fixed = (answer: Localized) => () => answer;

/** A staff answer with the model's name filled in. */
export function withModel(answer: Localized, product: GeneratedProduct): Localized {
  return {
    en: answer.en.replaceAll('{model}', product.model),
    fr: answer.fr.replaceAll('{model}', product.model),
    de: answer.de.replaceAll('{model}', product.model),
  };
}

const merinoItch: QuestionEntry = {
  q: L('Does the merino itch?', 'Le mérinos gratte-t-il ?', 'Kratzt die Merinowolle?'),
  staff: [
    fixed(
      L(
        'The {model} uses fine 17.5-micron merino, so most people find it soft even next to the skin.',
        'Le modèle {model} utilise un mérinos fin de 17,5 microns : la plupart des gens le trouvent doux, même à même la peau.',
        'Das Modell {model} verwendet feine 17,5-Micron-Merinowolle, die meisten finden es auch direkt auf der Haut weich.',
      ),
    ),
  ],
  shoppers: [
    L(
      'Not at all for me, and I usually can’t stand wool.',
      'Pas du tout pour moi, et pourtant je ne supporte pas la laine d’habitude.',
      'Bei mir gar nicht, und normalerweise vertrage ich keine Wolle.',
    ),
    L(
      'A tiny bit for the first hour, then never again.',
      'Un tout petit peu la première heure, puis plus jamais.',
      'In der ersten Stunde ein kleines bisschen, danach nie wieder.',
    ),
    L(
      'No itch, even after a full day of sweating.',
      'Aucune démangeaison, même après une journée entière à transpirer.',
      'Kein Kratzen, selbst nach einem ganzen verschwitzten Tag.',
    ),
  ],
};

const wideFeet: QuestionEntry = {
  q: L(
    'Are these good for wide feet?',
    'Conviennent-elles aux pieds larges ?',
    'Sind sie für breite Füße geeignet?',
  ),
  staff: [
    fixed(
      L(
        'The {model} has a medium-wide toe box; most shoppers with wide feet take their usual size.',
        'Le modèle {model} a un avant-pied moyennement large ; la plupart des pieds larges prennent leur pointure habituelle.',
        'Das Modell {model} hat eine mittelbreite Zehenbox; die meisten mit breiten Füßen nehmen ihre übliche Größe.',
      ),
    ),
  ],
  shoppers: [
    L(
      'I have wide feet and they fit fine after a short walk around the house.',
      'J’ai les pieds larges et elles vont bien après quelques pas à la maison.',
      'Ich habe breite Füße und sie passen nach ein paar Schritten zu Hause gut.',
    ),
    L(
      'A little snug at the little toe for me, I went half a size up.',
      'Un peu serrées au petit orteil pour moi, j’ai pris une demi-pointure de plus.',
      'Am kleinen Zeh etwas eng bei mir, ich habe eine halbe Nummer größer genommen.',
    ),
    L(
      'Roomier than my last pair, so yes.',
      'Plus larges que ma paire précédente, donc oui.',
      'Geräumiger als mein letztes Paar, also ja.',
    ),
  ],
};

const carryOn = (yes: boolean): QuestionEntry => ({
  q: L(
    'Does it fit carry-on size limits?',
    'Est-il accepté en bagage cabine ?',
    'Ist er handgepäcktauglich?',
  ),
  staff: [
    fixed(
      yes
        ? L(
            'Yes: the {model} fits most airlines’ carry-on limits, even full.',
            'Oui : le modèle {model} respecte les dimensions cabine de la plupart des compagnies, même plein.',
            'Ja: Das Modell {model} passt auch voll gepackt in die Handgepäckmaße der meisten Airlines.',
          )
        : L(
            'Packed full, the {model} is larger than most carry-on limits: check it in, in its rain cover or a bag.',
            'Plein, le modèle {model} dépasse la plupart des dimensions cabine : mettez-le en soute, dans sa housse ou un sac.',
            'Voll gepackt ist das Modell {model} größer als die meisten Handgepäckmaße: Geben Sie ihn auf, in der Regenhülle oder einer Tasche.',
          ),
    ),
  ],
  shoppers: yes
    ? [
        L(
          'Flew with it twice this year, no problem.',
          'J’ai pris l’avion deux fois avec cette année, aucun souci.',
          'Bin dieses Jahr zweimal damit geflogen, kein Problem.',
        ),
        L(
          'It fit under the seat in front of me on a short flight.',
          'Il passait sous le siège devant moi sur un vol court.',
          'Auf einem Kurzstreckenflug passte er unter den Vordersitz.',
        ),
      ]
    : [
        L(
          'Not when it is full; I check mine in.',
          'Pas une fois plein ; je le mets en soute.',
          'Voll nicht; ich gebe meinen auf.',
        ),
        L(
          'Only half full, and then it is a squeeze.',
          'Seulement à moitié plein, et c’est juste.',
          'Nur halb voll, und dann ist es knapp.',
        ),
      ],
});

export const questionBank: Record<StyleKind, QuestionEntry[]> = {
  rainJacket: [
    {
      q: L(
        'Does it fit over a fleece and a base layer?',
        'Peut-on la porter par-dessus une polaire et une sous-couche ?',
        'Passt sie über ein Fleece und eine Funktionsschicht?',
      ),
      staff: [
        fixed(
          L(
            'Yes: the {model} is cut to leave room for a fleece and a base layer underneath.',
            'Oui : le modèle {model} est coupé pour laisser la place à une polaire et une sous-couche.',
            'Ja: Das Modell {model} ist so geschnitten, dass ein Fleece und eine Funktionsschicht darunter passen.',
          ),
        ),
      ],
      shoppers: [
        L(
          'I wear mine over a thick fleece in my usual size.',
          'Je porte la mienne sur une polaire épaisse dans ma taille habituelle.',
          'Ich trage meine in meiner normalen Größe über einem dicken Fleece.',
        ),
        L(
          'Yes, though the sleeves get a bit short with a bulky layer.',
          'Oui, mais les manches raccourcissent un peu avec une couche épaisse.',
          'Ja, aber mit einer dicken Schicht werden die Ärmel etwas kurz.',
        ),
        L(
          'Over a thin fleece, easily.',
          'Sur une polaire fine, sans problème.',
          'Über einem dünnen Fleece problemlos.',
        ),
      ],
    },
    {
      q: L(
        'Is the hood big enough for a climbing helmet?',
        'La capuche est-elle assez grande pour un casque ?',
        'Ist die Kapuze groß genug für einen Kletterhelm?',
      ),
      staff: [
        (product) =>
          lists(product, /helmet/i)
            ? L(
                'Yes: the {model}’s hood is made to go over most climbing helmets and adjusts down without one.',
                'Oui : la capuche du modèle {model} passe sur la plupart des casques et se resserre sans casque.',
                'Ja: Die Kapuze des Modells {model} passt über die meisten Kletterhelme und lässt sich ohne Helm enger stellen.',
              )
            : L(
                'The {model}’s hood is cut close to the head for hiking: it does not go over a helmet.',
                'La capuche du modèle {model} est ajustée pour la randonnée : elle ne passe pas sur un casque.',
                'Die Kapuze des Modells {model} ist eng für das Wandern geschnitten: Über einen Helm passt sie nicht.',
              ),
      ],
      shoppers: [
        L(
          'I tried it over my helmet in the store before buying.',
          'Je l’ai essayée sur mon casque en magasin avant d’acheter.',
          'Ich habe sie vor dem Kauf im Laden über meinem Helm anprobiert.',
        ),
        L(
          'Check the hood before you buy if you climb a lot.',
          'Vérifiez la capuche avant d’acheter si vous grimpez souvent.',
          'Wer viel klettert, sollte die Kapuze vor dem Kauf prüfen.',
        ),
      ],
    },
  ],
  downJacket: [
    {
      q: L(
        'Is it warm enough for winter camping?',
        'Est-elle assez chaude pour le camping d’hiver ?',
        'Ist sie warm genug fürs Wintercamping?',
      ),
      staff: [
        fixed(
          L(
            'With 800-fill down, the {model} keeps you warm around camp to about −10 °C over a base layer and fleece.',
            'Avec son duvet 800 cuin, le modèle {model} garde au chaud au camp jusqu’à environ −10 °C sur une sous-couche et une polaire.',
            'Mit 800-cuin-Daune hält das Modell {model} über Funktionsshirt und Fleece im Camp bis etwa −10 °C warm.',
          ),
        ),
      ],
      shoppers: [
        L(
          'It was plenty at −8 °C with a fleece underneath.',
          'Largement suffisant à −8 °C avec une polaire dessous.',
          'Bei −8 °C mit Fleece darunter war sie mehr als genug.',
        ),
        L(
          'Around camp yes, but I add a layer below −10.',
          'Au camp oui, mais j’ajoute une couche sous −10.',
          'Im Camp ja, aber unter −10 ziehe ich eine Schicht mehr an.',
        ),
      ],
    },
    {
      q: L(
        'Can I wear it in the rain?',
        'Peut-on la porter sous la pluie ?',
        'Kann man sie im Regen tragen?',
      ),
      staff: [
        fixed(
          L(
            'The {model}’s shell sheds a light shower, but down loses warmth when soaked: wear a rain shell over it in real rain.',
            'Le tissu du modèle {model} résiste à une averse légère, mais le duvet mouillé ne chauffe plus : portez une veste de pluie par-dessus sous une vraie pluie.',
            'Der Außenstoff des Modells {model} hält einen leichten Schauer ab, aber nasse Daune wärmt nicht mehr: Bei richtigem Regen eine Regenjacke darüber tragen.',
          ),
        ),
      ],
      shoppers: [
        L(
          'Drizzle beads off, but I put my shell on over it when it pours.',
          'La bruine perle dessus, mais je mets ma veste de pluie par-dessus quand il pleut fort.',
          'Nieselregen perlt ab, aber bei Starkregen ziehe ich die Regenjacke darüber.',
        ),
        L(
          'It is not a rain jacket, but a short shower was fine.',
          'Ce n’est pas une veste de pluie, mais une courte averse est passée sans souci.',
          'Es ist keine Regenjacke, aber ein kurzer Schauer war kein Problem.',
        ),
      ],
    },
  ],
  softshellJacket: [
    {
      q: L('Is it waterproof?', 'Est-elle imperméable ?', 'Ist sie wasserdicht?'),
      staff: [
        fixed(
          L(
            'No: the {model} is water-repellent and windproof, made to breathe; for steady rain take a waterproof shell.',
            'Non : le modèle {model} est déperlant et coupe-vent, fait pour respirer ; sous une pluie continue, prenez une veste imperméable.',
            'Nein: Das Modell {model} ist wasserabweisend und winddicht und atmet; für Dauerregen eine wasserdichte Jacke mitnehmen.',
          ),
        ),
      ],
      shoppers: [
        L(
          'Fine in a shower, not in a downpour.',
          'Ça va sous une averse, pas sous une pluie battante.',
          'Bei einem Schauer okay, bei Platzregen nicht.',
        ),
        L(
          'I carry a light rain shell as well.',
          'J’emporte aussi une veste de pluie légère.',
          'Ich habe zusätzlich eine leichte Regenjacke dabei.',
        ),
      ],
    },
    {
      q: L(
        'Can I reach the pockets with a harness on?',
        'Les poches sont-elles accessibles avec un baudrier ?',
        'Kommt man mit Klettergurt an die Taschen?',
      ),
      staff: [
        (product) =>
          lists(product, /harness/i)
            ? L(
                'Yes: the {model}’s chest pockets sit above a harness.',
                'Oui : les poches poitrine du modèle {model} sont placées au-dessus du baudrier.',
                'Ja: Die Brusttaschen des Modells {model} sitzen oberhalb des Gurts.',
              )
            : L(
                'The {model}’s hand pockets sit low, so a harness covers them.',
                'Les poches du modèle {model} sont basses : un baudrier les recouvre.',
                'Die Handtaschen des Modells {model} sitzen tief, der Gurt verdeckt sie.',
              ),
      ],
      shoppers: [
        L(
          'I keep my phone in the chest pocket when I climb.',
          'Je garde mon téléphone dans la poche poitrine quand je grimpe.',
          'Beim Klettern habe ich mein Handy in der Brusttasche.',
        ),
        L(
          'Check where the pockets sit before buying if you climb.',
          'Vérifiez l’emplacement des poches avant d’acheter si vous grimpez.',
          'Wer klettert, sollte vor dem Kauf schauen, wo die Taschen sitzen.',
        ),
      ],
    },
  ],
  fleeceJacket: [
    {
      q: L(
        'Can I wear it on its own on cool days?',
        'Peut-on la porter seule par temps frais ?',
        'Kann man sie an kühlen Tagen allein tragen?',
      ),
      staff: [
        fixed(
          L(
            'Yes: the {model} works as an outer layer in dry weather; it is not windproof, so add a shell in the wind.',
            'Oui : le modèle {model} fonctionne en couche extérieure par temps sec ; il n’est pas coupe-vent, ajoutez une veste par vent fort.',
            'Ja: Das Modell {model} eignet sich bei trockenem Wetter als äußere Schicht; es ist nicht winddicht, bei Wind eine Jacke darüber.',
          ),
        ),
      ],
      shoppers: [
        L(
          'I wear it on its own all autumn.',
          'Je la porte seule tout l’automne.',
          'Ich trage sie den ganzen Herbst allein.',
        ),
        L(
          'On its own until the wind picks up.',
          'Seule, jusqu’à ce que le vent se lève.',
          'Allein, bis der Wind auffrischt.',
        ),
      ],
    },
    {
      q: L('Does it pill?', 'Bouloche-t-elle ?', 'Bildet sie Knötchen?'),
      staff: [
        fixed(
          L(
            'Wash the {model} inside out on a gentle cycle and skip the dryer: that keeps the fleece smooth.',
            'Lavez le modèle {model} à l’envers en cycle délicat, sans sèche-linge : la polaire reste lisse.',
            'Das Modell {model} auf links im Schonwaschgang waschen und nicht in den Trockner: So bleibt das Fleece glatt.',
          ),
        ),
      ],
      shoppers: [
        L(
          'A little under the pack straps after a season.',
          'Un peu sous les bretelles du sac après une saison.',
          'Nach einer Saison ein wenig unter den Rucksackgurten.',
        ),
        L(
          'Not yet after ten washes.',
          'Pas encore après dix lavages.',
          'Nach zehn Wäschen noch nicht.',
        ),
      ],
    },
  ],
  fleecePullover: [
    {
      q: L(
        'Is it easy to pull over my head?',
        'S’enfile-t-il facilement par la tête ?',
        'Lässt er sich leicht über den Kopf ziehen?',
      ),
      staff: [
        fixed(
          L(
            'The {model}’s collar zip opens deep enough to pull it on easily, even with a cap.',
            'Le zip du col du modèle {model} s’ouvre assez bas pour l’enfiler facilement, même avec une casquette.',
            'Der Kragenreißverschluss des Modells {model} öffnet weit genug, um ihn leicht überzuziehen, auch mit Mütze.',
          ),
        ),
      ],
      shoppers: [
        L(
          'Yes, once the zip is fully open.',
          'Oui, une fois le zip complètement ouvert.',
          'Ja, wenn der Reißverschluss ganz offen ist.',
        ),
        L(
          'With glasses it takes a little care.',
          'Avec des lunettes, il faut faire un peu attention.',
          'Mit Brille braucht es etwas Vorsicht.',
        ),
      ],
    },
    {
      q: L(
        'Can I wear it on its own on cool days?',
        'Peut-on le porter seul par temps frais ?',
        'Kann man ihn an kühlen Tagen allein tragen?',
      ),
      staff: [
        fixed(
          L(
            'Yes: the {model} works as an outer layer in dry weather; add a shell in the wind.',
            'Oui : le modèle {model} fonctionne en couche extérieure par temps sec ; ajoutez une veste par vent fort.',
            'Ja: Das Modell {model} eignet sich bei trockenem Wetter als äußere Schicht; bei Wind eine Jacke darüber.',
          ),
        ),
      ],
      shoppers: [
        L(
          'It is my go-to around camp in the evening.',
          'C’est mon indispensable au camp le soir.',
          'Abends im Camp trage ich ihn immer.',
        ),
        L(
          'On its own on calm days, yes.',
          'Seul par temps calme, oui.',
          'An windstillen Tagen allein, ja.',
        ),
      ],
    },
  ],
  baseLayerTop: [
    merinoItch,
    {
      q: L('Can it go in the dryer?', 'Peut-il aller au sèche-linge ?', 'Darf es in den Trockner?'),
      staff: [
        fixed(
          L(
            'Please let the {model} dry flat: heat shrinks merino.',
            'Laissez sécher le modèle {model} à plat : la chaleur fait rétrécir le mérinos.',
            'Das Modell {model} bitte liegend trocknen: Hitze lässt Merino einlaufen.',
          ),
        ),
      ],
      shoppers: [
        L(
          'Mine went in once by mistake and shrank a little.',
          'Le mien y est passé une fois par erreur et a un peu rétréci.',
          'Meins ist einmal aus Versehen reingekommen und etwas eingelaufen.',
        ),
        L(
          'It dries overnight on a hanger anyway.',
          'De toute façon, il sèche en une nuit sur un cintre.',
          'Auf dem Bügel trocknet es ohnehin über Nacht.',
        ),
      ],
    },
  ],
  baseLayerTights: [
    merinoItch,
    {
      q: L(
        'Can I wear them under hiking pants?',
        'Peut-on le porter sous un pantalon de randonnée ?',
        'Kann man sie unter der Wanderhose tragen?',
      ),
      staff: [
        fixed(
          L(
            'Yes: the {model} is slim and flat-seamed, made to go under hiking or ski pants.',
            'Oui : le modèle {model} est ajusté, à coutures plates, fait pour se porter sous un pantalon de randonnée ou de ski.',
            'Ja: Das Modell {model} ist schmal geschnitten und flach genäht, gemacht für unter der Wander- oder Skihose.',
          ),
        ),
      ],
      shoppers: [
        L(
          'Under my hiking pants every winter weekend.',
          'Sous mon pantalon de randonnée chaque week-end d’hiver.',
          'Jedes Winterwochenende unter meiner Wanderhose.',
        ),
        L(
          'Yes, and they don’t bunch up at the knee.',
          'Oui, et il ne plisse pas aux genoux.',
          'Ja, und sie schlagen am Knie keine Falten.',
        ),
      ],
    },
  ],
  hikingPants: [
    {
      q: L(
        'What is the inseam length?',
        'Quelle est la longueur d’entrejambe ?',
        'Wie lang ist die Innenbeinlänge?',
      ),
      staff: [
        (product) =>
          product.gender === 'women'
            ? L(
                'The {model}’s regular inseam is 79 cm (31 in); the adjustable hem takes up a little more.',
                'L’entrejambe standard du modèle {model} est de 79 cm ; le bas réglable permet de raccourcir un peu.',
                'Die normale Innenbeinlänge des Modells {model} beträgt 79 cm; der verstellbare Saum gleicht etwas aus.',
              )
            : L(
                'The {model}’s regular inseam is 81 cm (32 in); the adjustable hem takes up a little more.',
                'L’entrejambe standard du modèle {model} est de 81 cm ; le bas réglable permet de raccourcir un peu.',
                'Die normale Innenbeinlänge des Modells {model} beträgt 81 cm; der verstellbare Saum gleicht etwas aus.',
              ),
      ],
      shoppers: [
        L(
          'I am 1.78 m and the length is right with boots.',
          'Je mesure 1,78 m et la longueur est parfaite avec des chaussures montantes.',
          'Ich bin 1,78 m groß und mit Stiefeln passt die Länge.',
        ),
        L(
          'A touch long for me, but I roll them up.',
          'Un peu long pour moi, mais je retrousse.',
          'Für mich etwas lang, aber ich kremple sie hoch.',
        ),
      ],
    },
    {
      q: L(
        'Are they warm enough for autumn?',
        'Est-il assez chaud pour l’automne ?',
        'Ist sie warm genug für den Herbst?',
      ),
      staff: [
        fixed(
          L(
            'The {model} is a light three-season pant: on cold days, wear base layer tights underneath.',
            'Le modèle {model} est un pantalon léger trois saisons : par temps froid, portez un collant technique dessous.',
            'Das Modell {model} ist eine leichte Dreijahreszeitenhose: An kalten Tagen Funktionsunterhose darunter tragen.',
          ),
        ),
      ],
      shoppers: [
        L(
          'With tights underneath, yes.',
          'Avec un collant dessous, oui.',
          'Mit Tights darunter ja.',
        ),
        L(
          'Fine while moving, chilly at the summit.',
          'Bien en marchant, frais au sommet.',
          'In Bewegung gut, am Gipfel kühl.',
        ),
      ],
    },
  ],
  rainPants: [
    {
      q: L(
        'Can I put them on over boots?',
        'Peut-on les enfiler par-dessus les chaussures ?',
        'Kann man sie über die Schuhe ziehen?',
      ),
      staff: [
        (product) =>
          lists(product, /side zips/i)
            ? L(
                'Yes: the {model}’s full-length side zips open wide enough to pull them on over boots.',
                'Oui : les zips latéraux intégraux du modèle {model} s’ouvrent assez pour les enfiler par-dessus les chaussures.',
                'Ja: Die durchgehenden Seitenreißverschlüsse des Modells {model} öffnen weit genug, um sie über die Schuhe zu ziehen.',
              )
            : L(
                'Over trail shoes, yes; over big boots the {model} is tight at the ankle.',
                'Sur des chaussures de trail, oui ; sur de grosses chaussures montantes, le modèle {model} serre à la cheville.',
                'Über Trailschuhe ja; über große Stiefel ist das Modell {model} am Knöchel eng.',
              ),
      ],
      shoppers: [
        L(
          'I do it standing on one leg in the rain, so it works.',
          'Je le fais debout sur une jambe sous la pluie, donc ça marche.',
          'Ich mache das auf einem Bein im Regen, also klappt es.',
        ),
        L(
          'Over my trail shoes easily.',
          'Sur mes chaussures de trail sans problème.',
          'Über meine Trailschuhe problemlos.',
        ),
      ],
    },
    {
      q: L(
        'Do they fit over hiking pants?',
        'Peut-on les porter par-dessus un pantalon de randonnée ?',
        'Passen sie über eine Wanderhose?',
      ),
      staff: [
        fixed(
          L(
            'Yes: the {model} is cut roomy to go over hiking pants; take your usual size.',
            'Oui : le modèle {model} est coupé ample pour passer sur un pantalon de randonnée ; prenez votre taille habituelle.',
            'Ja: Das Modell {model} ist weit geschnitten und passt über eine Wanderhose; nehmen Sie Ihre übliche Größe.',
          ),
        ),
      ],
      shoppers: [
        L(
          'Over my hiking pants in my usual size, yes.',
          'Sur mon pantalon de randonnée dans ma taille habituelle, oui.',
          'In meiner normalen Größe über der Wanderhose, ja.',
        ),
        L('Yes, with room to spare.', 'Oui, avec de la marge.', 'Ja, mit Luft.'),
      ],
    },
  ],
  hikingBoot: [
    wideFeet,
    {
      q: L('Can they be resoled?', 'Peut-on les ressemeler ?', 'Kann man sie neu besohlen?'),
      staff: [
        (product) =>
          lists(product, /resole/i)
            ? L(
                'Yes: the {model} is built to be resoled, through our repair service.',
                'Oui : le modèle {model} est conçu pour être ressemelé, via notre service de réparation.',
                'Ja: Das Modell {model} ist zum Neubesohlen gebaut, über unseren Reparaturservice.',
              )
            : L(
                'Our repair service looks at the {model} case by case: send us a photo of the sole.',
                'Notre service de réparation étudie le modèle {model} au cas par cas : envoyez-nous une photo de la semelle.',
                'Unser Reparaturservice prüft das Modell {model} im Einzelfall: Schicken Sie uns ein Foto der Sohle.',
              ),
      ],
      shoppers: [
        L(
          'Mine came back from repair with a new sole after three years.',
          'Les miennes sont revenues de réparation avec une semelle neuve après trois ans.',
          'Meine kamen nach drei Jahren mit neuer Sohle aus der Reparatur zurück.',
        ),
        L(
          'Ask in the store, they were very helpful with mine.',
          'Demandez en magasin, ils ont été très serviables pour les miennes.',
          'Fragen Sie im Laden, bei meinen waren sie sehr hilfsbereit.',
        ),
      ],
    },
  ],
  winterBoot: [
    {
      q: L('How cold can they go?', 'Jusqu’à quelle température ?', 'Bis zu welcher Kälte?'),
      staff: [
        fixed(
          L(
            'The {model} is rated to −25 °C when you are moving; standing still, add warm socks.',
            'Le modèle {model} est prévu jusqu’à −25 °C en mouvement ; immobile, ajoutez des chaussettes chaudes.',
            'Das Modell {model} ist in Bewegung bis −25 °C ausgelegt; im Stehen warme Socken dazu.',
          ),
        ),
      ],
      shoppers: [
        L(
          'Warm at −20 °C on a long winter walk.',
          'Au chaud à −20 °C sur une longue marche hivernale.',
          'Bei −20 °C auf einer langen Winterwanderung warm.',
        ),
        L(
          'My toes got cold after an hour of standing at −18.',
          'J’ai eu froid aux orteils après une heure debout à −18.',
          'Nach einer Stunde Stehen bei −18 wurden meine Zehen kalt.',
        ),
      ],
    },
    wideFeet,
  ],
  trailRunningShoe: [
    {
      q: L('What is the heel-to-toe drop?', 'Quel est le drop ?', 'Wie hoch ist die Sprengung?'),
      staff: [
        (product) => {
          const drop = [4, 6, 8][Number.parseInt(product.id.slice(-2), 10) % 3];
          return L(
            `The {model} has a ${drop} mm drop.`,
            `Le modèle {model} a un drop de ${drop} mm.`,
            `Das Modell {model} hat ${drop} mm Sprengung.`,
          );
        },
      ],
      shoppers: [
        L(
          'It feels low, my calves noticed the first week.',
          'Il paraît bas, mes mollets l’ont senti la première semaine.',
          'Sie fühlt sich niedrig an, meine Waden haben es in der ersten Woche gemerkt.',
        ),
        L(
          'Easy to switch to from road shoes.',
          'Facile de passer dessus depuis des chaussures de route.',
          'Leicht umzusteigen von Straßenschuhen.',
        ),
      ],
    },
    {
      q: L('Are they waterproof?', 'Sont-elles imperméables ?', 'Sind sie wasserdicht?'),
      staff: [
        fixed(
          L(
            'No: the {model} has a breathable mesh upper that drains and dries fast after a stream crossing.',
            'Non : le modèle {model} a une tige en mesh respirant qui s’égoutte et sèche vite après un gué.',
            'Nein: Das Modell {model} hat ein atmungsaktives Mesh-Obermaterial, das nach einer Bachquerung schnell abläuft und trocknet.',
          ),
        ),
      ],
      shoppers: [
        L(
          'No, but they dry quickly on the move.',
          'Non, mais elles sèchent vite en courant.',
          'Nein, aber sie trocknen beim Laufen schnell.',
        ),
        L(
          'Wet feet in puddles, dry again in twenty minutes.',
          'Pieds mouillés dans les flaques, secs vingt minutes plus tard.',
          'Nasse Füße in Pfützen, zwanzig Minuten später wieder trocken.',
        ),
      ],
    },
  ],
  hikingShoe: [
    {
      q: L('Are they waterproof?', 'Sont-elles imperméables ?', 'Sind sie wasserdicht?'),
      staff: [
        (product) =>
          lists(product, /waterproof/i)
            ? L(
                'Yes: the {model} has a waterproof membrane; water can still come in over the collar in deep puddles.',
                'Oui : le modèle {model} a une membrane imperméable ; l’eau peut entrer par le col dans les flaques profondes.',
                'Ja: Das Modell {model} hat eine wasserdichte Membran; in tiefen Pfützen kann Wasser über den Schaft kommen.',
              )
            : L(
                'No: the {model} has no membrane, so it stays cool in summer but lets water in.',
                'Non : le modèle {model} n’a pas de membrane ; il reste frais l’été mais laisse entrer l’eau.',
                'Nein: Das Modell {model} hat keine Membran; es bleibt im Sommer kühl, lässt aber Wasser durch.',
              ),
      ],
      shoppers: [
        L(
          'Check the feature list for a membrane before you buy.',
          'Regardez la liste des caractéristiques pour la membrane avant d’acheter.',
          'Schauen Sie vor dem Kauf in der Ausstattung, ob eine Membran dabei ist.',
        ),
        L(
          'Wet grass was fine, a deep stream was not.',
          'L’herbe mouillée, ça va ; un ruisseau profond, non.',
          'Nasses Gras ging, ein tiefer Bach nicht.',
        ),
      ],
    },
    {
      q: L(
        'Are they good for long days?',
        'Conviennent-elles aux longues journées ?',
        'Taugen sie für lange Tage?',
      ),
      staff: [
        fixed(
          L(
            'The {model} has a cushioned midsole for full days on the trail; for heavy packs, a boot supports more.',
            'Le modèle {model} a une semelle amortissante pour des journées entières ; avec un sac lourd, une chaussure montante maintient mieux.',
            'Das Modell {model} hat eine gedämpfte Zwischensohle für ganze Tage auf dem Trail; mit schwerem Rucksack stützt ein Stiefel mehr.',
          ),
        ),
      ],
      shoppers: [
        L(
          'Did 28 km in them without sore feet.',
          'J’ai fait 28 km avec sans avoir mal aux pieds.',
          'Bin 28 km darin gelaufen, ohne dass die Füße wehtaten.',
        ),
        L('Yes, with good socks.', 'Oui, avec de bonnes chaussettes.', 'Ja, mit guten Socken.'),
      ],
    },
  ],
  sandal: [
    {
      q: L(
        'Can I wear them in the water?',
        'Peut-on les porter dans l’eau ?',
        'Kann man sie im Wasser tragen?',
      ),
      staff: [
        fixed(
          L(
            'Yes: every material of the {model} is water-safe and the straps dry in minutes.',
            'Oui : tous les matériaux du modèle {model} supportent l’eau et les sangles sèchent en quelques minutes.',
            'Ja: Alle Materialien des Modells {model} vertragen Wasser, und die Riemen trocknen in Minuten.',
          ),
        ),
      ],
      shoppers: [
        L(
          'I wore mine for a whole week of river crossings.',
          'J’ai porté les miennes une semaine entière de traversées de rivières.',
          'Ich habe meine eine ganze Woche bei Flussquerungen getragen.',
        ),
        L(
          'Yes, and they grip on wet stones.',
          'Oui, et elles accrochent sur les pierres mouillées.',
          'Ja, und sie greifen auf nassen Steinen.',
        ),
      ],
    },
    {
      q: L('Do they run true to size?', 'Taillent-elles normalement ?', 'Fallen sie normal aus?'),
      staff: [
        fixed(
          L(
            'The {model} runs true to size; between sizes, take the smaller one, as the straps adjust.',
            'Le modèle {model} taille normalement ; entre deux pointures, prenez la plus petite, les sangles se règlent.',
            'Das Modell {model} fällt normal aus; zwischen zwei Größen die kleinere nehmen, die Riemen sind verstellbar.',
          ),
        ),
      ],
      shoppers: [
        L(
          'Same size as my trainers.',
          'Même pointure que mes baskets.',
          'Gleiche Größe wie meine Turnschuhe.',
        ),
        L(
          'I went half a size down.',
          'J’ai pris une demi-pointure en dessous.',
          'Ich habe eine halbe Nummer kleiner genommen.',
        ),
      ],
    },
  ],
  daypack: [
    carryOn(true),
    {
      q: L(
        'Is there a laptop sleeve?',
        'Y a-t-il une pochette pour ordinateur ?',
        'Gibt es ein Laptopfach?',
      ),
      staff: [
        (product) =>
          lists(product, /hydration/i)
            ? L(
                'The {model}’s hydration sleeve holds a 13-inch laptop, though it has no padding.',
                'La poche d’hydratation du modèle {model} accueille un ordinateur 13 pouces, mais elle n’est pas rembourrée.',
                'Das Trinksystemfach des Modells {model} fasst einen 13-Zoll-Laptop, ist aber nicht gepolstert.',
              )
            : L(
                'The {model} has no laptop sleeve: it is made for the trail.',
                'Le modèle {model} n’a pas de pochette pour ordinateur : il est fait pour le sentier.',
                'Das Modell {model} hat kein Laptopfach: Er ist für den Trail gemacht.',
              ),
      ],
      shoppers: [
        L(
          'I slide mine in a padded case into the main compartment.',
          'Je glisse le mien dans une housse rembourrée dans le compartiment principal.',
          'Ich stecke meinen in einer gepolsterten Hülle ins Hauptfach.',
        ),
        L(
          'A tablet fits fine; a big laptop does not.',
          'Une tablette passe bien ; un grand ordinateur non.',
          'Ein Tablet passt gut, ein großer Laptop nicht.',
        ),
      ],
    },
  ],
  backpack: [
    carryOn(false),
    {
      q: L(
        'How much weight does it carry comfortably?',
        'Quel poids porte-t-il confortablement ?',
        'Wie viel Gewicht trägt er bequem?',
      ),
      staff: [
        fixed(
          L(
            'The {model} carries up to about 18 kg comfortably once the back length and hip belt are set.',
            'Le modèle {model} porte confortablement jusqu’à environ 18 kg, une fois la longueur de dos et la ceinture réglées.',
            'Das Modell {model} trägt bis etwa 18 kg bequem, wenn Rückenlänge und Hüftgurt eingestellt sind.',
          ),
        ),
      ],
      shoppers: [
        L(
          'I had 16 kg in mine for a week and it was fine.',
          'J’avais 16 kg dans le mien pendant une semaine et c’était bien.',
          'Ich hatte eine Woche lang 16 kg drin, und es ging gut.',
        ),
        L(
          'Over 20 kg the shoulders start to complain.',
          'Au-delà de 20 kg, les épaules commencent à se plaindre.',
          'Über 20 kg fangen die Schultern an zu meckern.',
        ),
      ],
    },
  ],
  beanie: [
    {
      q: L(
        'Will it fit under a helmet?',
        'Passe-t-il sous un casque ?',
        'Passt sie unter einen Helm?',
      ),
      staff: [
        fixed(
          L(
            'The {model} is a close-fitting knit that goes under most ski and climbing helmets.',
            'Le modèle {model} est une maille ajustée qui passe sous la plupart des casques de ski et d’escalade.',
            'Das Modell {model} ist eng gestrickt und passt unter die meisten Ski- und Kletterhelme.',
          ),
        ),
      ],
      shoppers: [
        L('Under my ski helmet, yes.', 'Sous mon casque de ski, oui.', 'Unter meinem Skihelm, ja.'),
        L(
          'A bit thick for a snug climbing helmet.',
          'Un peu épais pour un casque d’escalade ajusté.',
          'Für einen eng sitzenden Kletterhelm etwas dick.',
        ),
      ],
    },
    {
      q: L('Is it machine washable?', 'Est-il lavable en machine ?', 'Ist sie maschinenwaschbar?'),
      staff: [
        fixed(
          L(
            'Yes: wash the {model} on a cold wool cycle and dry it flat.',
            'Oui : lavez le modèle {model} en cycle laine à froid et faites-le sécher à plat.',
            'Ja: Das Modell {model} im kalten Wollwaschgang waschen und liegend trocknen.',
          ),
        ),
      ],
      shoppers: [
        L(
          'Mine has been through the wool cycle many times.',
          'Le mien est passé de nombreuses fois en cycle laine.',
          'Meine war schon oft im Wollwaschgang.',
        ),
        L('Yes, on cold.', 'Oui, à froid.', 'Ja, kalt.'),
      ],
    },
  ],
  gloves: [
    {
      q: L(
        'Do they work with a phone?',
        'Fonctionnent-ils avec un téléphone ?',
        'Funktionieren sie mit dem Handy?',
      ),
      staff: [
        fixed(
          L(
            'Yes: the {model} has touchscreen-friendly thumb and index fingertips.',
            'Oui : le modèle {model} a le pouce et l’index tactiles.',
            'Ja: Das Modell {model} hat touchscreenfähige Daumen- und Zeigefingerkuppen.',
          ),
        ),
      ],
      shoppers: [
        L(
          'Good enough for maps and photos.',
          'Suffisant pour les cartes et les photos.',
          'Gut genug für Karten und Fotos.',
        ),
        L(
          'Typing is clumsy, swiping works fine.',
          'Taper est laborieux, balayer fonctionne bien.',
          'Tippen ist fummelig, Wischen klappt gut.',
        ),
      ],
    },
    {
      q: L(
        'Are they warm enough for winter?',
        'Sont-ils assez chauds pour l’hiver ?',
        'Sind sie warm genug für den Winter?',
      ),
      staff: [
        fixed(
          L(
            'The {model} is made for cool days and active use; below freezing, wear a mitten over it.',
            'Le modèle {model} est fait pour les jours frais et l’effort ; sous zéro, ajoutez une moufle par-dessus.',
            'Das Modell {model} ist für kühle Tage und Bewegung gemacht; unter null einen Fäustling darüber tragen.',
          ),
        ),
      ],
      shoppers: [
        L(
          'Fine while hiking, cold on the chairlift.',
          'Bien en randonnée, froid sur le télésiège.',
          'Beim Wandern gut, im Sessellift kalt.',
        ),
        L(
          'I use them as liners under mittens.',
          'Je les utilise en sous-gants sous des moufles.',
          'Ich nutze sie als Unterziehhandschuhe unter Fäustlingen.',
        ),
      ],
    },
  ],
  socks: [
    {
      q: L(
        'Are they machine washable?',
        'Sont-elles lavables en machine ?',
        'Sind sie maschinenwaschbar?',
      ),
      staff: [
        fixed(
          L(
            'Yes: wash the {model} inside out at 30 °C and skip the dryer.',
            'Oui : lavez le modèle {model} à l’envers à 30 °C, sans sèche-linge.',
            'Ja: Das Modell {model} auf links bei 30 °C waschen und nicht in den Trockner.',
          ),
        ),
      ],
      shoppers: [
        L(
          'Forty washes and still soft.',
          'Quarante lavages et toujours douces.',
          'Vierzig Wäschen und immer noch weich.',
        ),
        L('Yes, at 30 degrees.', 'Oui, à 30 degrés.', 'Ja, bei 30 Grad.'),
      ],
    },
    {
      q: L('How high do they come up?', 'Jusqu’où montent-elles ?', 'Wie hoch gehen sie?'),
      staff: [
        fixed(
          L(
            'The {model} is crew height: it comes up above the collar of a hiking boot.',
            'Le modèle {model} est mi-mollet : il dépasse le col d’une chaussure de randonnée montante.',
            'Das Modell {model} ist wadenhoch: Es reicht über den Schaft eines Wanderstiefels.',
          ),
        ),
      ],
      shoppers: [
        L(
          'Just above my boot collar.',
          'Juste au-dessus du col de mes chaussures.',
          'Knapp über den Schaft meiner Stiefel.',
        ),
        L('Mid-calf on me.', 'À mi-mollet chez moi.', 'Bei mir bis zur Wadenmitte.'),
      ],
    },
  ],
};

/** Short tails a shopper may add to an answer. */
export const answerTails: Localized[] = [
  L('Hope that helps!', 'J’espère que ça aide !', 'Hoffe, das hilft!'),
  L('Just my experience.', 'C’est juste mon expérience.', 'Nur meine Erfahrung.'),
  L('Happy hiking.', 'Bonne rando.', 'Schöne Touren.'),
];
