import { inspect } from 'node:util';

/**
 * Runs this test file's dates in `zone` (an IANA name), restored after the file. Jest hands each
 * file a copy of `process.env`, so setting TZ there changes nothing; Node resets its time-zone
 * cache only when the real process's TZ is set, and that process is reached through a function
 * made in Node's own realm (util's Function constructor).
 */
export function runInTimeZone(zone: string): void {
  const realProcess = new (inspect.constructor as FunctionConstructor)('return process')() as NodeJS.Process;
  const before = realProcess.env.TZ;
  beforeAll(() => {
    realProcess.env.TZ = zone;
    // A zone name Node does not know falls back to UTC silently: fail loudly instead.
    const offsets = (timeZone?: string) =>
      [Date.UTC(2026, 0, 1), Date.UTC(2026, 6, 1)]
        .map((at) => new Date(at).toLocaleString('en-US', { timeZone, timeZoneName: 'longOffset' }))
        .join();
    if (offsets() !== offsets(zone)) throw new Error(`The time zone ${zone} was not applied.`);
  });
  afterAll(() => {
    if (before === undefined) delete realProcess.env.TZ;
    else realProcess.env.TZ = before;
  });
}
