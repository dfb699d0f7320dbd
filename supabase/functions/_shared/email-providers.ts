import freeEmailDomains from 'free-email-domains';
import { disposableEmailBlocklistSet } from 'disposable-email-domains-js';

// Maintained lists from the npm registry (versions pinned in package.json and deno.json alike).
// Built once per process: the disposable package rebuilds its Set on every call otherwise.
const FREE_DOMAINS: ReadonlySet<string> = new Set(freeEmailDomains);
const DISPOSABLE_DOMAINS: ReadonlySet<string> = disposableEmailBlocklistSet();

/** Which kind of consumer mail provider a domain belongs to, if any. */
export type ProviderKind = 'disposable' | 'free';

/**
 * Classifies a mail domain, checking it and every parent down to the registrable domain
 * (lists contain both `yahoo.co.in` and hosts such as `0-mailer.dynv6.net`).
 * Disposable wins over free because the free list also contains many disposable domains.
 */
export function classifyMailProvider(domain: string, registrableDomain: string): ProviderKind | null {
  const candidates = parentDomains(domain, registrableDomain);
  if (candidates.some((d) => DISPOSABLE_DOMAINS.has(d))) return 'disposable';
  if (candidates.some((d) => FREE_DOMAINS.has(d))) return 'free';
  return null;
}

function parentDomains(domain: string, registrableDomain: string): string[] {
  const result = [domain];
  let current = domain;
  while (current !== registrableDomain && current.includes('.')) {
    current = current.slice(current.indexOf('.') + 1);
    result.push(current);
  }
  return result;
}
