import { type ArtworkInput, silhouette } from './artwork.ts';
import { mix, shade } from './colour.ts';
import { num, type Rng, rngOf } from './random.ts';

/**
 * Content pictures (heroes, banners, collections, journal): landscapes drawn as SVG from a
 * key, like photographs of the brand's country. Ridges in layers that pale with distance
 * (atmospheric perspective), a sky gradient with sun or moon, mist in the valleys, and per
 * brand its terrain: Ridgeline alpine (snow caps, conifer treelines, a lake), Tread the
 * desert and the trail (mesas, dunes, a path through scrub). Optionally a product stands
 * in the foreground, like a lifestyle shot (category tiles).
 *
 * Pure and deterministic: the same input gives the same bytes (stable ETags); no Node-only
 * imports (the Storybook MSW handler draws them in the browser).
 */

export const LANDSCAPE_WIDTH = 1600;
export const LANDSCAPE_HEIGHT = 900;
const W = LANDSCAPE_WIDTH;
const H = LANDSCAPE_HEIGHT;

export type LandscapeSubject = Pick<ArtworkInput, 'kind' | 'main' | 'accent'>;

export interface LandscapeInput {
  brand: 'ridgeline' | 'tread';
  /** Any text; each key draws a different picture. */
  key: string;
  /** A product standing in the foreground. */
  subject?: LandscapeSubject | null;
}

interface Light {
  name: string;
  /** Top of the sky to the horizon. */
  sky: readonly [string, string, string];
  /** The disc and its glow. */
  sun: string;
  moon: boolean;
  /** The farthest ridge (hazy) and the nearest ground (dark). */
  far: string;
  near: string;
  /** The colour of mist and haze. */
  haze: string;
  clouds: number;
}

const lights: Record<LandscapeInput['brand'], readonly Light[]> = {
  ridgeline: [
    {
      name: 'morning',
      sky: ['#6d9cc9', '#a8c9e2', '#eef1ea'],
      sun: '#fff6dc',
      moon: false,
      far: '#a9bccb',
      near: '#1c332c',
      haze: '#dfe8ec',
      clouds: 3,
    },
    {
      name: 'clear',
      sky: ['#3f77b0', '#86b3da', '#d8e8f1'],
      sun: '#ffffff',
      moon: false,
      far: '#94aec4',
      near: '#18302a',
      haze: '#d3e2ec',
      clouds: 2,
    },
    {
      name: 'overcast',
      sky: ['#7f8f9c', '#aab7c1', '#d6dcdf'],
      sun: '#eef1f2',
      moon: false,
      far: '#9aa8b1',
      near: '#233430',
      haze: '#cfd6d9',
      clouds: 7,
    },
    {
      name: 'alpenglow',
      sky: ['#4f6d9f', '#b99bb3', '#f2cfae'],
      sun: '#ffe7c4',
      moon: false,
      far: '#9c92ad',
      near: '#1d2a2a',
      haze: '#e9cdbd',
      clouds: 3,
    },
    {
      name: 'dusk',
      sky: ['#1f2d4d', '#58618a', '#d9a684'],
      sun: '#f3efe0',
      moon: true,
      far: '#5d6585',
      near: '#121a22',
      haze: '#a58f97',
      clouds: 1,
    },
  ],
  tread: [
    {
      name: 'golden',
      sky: ['#668cb2', '#e6c194', '#f8dfb2'],
      sun: '#fff1cf',
      moon: false,
      far: '#cf9b72',
      near: '#4d2b1d',
      haze: '#f1d3ad',
      clouds: 2,
    },
    {
      name: 'sunset',
      sky: ['#39457a', '#d27a5e', '#f6bb73'],
      sun: '#ffe2a8',
      moon: false,
      far: '#b66f5f',
      near: '#2f1b1a',
      haze: '#eaa57b',
      clouds: 3,
    },
    {
      name: 'noon',
      sky: ['#4f8bc4', '#9fc6e3', '#f0e5d0'],
      sun: '#ffffff',
      moon: false,
      far: '#d5ab84',
      near: '#6e3f25',
      haze: '#eedfc8',
      clouds: 2,
    },
    {
      name: 'dusk',
      sky: ['#272d4f', '#7e5874', '#e29869'],
      sun: '#f6eedd',
      moon: true,
      far: '#7d5866',
      near: '#1d1419',
      haze: '#b98279',
      clouds: 1,
    },
  ],
};

