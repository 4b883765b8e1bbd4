import { HEX, shade } from './colour.ts';
import { num, rngOf } from './random.ts';

/**
 * Product artwork: stylised silhouettes (jacket, boot, pack …) drawn as SVG in a colourway
 * on a studio sweep, each product shot a little differently (backdrop tone, light, angle,
 * a small detail). Nothing is downloaded; the image route rasterises these sources, and the
 * Storybook MSW handler serves them as they are. Pure and deterministic: the same input
 * gives the same bytes (stable ETags); no Node-only imports (the browser draws them too).
 */

export const artworkKinds = [
  'shell',
  'puffer',
  'softshell',
  'fleece',
  'top',
  'pants',
  'tights',
  'boot',
  'shoe',
  'sandal',
  'pack',
  'beanie',
  'gloves',
  'socks',
  'giftCard',
] as const;
export type ArtworkKind = (typeof artworkKinds)[number];

export interface ArtworkInput {
  brand: 'ridgeline' | 'tread';
  kind: ArtworkKind;
  /** `#rrggbb` main colour. */
  main: string;
  /** `#rrggbb` trims, zips, soles. */
  accent: string;
  /** 1 = front (or outer side), 2 = back (or inner side, mirrored). */
  view: 1 | 2;
  /**
   * What varies the shot (backdrop tone, light, angle, details): the product id, so every
   * colour and view of one product shares a set-up while a grid of products does not.
   * @default ''
   */
  seed?: string;
}

export const ARTWORK_WIDTH = 800;
export const ARTWORK_HEIGHT = 1000;

export { shade };

/** Studio backdrops per brand: a paper sweep in a few tones, picked per product. */
const studioTones = {
  ridgeline: ['#eef1ef', '#e4ebe7', '#e8ecf0', '#efeee9', '#e1e7e3', '#ecefe8'],
  tread: ['#f5efe6', '#f1e6d8', '#eee8e0', '#f4ecdf', '#eae1d3', '#f2ebe4'],
} as const;

/**
 * A seamless paper sweep lit from one side: the wall fades into the floor around the
 * subject's feet, a soft light falls on it and the corners darken a little, like a studio
 * shot. The tone and the light's side vary per product.
 */
function studio(brand: ArtworkInput['brand'], seed: string, view: 1 | 2): string {
  const random = rngOf(`studio:${brand}:${seed}`);
  const tone = random.pick(studioTones[brand]);
  const wall = view === 1 ? tone : shade(tone, -0.02);
  const horizon = random.range(0.7, 0.76);
  const lightX = random.range(0.3, 0.7);
  return `<defs>
    <linearGradient id="sweep" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${shade(wall, -0.07)}"/>
      <stop offset="${num(horizon - 0.12)}" stop-color="${wall}"/>
      <stop offset="${num(horizon)}" stop-color="${shade(wall, -0.045)}"/>
      <stop offset="1" stop-color="${shade(wall, 0.35)}"/>
    </linearGradient>
    <radialGradient id="light" cx="${num(lightX)}" cy="0.38" r="0.62">
      <stop offset="0" stop-color="#ffffff" stop-opacity="0.55"/>
      <stop offset="1" stop-color="#ffffff" stop-opacity="0"/>
    </radialGradient>
    <radialGradient id="vignette" cx="0.5" cy="0.5" r="0.75">
      <stop offset="0.6" stop-color="#000000" stop-opacity="0"/>
      <stop offset="1" stop-color="#000000" stop-opacity="0.1"/>
    </radialGradient>
  </defs>
  <rect width="${ARTWORK_WIDTH}" height="${ARTWORK_HEIGHT}" fill="url(#sweep)"/>
  <rect width="${ARTWORK_WIDTH}" height="${ARTWORK_HEIGHT}" fill="url(#light)"/>`;
}

/** Drawn over the subject: the corners of the frame fall off a little. */
const vignette = `<rect width="${ARTWORK_WIDTH}" height="${ARTWORK_HEIGHT}" fill="url(#vignette)"/>`;

/**
 * A soft floor shadow without filters (they cost the rasteriser): stacked ellipses, each
 * smaller and adding a little darkness, and a tight contact shadow under the subject.
 */
