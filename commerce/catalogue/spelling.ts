import { singular, words } from './searchText.ts';

/*
 * Spelling tolerance of the catalogue search (issue 46): a word of the query that matches no
 * word of the catalogue (in the site's language) is replaced by the closest one that does,
 * by Damerau–Levenshtein distance. "jakcet" searches "jacket", "Regenjake" "Regenjacke",
 * "randonee" "randonnée". A word that matches something is never corrected.
 *
 * A pure function over a vocabulary (the words search matches, search.ts `vocabularyOf`),
 * so the rule stays the same when search moves into the database (issue 48, pg_trgm): the
 * vocabulary becomes a table of words and the distance a similarity threshold.
 */

/**
 * Edits a correction may make to a word of `length` letters: none below four (too many
 * short words are one edit apart), one up to seven, two from eight.
 */
export function correctionEdits(length: number): number {
  if (length < 4) return 0;
  return length < 8 ? 1 : 2;
}

/**
 * Edits a "Did you mean …?" may make: one more than a correction (from three letters). It is
 * only offered, never applied: the shopper picks it.
 */
export function suggestionEdits(length: number): number {
  return length < 3 ? 0 : correctionEdits(length) + 1;
}

/**
 * Damerau–Levenshtein distance in its optimal-string-alignment form: insertions, deletions,
 * substitutions and swaps of two neighbouring letters (`jakcet` → `jacket` is one). Stops
 * counting past `max`: anything further answers `max + 1`.
 */
export function editDistance(a: string, b: string, max = Number.POSITIVE_INFINITY): number {
  if (a === b) return 0;
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before = new Array<number>(b.length + 1).fill(0);
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = new Array<number>(b.length + 1).fill(0);
    current[0] = i;
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, (before[j - 2] ?? 0) + 1);
      current[j] = value;
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    before = previous;
    previous = current;
  }
  const distance = previous[b.length] ?? 0;
  return distance > max ? max + 1 : distance;
}

/** A word search matches, as folded (`randonnee`) and as shown (`randonnée`). */
export interface VocabularyWord {
  word: string;
  display: string;
  /** How often the catalogue says it: the likelier of two equally close words. */
  weight: number;
}

/** The words of a catalogue in one language, most frequent first. */
export interface Vocabulary {
  words: readonly VocabularyWord[];
}

/** The vocabulary of texts (names, categories, colours…), each occurrence counted. */
export function buildVocabulary(texts: Iterable<string>, languageTag: string): Vocabulary {
  const byWord = new Map<string, VocabularyWord>();
  for (const text of texts) {
    for (const raw of text.match(/[\p{L}\p{N}]+/gu) ?? []) {
      const parts = words(raw);
      // A word that folds into several (a letter fold() leaves out) is shown folded.
      const display = parts.length === 1 ? raw.toLocaleLowerCase(languageTag) : undefined;
      for (const word of parts) {
        const known = byWord.get(word);
        if (known) known.weight++;
        else byWord.set(word, { word, display: display ?? word, weight: 1 });
      }
    }
  }
  return {
    words: [...byWord.values()].sort(
      (a, b) => b.weight - a.weight || (a.word < b.word ? -1 : a.word > b.word ? 1 : 0),
    ),
  };
}

/** Search matches a token that begins a word (search.ts `relevance`). */
function matchesSome(vocabulary: Vocabulary, token: string): boolean {
  return vocabulary.words.some((entry) => entry.word.startsWith(token));
}

interface Candidate {
  /** The token search uses instead. */
  token: string;
  /** The word shown instead of the typed one. */
  display: string;
  distance: number;
}

/**
 * The closest word to a typed one within `max` edits, compared as typed (`chausures`) and
 * singular (`chausure`): as typed first, so a plural stays a plural. The most frequent of
 * equally close words wins. As a `prefix` (the word being typed in the search box) it is
 * compared with the beginnings of words, and the beginning is the answer.
 */
function closest(
  vocabulary: Vocabulary,
  typed: string,
  max: number,
  prefix: boolean,
): Candidate | null {
  const token = singular(typed);
  let best: (Candidate & { asTyped: boolean }) | null = null;
  /** `asTyped`: preferred over an equally close candidate that is not. */
  const consider = (candidate: Candidate, asTyped: boolean) => {
    if (candidate.distance > max) return;
    if (
      !best ||
      candidate.distance < best.distance ||
      (candidate.distance === best.distance && asTyped && !best.asTyped)
    )
      best = { ...candidate, asTyped };
  };
  for (const entry of vocabulary.words) {
    if (prefix) {
      const shortest = Math.max(1, typed.length - max);
      const longest = Math.min(entry.word.length, typed.length + max);
      for (let length = shortest; length <= longest; length++) {
        const start = entry.word.slice(0, length);
        // Of equally close beginnings, the one as long as the typed word (`jakc`: `jack`).
        consider(
          { token: start, display: start, distance: editDistance(typed, start, max) },
          length === typed.length,
        );
      }
      continue;
    }
    const searched = singular(entry.word);
    consider(
      { token: searched, display: entry.display, distance: editDistance(typed, entry.word, max) },
      true,
    );
    if (token !== typed) {
      // Matched without its plural `s`: shown with it again (`jakcets` → `jackets`).
      consider(
        {
          token: searched,
          display: entry.display.endsWith('s') ? entry.display : `${entry.display}s`,
          distance: editDistance(token, entry.word, max),
        },
        false,
      );
    }
  }
  return best;
}

/** The text a correction searches, and its tokens. */
export interface Correction {
  /** The query with each corrected word replaced, every other word as typed. */
  text: string;
  /** Its search tokens (searchText.ts `tokenize`). */
  tokens: string[];
}

export interface CorrectionOptions {
  /** Edits allowed for a word of a length: `correctionEdits` or `suggestionEdits`. */
  edits: (length: number) => number;
  /**
   * The last word is still being typed (the search box's suggestions): it is corrected as
   * the beginning of a word (`jakc` → `jack`). @default false
   */
  prefixLast?: boolean;
}

/** The typed word's capital: a capitalised word stays capitalised (`Regenjacke`). */
function cased(typed: string, display: string): string {
  const first = typed.charAt(0);
  return first !== first.toLowerCase()
    ? display.charAt(0).toUpperCase() + display.slice(1)
    : display;
}

/**
 * The query with every word that matches nothing in the vocabulary replaced by the closest
 * word within `edits`; null when no word needed a correction or none could be corrected.
 * Words with digits (`800`) are never corrected.
 */
export function correctQuery(
  text: string,
  vocabulary: Vocabulary,
  options: CorrectionOptions,
): Correction | null {
  const segments = text.split(/([\p{L}\p{N}]+)/u);
  const lastWord = segments.length - 2;
  const tokens: string[] = [];
  let corrected = false;
  for (let index = 1; index < segments.length; index += 2) {
    const raw = segments[index] ?? '';
    const shown: string[] = [];
    let changed = false;
    for (const typed of words(raw)) {
      const token = singular(typed);
      const candidate =
        matchesSome(vocabulary, token) || /\d/.test(typed)
          ? null
          : closest(
              vocabulary,
              typed,
              options.edits(typed.length),
              Boolean(options.prefixLast) && index === lastWord,
            );
      if (!candidate) {
        tokens.push(token);
        shown.push(typed);
        continue;
      }
      changed = true;
      tokens.push(candidate.token);
      shown.push(candidate.display);
    }
    if (changed) {
      corrected = true;
      segments[index] = cased(raw, shown.join(' '));
    }
  }
  return corrected ? { text: segments.join('').trim(), tokens } : null;
}