/** Heights of a ridge line at evenly spaced x, by midpoint displacement (fractal terrain). */
function fractal(random: Rng, segments: number, amplitude: number, roughness: number): number[] {
  const ys = new Array<number>(segments + 1).fill(0);
  ys[0] = random.range(-amplitude, amplitude) / 2;
  ys[segments] = random.range(-amplitude, amplitude) / 2;
  let step = segments;
  let scale = amplitude;
  while (step > 1) {
    const half = step / 2;
    for (let i = half; i < segments; i += step) {
      ys[i] = ((ys[i - half] ?? 0) + (ys[i + half] ?? 0)) / 2 + random.range(-scale, scale) / 2;
    }
    step = half;
    scale *= roughness;
  }
  return ys;
}

const SEGMENTS = 128;
const xAt = (i: number) => (i / SEGMENTS) * W;

function linePath(ys: readonly number[]): string {
  return ys.map((y, i) => `${i === 0 ? 'M' : 'L'}${num(xAt(i))} ${num(y)}`).join(' ');
}

/** The ridge as a closed shape down to `bottom`. */
function ridgeShape(ys: readonly number[], bottom: number): string {
  return `${linePath(ys)} L${W} ${num(bottom)} L0 ${num(bottom)} Z`;
}

/** Alpine ridge: fractal detail plus a few peaks, higher for the far layers. */
function alpineProfile(random: Rng, base: number, height: number, peaks: number): number[] {
  const noise = fractal(random, SEGMENTS, height * 0.7, 0.56);
  const tops = Array.from({ length: peaks }, () => ({
    x: random.range(-0.1, 1.1) * W,
    width: random.range(0.12, 0.3) * W,
    height: random.range(0.45, 1) * height,
  }));
  return noise.map((n, i) => {
    const x = xAt(i);
    const lift = tops.reduce((sum, peak) => {
      const t = Math.max(0, 1 - Math.abs(x - peak.x) / peak.width);
      return Math.max(sum, peak.height * t ** 1.3);
    }, 0);
    return base - lift + n;
  });
}

/** Desert skyline: flat-topped mesas with steep sides and talus slopes, over low hills. */
function mesaProfile(random: Rng, base: number, height: number): number[] {
  const ground = fractal(random, SEGMENTS, height * 0.25, 0.5);
  const mesas = Array.from({ length: random.pick([1, 2, 2, 3]) }, () => {
    const width = random.range(0.1, 0.28) * W;
    const start = random.range(-0.05, 0.9) * W;
    return { start, end: start + width, top: random.range(0.55, 1) * height };
  });
  return ground.map((g, i) => {
    const x = xAt(i);
    const lift = mesas.reduce((highest, mesa) => {
      const outside = x < mesa.start ? mesa.start - x : x > mesa.end ? x - mesa.end : 0;
      // A cliff for the first few pixels, then a talus slope fanning out.
      const cliff = Math.max(0, 1 - outside / 14);
      const talus = Math.max(0, 1 - outside / 90) * 0.45;
      return Math.max(highest, mesa.top * Math.max(cliff, talus));
    }, 0);
    return base - lift + g + (lift > 0 ? random.range(-1.5, 1.5) : 0);
  });
}

/** Rolling dunes or trail hills: a few long waves. */
function duneProfile(random: Rng, base: number, height: number): number[] {
  const waves = Array.from({ length: 3 }, (_, k) => ({
    amplitude: height / (k + 1.4),
    frequency: ((k + 1) * random.range(1.2, 2.2) * Math.PI * 2) / W,
    phase: random.range(0, Math.PI * 2),
  }));
  const grit = fractal(random, SEGMENTS, height * 0.08, 0.5);
  return grit.map((g, i) => {
    const x = xAt(i);
    return (
      base +
      g -
      waves.reduce((sum, w) => sum + w.amplitude * Math.sin(w.frequency * x + w.phase), 0)
    );
  });
}

