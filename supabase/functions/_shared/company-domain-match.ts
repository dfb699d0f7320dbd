import { isGenericOnly, normaliseCompany } from './company-name.ts';
import { GENERIC_WORDS } from './company-words.ts';

/** Shortest string that may match by containment; "ab" inside a name proves nothing. */
const MIN_CONTAINED_LENGTH = 3;
/** Shortest company word a longer domain may start with ("wipro" in "wiprodigital"). */
const MIN_PREFIX_WORD_LENGTH = 4;

/** Why a domain label matches a company, or null when it does not. */
export type MatchReason = string | null;

/**
 * Compares the registrable domain label (`acme` of `mail.acme.co.in`) with a company name.
 * Rules, strongest first: equality, initials, a significant word, containment either way.
 * Expects the company to have at least one identifying word (see normaliseCompany).
 */
export function matchCompanyToDomainLabel(label: string, company: string): MatchReason {
  const name = normaliseCompany(company);
  const compactLabel = label.replace(/-/g, '');
  const labelParts = label.split('-').filter(Boolean);

  if (name.compactForms.includes(compactLabel)) return 'Email domain matches the company name.';

  const acronym = name.acronyms.find((a) => a === compactLabel || labelParts.includes(a));
  if (acronym) return `Email domain matches the company's initials (${acronym.toUpperCase()}).`;

  const word = name.significantWords.find(
    (w) =>
      w === compactLabel ||
      labelParts.includes(w) ||
      (w.length >= MIN_PREFIX_WORD_LENGTH && compactLabel.startsWith(w)),
  );
  if (word) return `Email domain matches "${word}" from the company name.`;

  // Company inside the domain ("acme" in "acmeindia", "groupacme"): anchored at either end so a
  // short name cannot match from the middle of an unrelated domain.
  const companyInLabel = name.compactForms.find(
    (c) => c.length >= MIN_CONTAINED_LENGTH && (compactLabel.startsWith(c) || compactLabel.endsWith(c)),
  );
  if (companyInLabel && !isGenericOnly(name.words)) return 'Email domain contains the company name.';

  // Domain inside the company ("hcltech" in "HCL Technologies"): must start where a word starts,
  // and a generic domain ("global.com") never counts.
  if (compactLabel.length >= MIN_CONTAINED_LENGTH && !GENERIC_WORDS.has(compactLabel)) {
    const starts = wordStartOffsets(name.words);
    const joined = name.words.join('');
    const at = joined.indexOf(compactLabel);
    for (let i = at; i !== -1; i = joined.indexOf(compactLabel, i + 1)) {
      if (starts.has(i)) return 'Company name contains the email domain.';
    }
  }
  return null;
}

function wordStartOffsets(words: readonly string[]): Set<number> {
  const starts = new Set<number>();
  let offset = 0;
  for (const w of words) {
    starts.add(offset);
    offset += w.length;
  }
  return starts;
}
