import { LockedError, RefusedError, TargetError, UsageError } from '../errors';
import { failureReport, type FailureReportOptions } from './failure-report';

const UNCHANGED = 'Nothing was switched: the live site is unchanged.';
/** A report without the process's switches or RELEASE_DEBUG. */
const report = (error: unknown, options: FailureReportOptions = {}) =>
  failureReport(error, { switched: [], debug: false, ...options });

describe('failureReport: one message, the state of the live site, a status per kind', () => {
  it.each([
    [
      'a refusal by the checks',
      new RefusedError('Rollback of marketing to v1 refused (add --force to switch anyway):', ['it lacks ./about']),
      1,
      ['✖ Rollback of marketing to v1 refused (add --force to switch anyway):\n  - it lacks ./about', UNCHANGED],
    ],
    ['a usage mistake', new UsageError('marketing has no release v9.'), 2, ['✖ marketing has no release v9.']],
    [
      'a lock held by another release',
      new LockedError('Another release of marketing is under way.'),
      3,
      ['✖ Another release of marketing is under way.', UNCHANGED],
    ],
    [
      'a target out of reach',
      new TargetError('s3://site: its server does not answer.'),
      4,
      ['✖ s3://site: its server does not answer.', UNCHANGED],
    ],
  ])('reports %s', (_case, error, status, lines) => {
    expect(report(error)).toEqual({ status, lines });
  });

  it('reports an unexpected fault on one line, without its stack, saying how to see it', () => {
    const fault = new TypeError("Cannot read properties of undefined (reading 'version')\nmore detail");
    const { status, lines } = report(fault);
    expect(status).toBe(5);
    expect(lines).toEqual([
      "✖ Cannot read properties of undefined (reading 'version') (an unexpected fault; RELEASE_DEBUG=1 prints where it happened)",
      UNCHANGED,
    ]);
    expect(lines.join('\n')).not.toMatch(/^\s+at /m);
    expect(report('thrown as a string').lines[0]).toMatch(/^✖ thrown as a string \(an unexpected fault/);
  });

  it('prints the stacks, the cause too, when RELEASE_DEBUG asks for them', () => {
    const cause = new Error('connect ECONNREFUSED 127.0.0.1:1');
    const { lines } = report(new TargetError('s3://site: its server does not answer.', { cause }), { debug: true });
    expect(lines.slice(2).join('\n')).toMatch(/^TargetError: s3:\/\/site.*\n\s+at /);
    expect(lines.at(-1)).toMatch(/^Error: connect ECONNREFUSED 127\.0\.0\.1:1\n\s+at /);
  });

  it('names what was switched before the failure, instead of claiming the site is unchanged', () => {
    const switched = [{ bundle: 'marketing', version: 'v1' }];
    const { lines } = report(new TargetError('s3://site: its server does not answer.'), { switched });
    expect(lines).toEqual([
      '✖ s3://site: its server does not answer.',
      'Switched before it stopped: marketing v1 (live now; see npm run releases).',
    ]);
  });
});
