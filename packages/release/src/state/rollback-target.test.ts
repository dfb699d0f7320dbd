import { UsageError } from '../errors';
import { SWITCH_REASON, siteRollbackReason } from './live-history';
import { rollbackTarget } from './rollback-target';

/** A bundle's history.json, as the commands write it. */
interface History {
  bundle: string;
  live: string | null;
  releases: { version: string; publishedAt: string; commit: string; source: string; by: string; fingerprint: string }[];
  switches: { version: string; at: string; reason: string }[];
}

const record = (version: string) => ({
  version,
  publishedAt: '',
  commit: '',
  source: '',
  by: '',
  fingerprint: version,
});

/**
 * A bundle's history as the commands leave it, step by step: `release v`, `preview v` (published,
 * not switched), `promote v`, `start v`, `rollback` (to where rollbackTarget says), `to v`
 * (rollback --to) and `site v` (a site rollback that gives the bundle v).
 * @param steps one step a line
 */
function play(steps: string): { history: History; live: string | null; rolledBackTo: string[] } {
  const history: History = { bundle: 'marketing', live: null, releases: [], switches: [] };
  const rolledBackTo: string[] = [];
  const switchTo = (version: string, reason: string) => {
    history.live = version;
    history.switches.push({ version, at: '', reason });
  };
  for (const [step = '', version = ''] of steps
    .trim()
    .split('\n')
    .map((line) => line.trim().split(' '))) {
    if (['release', 'preview', 'start'].includes(step)) history.releases.push(record(version));
    if (step === 'release') switchTo(version, SWITCH_REASON.release);
    if (step === 'start') switchTo(version, SWITCH_REASON.start);
    if (step === 'promote') switchTo(version, SWITCH_REASON.promote);
    if (step === 'to')
      switchTo(rollbackTarget({ bundle: 'marketing', history, live: history.live, to: version }), 'switch');
    if (step === 'site') switchTo(version, siteRollbackReason(7));
    if (step === 'rollback') {
      const back = rollbackTarget({ bundle: 'marketing', history, live: history.live });
      rolledBackTo.push(back);
      switchTo(back, SWITCH_REASON.rollback);
    }
  }
  return { history, live: history.live, rolledBackTo };
}

/** Where a rollback would go now. */
const next = ({ history, live }: { history: History; live: string | null }) =>
  rollbackTarget({ bundle: 'marketing', history, live });

describe('rollbackTarget: back to what was live before, by the switches', () => {
  it('never returns to a release that was rolled back: v0, v1, rollback, v2, rollback gives v0', () => {
    const played = play(`
      release v0
      release v1
      rollback
      release v2
      rollback`);
    expect(played.rolledBackTo).toEqual(['v0', 'v0']);
    expect(() => next(played)).toThrow(UsageError);
  });

  it('walks back through the live history on repeated rollbacks: v0, v1, v2 then v1, then v0', () => {
    const played = play(`
      release v0
      release v1
      release v2
      rollback
      rollback`);
    expect(played.rolledBackTo).toEqual(['v1', 'v0']);
    expect(() => next(played)).toThrow(
      new UsageError(
        'marketing v0 is the oldest release of its live history: the others that were live (v1, v2) have been rolled back from, so there is nothing to go back to. To switch to one anyway: npm run rollback -- marketing --to <version>.',
      ),
    );
  });

  it('passes over previews, which were never live, wherever they were published', () => {
    const played = play(`
      release v0
      preview p1
      release v2
      preview p3
      rollback`);
    expect(played.rolledBackTo).toEqual(['v0']);
  });

  it('counts a promotion as going live, and rolls it back like a release', () => {
    const played = play(`
      release v0
      preview v1
      promote v1
      preview v2
      release v3
      rollback
      rollback`);
    expect(played.rolledBackTo).toEqual(['v1', 'v0']);
  });

  it('keeps the rule with previews and promotions between the steps of the rolled-back sequence', () => {
    const played = play(`
      start v0
      preview p1
      release v1
      rollback
      preview p2
      promote p2
      preview p3
      rollback`);
    expect(played.rolledBackTo).toEqual(['v0', 'v0']);
  });

  it('after --to back down the live history, never rises to what it skipped', () => {
    expect(() =>
      next(
        play(`
          release v0
          release v1
          release v2
          to v0`),
      ),
    ).toThrow(UsageError);
  });

  it('after --to forward (undoing a rollback), goes back to where it came from', () => {
    const played = play(`
      release v0
      release v1
      rollback
      to v1
      rollback`);
    expect(played.rolledBackTo).toEqual(['v0', 'v0']);
  });

  it('after --to an older release that was never live, goes back below the one it left', () => {
    const played = play(`
      release v0
      preview p
      release v1
      release v2
      to p
      rollback`);
    expect(played.rolledBackTo).toEqual(['v1']);
  });

  it('treats a site rollback as a rollback of each bundle it switched, back or forward', () => {
    const back = play(`
      release v0
      release v1
      release v2
      site v1`);
    expect(next(back)).toBe('v0');
    const forward = play(`
      release v0
      release v1
      rollback
      site v1`);
    expect(next(forward)).toBe('v0');
  });

  it('reads a history written before this rule, the same records, rolled back by publish order', () => {
    // What the old rule left: its second rollback went to v1, the release rolled back before.
    const history: History = {
      bundle: 'marketing',
      live: 'v1',
      releases: ['v0', 'v1', 'v2'].map(record),
      switches: [
        { version: 'v0', at: '', reason: 'start' },
        { version: 'v1', at: '', reason: 'release' },
        { version: 'v0', at: '', reason: 'rollback' },
        { version: 'v2', at: '', reason: 'release' },
        { version: 'v1', at: '', reason: 'rollback' },
      ],
    };
    expect(rollbackTarget({ bundle: 'marketing', history, live: 'v1' })).toBe('v0');
  });

  it('takes the live release as live when the records stop short of it (a switch cut short)', () => {
    const played = play(`
      release v0
      release v1
      release v2`);
    expect(rollbackTarget({ bundle: 'marketing', history: played.history, live: 'v1' })).toBe('v0');
    played.history.releases.push(record('v3'));
    expect(rollbackTarget({ bundle: 'marketing', history: played.history, live: 'v3' })).toBe('v2');
  });

  it('goes to the release asked for, a rolled-back one or a later one included', () => {
    const played = play(`
      release v0
      release v1
      rollback
      preview v2`);
    expect(rollbackTarget({ bundle: 'marketing', history: played.history, live: 'v0', to: 'v1' })).toBe('v1');
    expect(rollbackTarget({ bundle: 'marketing', history: played.history, live: 'v0', to: 'v2' })).toBe('v2');
  });

  it.each([
    ['nothing is live', 'release v0', null, undefined, 'marketing has no live release yet.'],
    [
      'only one release has been live',
      'release v0\npreview v1',
      'v0',
      undefined,
      'marketing v0 is the only release that has been live: there is nothing earlier to go back to.',
    ],
    ['the release asked for is live', 'release v0\nrelease v1', 'v1', 'v1', 'marketing v1 is already live.'],
    [
      'the release asked for does not exist',
      'release v0\nrelease v1',
      'v1',
      'v9',
      'marketing has no release v9 (see npm run releases -- marketing).',
    ],
  ])('refuses, saying why, when %s', (_case, steps, live, to, message) => {
    const { history } = play(steps);
    expect(() => rollbackTarget({ bundle: 'marketing', history, live, to })).toThrow(new UsageError(message));
  });
});
