// What kind of change a switch of the site's timeline is, as the release journal records it
// (supabase/migrations/20261126120000_release_journal.sql) and the release health page shows it.
import { SWITCH_REASON, byRollback } from '../state/live-history';

/** A kind of switch in the release journal. */
export type SwitchKind =
  | 'release'
  | 'rollback'
  | 'promote'
  | 'start'
  | 'canary-start'
  | 'canary-step'
  | 'canary-promote'
  | 'canary-abort'
  | 'canary-stop';

/** A switch the site's timeline recorded, as the release journal is told it. */
export interface SwitchEntry {
  at: string;
  bundle: string;
  version: string;
  previous: string | null;
  reason: string;
  kind: SwitchKind | null;
  share?: number | null;
}

/** A switch as a command journals it after it (the after-switch step). */
export interface SwitchChange {
  switched: SwitchEntry;
}

/**
 * The kind of a switch of the live release, from the reason switching/pointer.ts records; null for
 * the snapshot that only starts a timeline (nothing switched).
 */
export function switchKind(reason: string): SwitchKind | null {
  if (reason === SWITCH_REASON.release) return 'release';
  if (reason === SWITCH_REASON.promote) return 'promote';
  if (reason === SWITCH_REASON.canary) return 'canary-promote';
  if (reason === SWITCH_REASON.start) return 'start';
  return byRollback(reason) ? 'rollback' : null;
}
