import { formatCount, formatDuration, formatEvidence, formatRate, formatShare } from './format';

describe('the numbers of the reasons', () => {
  it('groups counts by thousands', () => {
    expect([0, 7, 212, 1890, 12345, 180000, 1234567, -4500].map(formatCount)).toEqual([
      '0',
      '7',
      '212',
      '1,890',
      '12,345',
      '180,000',
      '1,234,567',
      '-4,500',
    ]);
  });

  it('gives rates more decimals as they get smaller', () => {
    expect([0, 4 / 212, 0.0053, 0.00015, 0.6, 1].map(formatRate)).toEqual([
      '0 %',
      '1.9 %',
      '0.53 %',
      '0.015 %',
      '60 %',
      '100 %',
    ]);
    expect(formatShare(4, 212)).toBe('4/212 (1.9 %)');
    expect(formatShare(0, 0)).toBe('0/0 (0 %)');
  });

  it('writes evidence with two digits below 10 and caps it at a million', () => {
    expect([0.0123, 0.21, 1, 6.34, 10.4, 4913.2, 2e9].map(formatEvidence)).toEqual([
      '0.012',
      '0.21',
      '1',
      '6.3',
      '10',
      '4,913',
      'over 1,000,000',
    ]);
  });

  it('writes durations in hours and minutes, rounding down, and under a minute in seconds', () => {
    expect([0, 0.5, 0.999, 10, 59.9, 60, 90, 2880, 2879.5].map(formatDuration)).toEqual([
      '0 s',
      '30 s',
      '59 s',
      '10 min',
      '59 min',
      '1 h',
      '1 h 30 min',
      '48 h',
      '47 h 59 min',
    ]);
  });
});
