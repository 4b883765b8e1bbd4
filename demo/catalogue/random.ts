import { seedOf } from '../images/random.ts';
/**
 * A small seeded pseudo-random generator (mulberry32): the demo catalogue is the same on
 * every machine and every run, so ids in stories, tests and the seeded database agree.
 */
export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max] (both included). */
  int(min: number, max: number): number;
  /** True with the given probability. */
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** `count` distinct items in random order (all of them when count ≥ length). */
  sample<T>(items: readonly T[], count: number): T[];
  /** An item picked with the given relative weights. */
  weighted<T>(items: readonly (readonly [T, number])[]): T;
}

export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    chance: (probability) => next() < probability,
    pick: (items) => {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[int(0, items.length - 1)] as (typeof items)[number];
    },
    sample: (items, count) => {
      const pool = [...items];
      for (let i = pool.length - 1; i > 0; i--) {
        const j = int(0, i);
        [pool[i], pool[j]] = [pool[j] as (typeof pool)[number], pool[i] as (typeof pool)[number]];
      }
      return pool.slice(0, Math.max(0, count));
    },
    weighted: (items) => {
      const total = items.reduce((sum, [, weight]) => sum + weight, 0);
      let roll = next() * total;
      for (const [item, weight] of items) {
        roll -= weight;
        if (roll < 0) return item;
      }
      const last = items[items.length - 1];
      if (!last) throw new Error('weighted pick from an empty list');
      return last[0];
    },
  };
}

/** A stable 32-bit hash of a string (FNV-1a), to derive a sub-seed per product. */
export const hashSeed: (text: string) => number = seedOf;

/**
 * Draw `count` numbers and forget them: where the words of a product or review now come
 * from a source of their own, the catalogue's source still draws what it drew there before,
 * so every name, price, stock level, rating and vote after it stays as stories and tests
 * know them.
 */
export function skipDraws(random: Random, count: number): void {
  for (let i = 0; i < count; i++) random.next();
}
