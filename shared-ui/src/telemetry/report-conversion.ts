import type { Database } from '../supabase/database';

/** A conversion the site's telemetry counts: the database's enum, the beacon's closed list (telemetry-contract). */
export type ConversionKind = Database['public']['Enums']['telemetry_conversion'];

/** A conversion as reported, with the path of the page it happened on. */
export interface ReportedConversion {
  kind: ConversionKind;
  path: string;
}

/** Held until the shell's telemetry takes them (or forever, when it never starts: nothing is sent). */
const MAX_HELD = 10;

let held: ReportedConversion[] = [];
let listener: ((conversion: ReportedConversion) => void) | null = null;

/**
 * Reports that a visitor completed something the site is for (a Contact Us message sent, a resource
 * accessed). Module state: shared-ui is a federation singleton, so every remote hands its
 * conversions to the shell's telemetry here, which sends them with the page's next beacon; nothing
 * is sent from here, and nothing the visitor typed is kept.
 */
export function reportConversion(kind: ConversionKind): void {
  const conversion = { kind, path: typeof location === 'undefined' ? '/' : location.pathname };
  if (listener) listener(conversion);
  else if (held.length < MAX_HELD) held.push(conversion);
}

/**
 * The shell's telemetry takes every conversion: those reported so far at once, later ones as they
 * come. Returns the function that stops taking them.
 */
export function takeConversions(next: (conversion: ReportedConversion) => void): () => void {
  listener = next;
  const earlier = held;
  held = [];
  for (const conversion of earlier) next(conversion);
  return () => {
    if (listener === next) listener = null;
  };
}
