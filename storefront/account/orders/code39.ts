/*
 * Code 39 (ISO/IEC 16388), drawn by the return label as an inline SVG: each character is
 * nine elements, bar and space in turn starting with a bar, three of them wide; characters
 * are parted by a narrow space and the whole is framed by `*`. A scanner at the carrier's
 * counter reads it; nothing here needs a library.
 */

/** The nine elements of each character, bar first, most significant bit first: 1 = wide. */
const patterns: Record<string, number> = {
  '0': 0x034,
  '1': 0x121,
  '2': 0x061,
  '3': 0x160,
  '4': 0x031,
  '5': 0x130,
  '6': 0x070,
  '7': 0x025,
  '8': 0x124,
  '9': 0x064,
  A: 0x109,
  B: 0x049,
  C: 0x148,
  D: 0x019,
  E: 0x118,
  F: 0x058,
  G: 0x00d,
  H: 0x10c,
  I: 0x04c,
  J: 0x01c,
  K: 0x103,
  L: 0x043,
  M: 0x142,
  N: 0x013,
  O: 0x112,
  P: 0x052,
  Q: 0x007,
  R: 0x106,
  S: 0x046,
  T: 0x016,
  U: 0x181,
  V: 0x0c1,
  W: 0x1c0,
  X: 0x091,
  Y: 0x190,
  Z: 0x0d0,
  '-': 0x085,
  '.': 0x184,
  ' ': 0x0c4,
  $: 0x0a8,
  '/': 0x0a2,
  '+': 0x08a,
  '%': 0x02a,
  '*': 0x094,
};

/** A wide element is this many narrow ones. */
export const CODE39_WIDE = 3;

export interface Code39 {
  /** The bars, in narrow units from the start. */
  bars: { x: number; width: number }[];
  /** The whole code's width in narrow units. */
  width: number;
}

/** Whether Code 39 can write `text` (upper-case letters, digits, space and `-.$/+%`). */
export function isCode39Text(text: string): boolean {
  return [...text].every((char) => char !== '*' && char in patterns);
}

/** The bars of `text` (upper-cased) between the `*` start and stop; null if it cannot. */
export function code39(text: string): Code39 | null {
  const value = text.toUpperCase();
  if (!isCode39Text(value)) return null;
  const bars: Code39['bars'] = [];
  let x = 0;
  [...`*${value}*`].forEach((char, index) => {
    if (index > 0) x += 1; // the narrow space between characters
    const pattern = patterns[char] ?? 0;
    for (let element = 0; element < 9; element++) {
      const wide = (pattern >> (8 - element)) & 1;
      const width = wide ? CODE39_WIDE : 1;
      if (element % 2 === 0) bars.push({ x, width });
      x += width;
    }
  });
  return { bars, width: x };
}

/** The patterns, for the tests (every character has exactly three wide elements). */
export const code39Patterns: Readonly<Record<string, number>> = patterns;
