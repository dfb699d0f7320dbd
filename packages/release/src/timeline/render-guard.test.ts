// Two renderings of first screens may overlap (each runs after its switch, outside the locks): the
// one of an earlier switch never writes over the pages of a later one.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { RENDERED_KEY, overtaken, writeUnlessOvertaken } from './render-guard';
import { memoryTarget } from '../targets/memory-target';

let work = '';
beforeEach(() => {
  work = mkdtempSync(path.join(tmpdir(), 'render-guard-'));
});
afterEach(() => rmSync(work, { recursive: true, force: true }));

const AT = (minute: number) => `2026-11-28T10:${String(minute).padStart(2, '0')}:00.000Z`;

describe('writeUnlessOvertaken', () => {
  it('writes the pages of each later switch, and none of an earlier one that renders after it', async () => {
    const target = memoryTarget({ scratch: work });

    const written: number[] = [];

    const render = (id: number) => writeUnlessOvertaken(target, { id, at: AT(id) }, async () => void written.push(id));
    expect(await render(2)).toBe(true);
    expect(await render(1)).toBe(false);
    expect(await render(2)).toBe(true);
    expect(await render(3)).toBe(true);
    expect(written).toEqual([2, 2, 3]);
    expect(JSON.parse(String(await target.readText(RENDERED_KEY)))).toEqual({ id: 3, at: AT(3) });
  });

  it('writes after a timeline that started again (a lower id, a later time), and after a damaged record', async () => {
    const target = memoryTarget({ scratch: work });
    await target.switchEntry(RENDERED_KEY, JSON.stringify({ id: 9, at: AT(5) }));
    expect(await writeUnlessOvertaken(target, { id: 1, at: AT(6) }, async () => {})).toBe(true);
    await target.switchEntry(RENDERED_KEY, '{');
    expect(await writeUnlessOvertaken(target, { id: 1, at: AT(7) }, async () => {})).toBe(true);
  });

  it('tells a later rendering from an earlier one', () => {
    expect(overtaken(null, { id: 1, at: AT(1) })).toBe(false);
    expect(overtaken({ id: 2, at: AT(2) }, { id: 1, at: AT(1) })).toBe(true);
    expect(overtaken({ id: 1, at: AT(1) }, { id: 1, at: AT(1) })).toBe(false);
  });
});