const shadow = (cy: number, rx: number) =>
  [1.3, 1.2, 1.1, 1, 0.9, 0.8, 0.7, 0.6]
    .map(
      (scale) =>
        `<ellipse cx="400" cy="${cy}" rx="${num(rx * scale)}" ry="${num((rx * scale) / 8)}" fill="#000" opacity="0.03"/>`,
    )
    .join('') +
  `<ellipse cx="400" cy="${cy - 2}" rx="${num(rx * 0.55)}" ry="${num(rx / 22)}" fill="#000" opacity="0.16"/>`;

/** A jacket or top body: shoulders, sleeves, hem; `narrow` pulls everything in. */
function upperBody(main: string, narrow = 0): string {
  const n = narrow;
  return `<path d="M340 205 Q400 ${235 - n / 4} 460 205 L${530 - n} 250 Q${585 - n} 265 ${600 - n} 300 L${690 - 2 * n} 700 L${620 - 2 * n} 722 L${560 - n} 430 L${572 - n} 820 L${228 + n} 820 L${240 + n} 430 L${180 + 2 * n} 722 L${110 + 2 * n} 700 L${200 + n} 300 Q${215 + n} 265 ${270 + n} 250 Z" fill="${main}"/>
  <path d="M${240 + n} 430 L${228 + n} 820 L${290 + n} 820 L${285 + n} 440 Z M${560 - n} 430 L${572 - n} 820 L${510 - n} 820 L${515 - n} 440 Z" fill="#000" opacity="0.08"/>`;
}

function cuffs(accent: string, narrow = 0): string {
  const n = narrow;
  return `<path d="M${110 + 2 * n} 700 L${180 + 2 * n} 722 L${176 + 2 * n} 742 L${106 + 2 * n} 720 Z M${690 - 2 * n} 700 L${620 - 2 * n} 722 L${624 - 2 * n} 742 L${694 - 2 * n} 720 Z" fill="${accent}"/>
  <rect x="${228 + n}" y="800" width="${344 - 2 * n}" height="22" fill="${accent}" opacity="0.85"/>`;
}

function jacket(input: ArtworkInput, variant: 'shell' | 'puffer' | 'softshell' | 'fleece'): string {
  const { main, accent, view } = input;
  const dark = shade(main, -0.25);
  const front = view === 1;
  const hood =
    variant === 'shell' || variant === 'puffer'
      ? `<path d="M322 218 Q318 112 400 100 Q482 112 478 218 Q400 186 322 218 Z" fill="${dark}"/>`
      : `<path d="M336 214 L338 176 Q400 164 462 176 L464 214 Q400 196 336 214 Z" fill="${dark}"/>`;
  const baffles =
    variant === 'puffer'
      ? [300, 380, 460, 540, 620, 700]
          .map(
            (y) =>
              `<path d="M${215} ${y} Q400 ${y + 14} ${585} ${y}" fill="none" stroke="${dark}" stroke-width="5"/>`,
          )
          .join('')
      : '';
  const yoke =
    variant === 'fleece' || variant === 'softshell'
      ? `<path d="M270 250 L340 205 Q400 235 460 205 L530 250 Q585 265 600 300 L612 352 Q400 392 188 352 L200 300 Q215 265 270 250 Z" fill="${accent}" opacity="0.9"/>`
      : '';
  const zip = front
    ? `<line x1="400" y1="222" x2="400" y2="820" stroke="${accent}" stroke-width="7"/>
  <line x1="440" y1="340" x2="505" y2="328" stroke="${accent}" stroke-width="6" stroke-linecap="round"/>`
    : `<path d="M300 260 Q400 300 500 260" fill="none" stroke="${dark}" stroke-width="5"/>`;
  return `${shadow(860, 260)}${hood}${upperBody(main)}${yoke}${baffles}${cuffs(accent)}${zip}`;
}

function top({ main, accent, view }: ArtworkInput): string {
  const neck =
    view === 1
      ? `<path d="M340 205 Q400 262 460 205" fill="none" stroke="${accent}" stroke-width="10"/>`
      : `<path d="M340 205 Q400 226 460 205" fill="none" stroke="${accent}" stroke-width="10"/>`;
  const seams = `<path d="M300 260 L290 800 M500 260 L510 800" stroke="${shade(main, -0.2)}" stroke-width="4" fill="none" stroke-dasharray="10 8"/>`;
  return `${shadow(860, 230)}${upperBody(main, 24)}${seams}${cuffs(accent, 24)}${neck}`;
}