function heightAt(ys: readonly number[], x: number): number {
  const position = Math.min(SEGMENTS, Math.max(0, (x / W) * SEGMENTS));
  const i = Math.floor(position);
  const a = ys[i] ?? 0;
  const b = ys[Math.min(SEGMENTS, i + 1)] ?? a;
  return a + (b - a) * (position - i);
}

/** Conifers along a ridge: each a narrow stack of three tiers. */
function treeline(random: Rng, ys: readonly number[], size: number, density: number): string {
  const parts: string[] = [];
  let x = random.range(0, 6);
  while (x < W) {
    if (random.chance(density)) {
      const h = size * random.range(0.55, 1.15);
      const w = h * random.range(0.28, 0.36);
      const y = heightAt(ys, x) + 3;
      const tier = (top: number, bottom: number, spread: number) =>
        `M${num(x)} ${num(y - h * top)} L${num(x + w * spread)} ${num(y - h * bottom)} L${num(x - w * spread)} ${num(y - h * bottom)} Z`;
      parts.push(tier(1, 0.55, 0.3), tier(0.75, 0.28, 0.42), tier(0.5, 0, 0.55));
    }
    x += size * random.range(0.18, 0.42);
  }
  return parts.join('');
}

/** Snow on the high ground: from the ridge down to a ragged snowline. */
function snowcap(random: Rng, ys: readonly number[], snowline: number): string {
  const lower = ys.map((y, i) =>
    Math.max(y, snowline + Math.sin(i * 1.7) * 10 + random.range(-14, 22)),
  );
  const back = lower
    .map((y, i) => `L${num(xAt(SEGMENTS - i))} ${num(lower[SEGMENTS - i] ?? y)}`)
    .join(' ');
  return `${linePath(ys)} ${back} Z`;
}

/** Shrubs and rocks of the desert floor, in the ground's darker tone. */
function scrub(random: Rng, ys: readonly number[], count: number, size: number): string {
  return Array.from({ length: count }, () => {
    const x = random.range(0, W);
    const y = heightAt(ys, x) + random.range(4, 40);
    const r = size * random.range(0.5, 1.2);
    return random.chance(0.7)
      ? `M${num(x - r)} ${num(y)} Q${num(x - r)} ${num(y - r * 1.1)} ${num(x)} ${num(y - r * 1.2)} Q${num(x + r)} ${num(y - r * 1.1)} ${num(x + r)} ${num(y)} Z`
      : `M${num(x - r)} ${num(y)} L${num(x - r * 0.6)} ${num(y - r * 0.7)} L${num(x + r * 0.3)} ${num(y - r * 0.8)} L${num(x + r)} ${num(y)} Z`;
  }).join('');
}

function clouds(random: Rng, count: number, colour: string): string {
  return Array.from({ length: count }, () => {
    const cx = random.range(0, W);
    const cy = random.range(0.06, 0.34) * H;
    const width = random.range(160, 420);
    const puffs = Array.from({ length: 5 }, (_, k) => {
      const x = cx + (k - 2) * width * 0.2 + random.range(-20, 20);
      const rx = width * random.range(0.18, 0.3);
      return `<ellipse cx="${num(x)}" cy="${num(cy + random.range(-10, 10))}" rx="${num(rx)}" ry="${num(rx * random.range(0.28, 0.42))}"/>`;
    }).join('');
    return `<g fill="${colour}" opacity="${Math.round(random.range(0.35, 0.6) * 100) / 100}">${puffs}</g>`;
  }).join('');
}

function stars(random: Rng): string {
  return `<g fill="#ffffff">${Array.from(
    { length: 40 },
    () =>
      `<circle cx="${num(random.range(0, W))}" cy="${num(random.range(0, 0.32) * H)}" r="${num(random.range(0.8, 2))}" opacity="${Math.round(random.range(0.3, 0.85) * 100) / 100}"/>`,
  ).join('')}</g>`;
}

