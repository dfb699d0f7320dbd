import { GENERIC_WORDS, LEGAL_SUFFIXES, STOP_WORDS } from './company-words.ts';

/** Longest company name accepted (matches the resource_leads CHECK constraint). */
export const MAX_COMPANY_LENGTH = 200;

/** A company name reduced to the forms the domain comparison uses. */
export interface NormalisedCompany {
  /** Words after normalisation, legal suffixes removed: "Tata Sons Pvt Ltd" -> ["tata","sons"]. */
  words: string[];
  /** Words that could identify the company on their own (no stop or generic words). */
  significantWords: string[];
  /** Name squeezed together, e.g. "marksandspencer" and "marksspencer". */
  compactForms: string[];
  /** Initials, with and without legal suffixes: "Hindustan Computers Limited" -> "hc", "hcl". */
  acronyms: string[];
}

// Letters NFD does not decompose into base letter + accent.
const SPECIAL_LETTERS: Record<string, string> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', ł: 'l', đ: 'd', ı: 'i', þ: 'th' };

/** Lower-case words of a name: accents stripped (NFD), `&` read as "and", punctuation dropped. */
export function companyWords(name: string): string[] {
  const ascii = name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[ßæœøłđıþ]/g, (c) => SPECIAL_LETTERS[c] ?? c);
  return (
    ascii
      .replace(/&/g, ' and ')
      // Dots and apostrophes join ("A.P." -> "ap", "McDonald's" -> "mcdonalds"); other marks split.
      .replace(/['’.]/g, '')
      .split(/[^a-z0-9]+/)
      .filter(Boolean)
  );
}

/** Normalises a company name for comparison with an email domain label. */
export function normaliseCompany(name: string): NormalisedCompany {
  const allWords = companyWords(name);
  const words = [...allWords];
  while (words.length > 0 && LEGAL_SUFFIXES.has(words[words.length - 1] ?? '')) words.pop();

  const identifying = words.filter((w) => !STOP_WORDS.has(w));
  if (identifying.length === 0) {
    return { words: [], significantWords: [], compactForms: [], acronyms: [] };
  }
  const significantWords = identifying.filter((w) => !GENERIC_WORDS.has(w) && w.length >= 2);
  const compactForms = unique([words.join(''), identifying.join('')]);
  // Initials need two identifying words, or "Acme Corp" would claim the domain "ac".
  const acronyms =
    identifying.length >= 2
      ? unique([initials(identifying), initials(allWords.filter((w) => !STOP_WORDS.has(w)))])
      : [];
  return { words: identifying, significantWords, compactForms, acronyms };
}

function initials(words: string[]): string {
  return words.map((w) => w[0]).join('');
}

function unique(values: string[]): string[] {
  return [...new Set(values.filter(Boolean))];
}

/** True when every word of the name is generic (e.g. "Global Services"), so it identifies no one. */
export function isGenericOnly(words: readonly string[]): boolean {
  return words.every((w) => GENERIC_WORDS.has(w) || STOP_WORDS.has(w));
}
