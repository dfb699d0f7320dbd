import { boundedPoint } from './bounded-point';
import type { SeriesPoint } from './release-health';

const point: SeriesPoint = {
  at: '2026-11-26T10:00:00.000Z',
  bundle: 'marketing',
  version: 'v2',
  pageLoads: 10,
  errored: 1,
  crashed: 0,
  lcp: 1800,
  inp: null,
  cls: 0.02,
  droppedLoads: 0,
  droppedUpdates: 0,
};

describe('boundedPoint', () => {
  it('leaves consistent counts as they are, saying nothing', () => {
    expect(boundedPoint(point)).toEqual(point);
  });

  it('shows counts above the page loads as the page loads and counts that are not counts as 0, saying so', () => {
    expect(boundedPoint({ ...point, pageLoads: 0, errored: 1 })).toEqual({
      ...point,
      pageLoads: 0,
      errored: 0,
      inconsistent: 'errored 1 of 0 page loads: shown as 0.',
    });
    expect(boundedPoint({ ...point, crashed: 12, droppedLoads: Number.NaN })).toMatchObject({
      crashed: 10,
      droppedLoads: 0,
      inconsistent: 'crashed 12 of 10 page loads: shown as 10; dropped page loads NaN is not a count: shown as 0.',
    });
  });
});