/** A product in the foreground, standing on the ground near the centre (it survives crops). */
function standing(subject: LandscapeSubject, brand: LandscapeInput['brand'], groundY: number) {
  const scale = 0.4;
  const x = W / 2 + 60 - 400 * scale;
  const y = groundY - 880 * scale;
  return `<g transform="translate(${num(x)} ${num(y)}) scale(${scale})">${silhouette({ ...subject, brand, view: 1 })}</g>`;
}

/** The SVG source of one content picture, 1600 × 900. */
export function renderLandscape({ brand, key, subject }: LandscapeInput): string {
  const random = rngOf(`landscape:${brand}:${key}`);
  const light = random.pick(lights[brand]);
  const [zenith, middle, horizon] = light.sky;
  const sunX = random.range(0.15, 0.85) * W;
  const sunY = random.range(0.14, 0.42) * H;
  const defs: string[] = [
    `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${zenith}"/><stop offset="0.55" stop-color="${middle}"/><stop offset="1" stop-color="${horizon}"/></linearGradient>`,
    `<radialGradient id="glow" cx="${num(sunX / W)}" cy="${num(sunY / H)}" r="0.45"><stop offset="0" stop-color="${light.sun}" stop-opacity="0.75"/><stop offset="0.25" stop-color="${light.sun}" stop-opacity="0.25"/><stop offset="1" stop-color="${light.sun}" stop-opacity="0"/></radialGradient>`,
    `<linearGradient id="mist" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${light.haze}" stop-opacity="0"/><stop offset="0.7" stop-color="${light.haze}" stop-opacity="0.55"/><stop offset="1" stop-color="${light.haze}" stop-opacity="0"/></linearGradient>`,
    `<radialGradient id="vignette" cx="0.5" cy="0.45" r="0.75"><stop offset="0.55" stop-color="#000000" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity="0.28"/></radialGradient>`,
  ];
  const layers: string[] = [
    `<rect width="${W}" height="${H}" fill="url(#sky)"/>`,
    light.moon ? stars(random) : '',
    `<rect width="${W}" height="${H}" fill="url(#glow)"/>`,
    `<circle cx="${num(sunX)}" cy="${num(sunY)}" r="${num(light.moon ? random.range(22, 30) : random.range(30, 44))}" fill="${light.sun}" opacity="${light.moon ? 0.92 : 0.96}"/>`,
    clouds(random, light.clouds, shade(light.haze, 0.4)),
  ];

  const terrain =
    brand === 'ridgeline'
      ? random.pick(['peaks', 'snow', 'lake', 'forest'] as const)
      : random.pick(['mesa', 'dunes', 'trail', 'mesa'] as const);
  const lake = terrain === 'lake';
  const waterY = H * random.range(0.7, 0.76);
  const count = brand === 'ridgeline' ? 5 : 4;
  let nearest: number[] = [];

  for (let layer = 0; layer < count; layer++) {
    const depth = layer / (count - 1);
    const colour = mix(light.far, light.near, depth ** 1.4);
    const base = H * (0.5 + depth * 0.38) + random.range(-20, 20);
    const height = H * (0.34 - depth * 0.22);
    let ys: number[];
    if (brand === 'ridgeline') {
      ys = alpineProfile(
        random,
        lake && layer < count - 1 ? Math.min(base, waterY - 20) : base,
        height,
        4 - Math.round(depth * 2),
      );
    } else if (terrain === 'mesa' && layer < count - 1) {
      ys = mesaProfile(random, base, height);
    } else if (terrain === 'dunes' || layer === count - 1) {
      ys = duneProfile(random, base, height * 0.35);
    } else {
      ys = alpineProfile(random, base, height * 0.6, 2);
    }
    // Lakes hide the lower ground: every layer but the shore ends at the water.
    if (lake && layer === count - 1) ys = ys.map((y) => Math.max(y, H * 0.9 + (y - base) * 0.3));
    const bottom = lake && layer < count - 1 ? waterY : H;
    const gradientId = `ridge${layer}`;
    defs.push(
      `<linearGradient id="${gradientId}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(colour, 0.04)}"/><stop offset="1" stop-color="${mix(colour, light.haze, 0.35 * (1 - depth))}"/></linearGradient>`,
    );
    const shape = ridgeShape(ys, bottom);
    layers.push(`<path d="${shape}" fill="url(#${gradientId})"/>`);
    if (brand === 'ridgeline' && (terrain === 'snow' || terrain === 'peaks') && layer <= 1) {
      const top = Math.min(...ys);
      const snowline = top + (base - top) * (terrain === 'snow' ? 0.55 : 0.3);
      layers.push(
        `<path d="${snowcap(random, ys, snowline)}" fill="${mix('#ffffff', light.sky[1], 0.18)}" opacity="0.92"/>`,
      );
    }
    if (brand === 'ridgeline' && layer >= count - 2 && terrain !== 'snow') {
      const size = layer === count - 1 ? 70 : 34;
      layers.push(
        `<path d="${treeline(random, ys, size, terrain === 'forest' ? 0.95 : 0.7)}" fill="${colour}"/>`,
      );
    }
    if (brand === 'tread' && layer >= count - 2) {
      layers.push(
        `<path d="${scrub(random, ys, layer === count - 1 ? 26 : 14, layer === count - 1 ? 16 : 8)}" fill="${shade(colour, -0.25)}"/>`,
      );
    }
    if (layer < count - 1) {
      // Valley mist between this ridge and the next.
      layers.push(
        `<rect y="${num(base - height * 0.2)}" width="${W}" height="${num(height * 0.5)}" fill="url(#mist)"/>`,
      );
    }
    if (lake && layer === count - 2) {
      defs.push(
        `<linearGradient id="water" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${mix(horizon, colour, 0.35)}"/><stop offset="1" stop-color="${mix(middle, light.near, 0.55)}"/></linearGradient>`,
      );
      const ripples = Array.from({ length: 18 }, () => {
        const y = random.range(waterY + 8, H * 0.92);
        const x = random.range(0, W);
        const length = random.range(40, 220);
        return `<rect x="${num(x)}" y="${num(y)}" width="${num(length)}" height="2" rx="1"/>`;
      }).join('');
      layers.push(
        `<rect y="${num(waterY)}" width="${W}" height="${num(H - waterY)}" fill="url(#water)"/>`,
        // The mountains mirrored in the water, fainter.
        `<g transform="matrix(1 0 0 -1 0 ${num(2 * waterY)})" opacity="0.3"><path d="${shape}" fill="${colour}"/></g>`,
        `<g fill="#ffffff" opacity="0.22">${ripples}</g>`,
      );
    }
    if (brand === 'tread' && terrain === 'trail' && layer === count - 1) {
      // A path winding from the front edge towards the hills.
      const start = W * random.range(0.3, 0.6);
      const end = W * random.range(0.45, 0.7);
      const endY = heightAt(ys, end) + 6;
      layers.push(
        `<path d="M${num(start - 120)} ${H} C${num(start - 40)} ${num(H - 90)} ${num(end + 90)} ${num(endY + 60)} ${num(end)} ${num(endY)} L${num(end + 8)} ${num(endY)} C${num(end + 110)} ${num(endY + 60)} ${num(start + 60)} ${num(H - 90)} ${num(start + 140)} ${H} Z" fill="${mix(colour, light.haze, 0.45)}" opacity="0.8"/>`,
      );
    }
    nearest = ys;
  }

  if (subject) {
    const groundY = Math.min(H - 24, heightAt(nearest, W / 2 + 60) + 110);
    layers.push(standing(subject, brand, groundY));
  }
  layers.push(`<rect width="${W}" height="${H}" fill="url(#vignette)"/>`);

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs>${defs.join('')}</defs>
  ${layers.filter(Boolean).join('\n  ')}
</svg>
`;
}
