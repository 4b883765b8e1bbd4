import { fold } from './text.ts';

/*
 * How search reads text: folded words (text.ts `fold`), and the query's tokens. One rule
 * for the search itself (search.ts) and its spelling tolerance (spelling.ts).
 */

/** The folded words of a text: `Veste de pluie` → `veste`, `de`, `pluie`. */
export function words(text: string): string[] {
  return fold(text)
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** A plural `s` is dropped from words of four letters or more (`jackets` finds `jacket`). */
export function singular(word: string): string {
  return word.length > 3 && word.endsWith('s') ? word.slice(0, -1) : word;
}

/** Query tokens: folded words, singular. */
export function tokenize(query: string): string[] {
  return words(query).map(singular);
}