function legs({ main, accent, view }: ArtworkInput, slim: boolean): string {
  const s = slim ? 30 : 0;
  const dark = shade(main, -0.22);
  const details =
    view === 1
      ? `<path d="M${300 + s} 240 Q${330 + s} 300 ${300 + s} 330 M${500 - s} 240 Q${470 - s} 300 ${500 - s} 330" fill="none" stroke="${dark}" stroke-width="5"/>
  <rect x="${262 + s}" y="470" width="${70 - s / 2}" height="90" rx="10" fill="${dark}" opacity="${slim ? 0 : 1}"/>`
      : `<rect x="${300 + s / 2}" y="240" width="70" height="70" rx="8" fill="${dark}"/><rect x="${430 - s / 2}" y="240" width="70" height="70" rx="8" fill="${dark}"/>`;
  return `${shadow(890, 200)}
  <path d="M${270 + s} 220 L${530 - s} 220 L${565 - 2 * s} 870 L${432 - s / 2} 880 L405 430 L395 430 L${368 + s / 2} 880 L${235 + 2 * s} 870 Z" fill="${main}"/>
  <path d="M${270 + s} 220 L${530 - s} 220 L${532 - s} 190 L${268 + s} 190 Z" fill="${accent}"/>
  <path d="M${235 + 2 * s} 870 L${368 + s / 2} 880 L${366 + s / 2} 850 L${237 + 2 * s} 842 Z M${565 - 2 * s} 870 L${432 - s / 2} 880 L${434 - s / 2} 850 L${563 - 2 * s} 842 Z" fill="${accent}" opacity="0.8"/>
  ${details}`;
}

function footwear({ main, accent }: ArtworkInput, style: 'boot' | 'shoe' | 'sandal'): string {
  const sole = shade(accent, -0.1);
  const lugs = [230, 290, 350, 410, 470, 530, 590]
    .map(
      (x) => `<rect x="${x}" y="802" width="34" height="16" rx="4" fill="${shade(sole, -0.3)}"/>`,
    )
    .join('');
  if (style === 'sandal') {
    return `${shadow(830, 280)}
  <path d="M170 770 Q160 730 220 725 L600 715 Q660 715 660 760 Q660 800 600 800 L220 805 Q170 805 170 770 Z" fill="${sole}"/>
  <path d="M230 728 Q300 560 390 722" fill="none" stroke="${main}" stroke-width="34" stroke-linecap="round"/>
  <path d="M420 720 Q500 600 600 716" fill="none" stroke="${main}" stroke-width="34" stroke-linecap="round"/>
  <circle cx="310" cy="640" r="14" fill="${accent}"/>${lugs}`;
  }
  const upper =
    style === 'boot'
      ? `M195 770 L205 470 Q212 372 300 362 L430 362 Q436 520 530 600 Q650 640 660 705 L662 770 Z`
      : `M185 770 L195 610 Q214 528 318 520 L405 520 Q452 606 566 640 Q660 670 668 722 L670 770 Z`;
  const laceTop = style === 'boot' ? 392 : 540;
  const laces = [0, 1, 2, 3, 4]
    .map((i) => {
      const y = laceTop + i * (style === 'boot' ? 44 : 22);
      const x = (style === 'boot' ? 340 : 350) + i * (style === 'boot' ? 28 : 40);
      return `<line x1="${x - 40}" y1="${y}" x2="${x + 40}" y2="${y + 14}" stroke="${accent}" stroke-width="8" stroke-linecap="round"/>`;
    })
    .join('');
  return `${shadow(830, 300)}
  <path d="${upper}" fill="${main}"/>
  <path d="M560 640 Q655 668 662 712 L662 770 L560 770 Q600 700 560 640 Z" fill="${shade(main, -0.3)}"/>
  <path d="M195 700 Q420 730 662 700 L662 770 L195 770 Z" fill="#000" opacity="0.1"/>
  ${laces}
  <rect x="175" y="768" width="505" height="38" rx="18" fill="${sole}"/>${lugs}`;
}

