// What kind of change a switch of the site's timeline is, as the release journal records it and the
// release health page shows it: the database's enum release_switch_kind
// (supabase/migrations/20261128140000_release_journal_enums.sql), read from the generated types.
import type { Database } from 'database-types';
import { SWITCH_REASON, byRollback } from '../state/live-history';

/** A kind of switch in the release journal. */
export type SwitchKind = Database['public']['Enums']['release_switch_kind'];

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
