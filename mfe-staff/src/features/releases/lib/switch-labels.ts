import type { ReleaseSwitch, SwitchKind } from './release-health';

const LABELS: Record<SwitchKind, string> = {
  release: 'Release',
  rollback: 'Rollback',
  promote: 'Promotion',
  start: 'Published by npm start',
  'canary-start': 'Canary started',
  'canary-step': 'Canary step',
  'canary-promote': 'Canary promoted',
  'canary-abort': 'Canary aborted',
  'canary-stop': 'Canary stopped',
};

/** How the page names a switch: its kind, version and, for a canary, its share. */
export function switchLabel(change: ReleaseSwitch): string {
  const share = change.share !== null && change.kind.startsWith('canary-') ? ` at ${change.share} %` : '';
  return `${LABELS[change.kind]} ${change.version}${share}`;
}