function pack({ main, accent, view }: ArtworkInput): string {
  const dark = shade(main, -0.25);
  if (view === 2) {
    return `${shadow(880, 220)}
  <rect x="250" y="190" width="300" height="650" rx="90" fill="${dark}"/>
  <path d="M300 230 Q290 520 330 820" fill="none" stroke="${accent}" stroke-width="40" stroke-linecap="round"/>
  <path d="M500 230 Q510 520 470 820" fill="none" stroke="${accent}" stroke-width="40" stroke-linecap="round"/>
  <rect x="230" y="690" width="340" height="60" rx="26" fill="${accent}" opacity="0.9"/>`;
  }
  return `${shadow(880, 220)}
  <path d="M370 170 Q400 120 430 170" fill="none" stroke="${accent}" stroke-width="14"/>
  <rect x="250" y="190" width="300" height="650" rx="90" fill="${main}"/>
  <path d="M250 300 Q250 190 340 190 L460 190 Q550 190 550 300 L550 330 Q400 372 250 330 Z" fill="${dark}"/>
  <rect x="300" y="520" width="200" height="250" rx="40" fill="${dark}"/>
  <line x1="320" y1="560" x2="480" y2="560" stroke="${accent}" stroke-width="7"/>
  <path d="M262 450 L538 450 M262 620 L300 620 M500 620 L538 620" stroke="${accent}" stroke-width="12"/>
  <rect x="385" y="345" width="30" height="60" rx="8" fill="${accent}"/>`;
}

function accessory(
  { main, accent, view }: ArtworkInput,
  style: 'beanie' | 'gloves' | 'socks',
): string {
  const dark = shade(main, -0.2);
  if (style === 'beanie') {
    const ribs = [290, 330, 370, 410, 450, 490]
      .map(
        (x) =>
          `<line x1="${x}" y1="420" x2="${x + 10}" y2="640" stroke="${dark}" stroke-width="6"/>`,
      )
      .join('');
    return `${shadow(720, 220)}
  <circle cx="400" cy="290" r="60" fill="${accent}"/>
  <path d="M220 640 Q210 330 400 320 Q590 330 580 640 Z" fill="${main}"/>${ribs}
  <rect x="206" y="600" width="388" height="100" rx="24" fill="${dark}"/>
  ${view === 1 ? `<rect x="370" y="620" width="60" height="40" rx="6" fill="${accent}"/>` : ''}`;
  }
  if (style === 'gloves') {
    const fingers = [0, 1, 2, 3]
      .map(
        (i) =>
          `<rect x="${290 + i * 58}" y="${250 + Math.abs(1.5 - i) * 30}" width="50" height="220" rx="25" fill="${main}"/>`,
      )
      .join('');
    return `${shadow(860, 170)}${fingers}
  <path d="M282 420 L520 420 L520 700 Q520 760 460 760 L340 760 Q282 760 282 700 Z" fill="${main}"/>
  <path d="M282 520 Q220 500 210 430 Q205 400 235 395 Q262 400 282 460 Z" fill="${main}"/>
  <rect x="300" y="740" width="200" height="110" rx="16" fill="${view === 1 ? accent : dark}"/>
  <path d="M300 560 L500 560" stroke="${dark}" stroke-width="6"/>`;
  }
  return `${shadow(880, 200)}
  <path d="M330 180 L480 180 L480 640 Q480 700 540 730 L600 760 Q650 790 620 840 Q600 870 540 860 L360 820 Q320 810 325 760 Z" fill="${main}"/>
  <rect x="322" y="170" width="166" height="70" rx="10" fill="${accent}"/>
  <path d="M540 730 Q650 780 610 850 Q590 870 540 860 Q580 800 540 730 Z" fill="${dark}"/>
  <path d="M325 720 Q400 760 420 830 L360 820 Q320 810 325 760 Z" fill="${dark}"/>
  ${[300, 360, 420, 480, 540].map((y) => `<line x1="340" y1="${y}" x2="470" y2="${y}" stroke="${dark}" stroke-width="4"/>`).join('')}`;
}

/** A gift card seen slightly from above: the front with a band and the brand mark's slot. */
function giftCard({ main, accent, view }: ArtworkInput): string {
  const dark = shade(main, -0.25);
  if (view === 2) {
    return `${shadow(760, 260)}
  <rect x="150" y="330" width="500" height="320" rx="28" fill="${dark}"/>
  <rect x="150" y="380" width="500" height="56" fill="#000" opacity="0.35"/>
  <rect x="190" y="480" width="260" height="36" rx="6" fill="#fff" opacity="0.85"/>`;
  }
  return `${shadow(760, 260)}
  <rect x="150" y="330" width="500" height="320" rx="28" fill="${main}"/>
  <path d="M150 560 Q400 470 650 540 L650 622 Q650 650 622 650 L178 650 Q150 650 150 622 Z" fill="${dark}"/>
  <path d="M470 330 L470 650 M150 450 L650 450" stroke="${accent}" stroke-width="18"/>
  <path d="M470 450 Q420 380 440 370 Q470 360 470 450 Q470 360 500 370 Q520 380 470 450 Z" fill="none" stroke="${accent}" stroke-width="10"/>`;
}

export function silhouette(input: ArtworkInput): string {
  switch (input.kind) {
    case 'shell':
    case 'puffer':
    case 'softshell':
    case 'fleece':
      return jacket(input, input.kind);
    case 'top':
      return top(input);
    case 'pants':
      return legs(input, false);
    case 'tights':
      return legs(input, true);
    case 'boot':
    case 'shoe':
    case 'sandal':
      return footwear(input, input.kind);
    case 'pack':
      return pack(input);
    case 'beanie':
    case 'gloves':
    case 'socks':
      return accessory(input, input.kind);
    case 'giftCard':
      return giftCard(input);
  }
}

type Detailed = Pick<ArtworkInput, 'kind' | 'main' | 'accent' | 'view'>;

/** A small detail some products have and others not: a chest patch, a heel loop, a strap. */
function detail({ kind, main, accent, view }: Detailed, random: () => number): string {
  const pick = random();
  const side = random() < 0.5 ? -1 : 1;
  switch (kind) {
    case 'shell':
    case 'softshell':
    case 'fleece':
    case 'top':
      if (view === 2 || pick < 0.35) return '';
      return `<rect x="${400 + side * 95 - 22}" y="330" width="44" height="26" rx="5" fill="${pick < 0.7 ? accent : shade(main, 0.25)}" opacity="0.9"/>`;
    case 'puffer':
      return pick < 0.5
        ? ''
        : `<rect x="${400 + side * 120 - 18}" y="300" width="36" height="16" rx="4" fill="${accent}"/>`;
    case 'pants':
      return pick < 0.5
        ? ''
        : `<rect x="${400 + side * 95 - 20}" y="380" width="40" height="22" rx="4" fill="${shade(main, 0.2)}"/>`;
    case 'boot':
      // A pull loop at the heel, in the trim colour or a darker tone of the upper.
      return `<path d="M206 470 q-26 10 -16 58" fill="none" stroke="${pick < 0.5 ? accent : shade(main, -0.35)}" stroke-width="12" stroke-linecap="round"/>`;
    case 'shoe':
      return pick < 0.5
        ? ''
        : `<path d="M300 600 Q420 640 540 650" fill="none" stroke="${shade(main, 0.3)}" stroke-width="8" stroke-linecap="round"/>`;
    case 'pack':
      return view === 2 || pick < 0.4
        ? ''
        : `<path d="M262 ${680 + Math.round(pick * 40)} L538 ${680 + Math.round(pick * 40)}" stroke="${shade(accent, -0.2)}" stroke-width="10"/>`;
    default:
      return '';
  }
}

/** How the subject sits on the set: a slight turn and offset, never out of frame. */
function placement(kind: ArtworkKind, random: () => number): string {
  const spread = kind === 'giftCard' ? 0.4 : 1;
  const angle = (random() - 0.5) * 6 * spread;
  const dx = (random() - 0.5) * 40 * spread;
  const dy = (random() - 0.5) * 16 * spread;
  const scale = 0.94 + random() * 0.06;
  return `translate(${num(400 + dx)} ${num(500 + dy)}) rotate(${num(angle)}) scale(${Math.round(scale * 1000) / 1000}) translate(-400 -500)`;
}

/** The SVG source of one product image. */
export function renderArtwork(input: ArtworkInput): string {
  if (!HEX.test(input.main) || !HEX.test(input.accent)) {
    throw new Error('artwork colours must be #rrggbb');
  }
  const seed = input.seed ?? '';
  const random = rngOf(`artwork:${input.brand}:${input.kind}:${seed}`);
  const subject = `${silhouette(input)}${detail(input, random)}`;
  // The second view shows the other side: mirrored around the vertical centre line.
  const mirrored =
    input.view === 2
      ? `<g transform="matrix(-1 0 0 1 ${ARTWORK_WIDTH} 0)">${subject}</g>`
      : subject;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${ARTWORK_WIDTH}" height="${ARTWORK_HEIGHT}" viewBox="0 0 ${ARTWORK_WIDTH} ${ARTWORK_HEIGHT}">
  ${studio(input.brand, seed, input.view)}
  <g transform="${placement(input.kind, random)}">${mirrored}</g>
  ${vignette}
</svg>
`;
}
