import type { SeriesPoint } from './release-health';

/** A number each chart shows per bucket and version, and how the table writes it. */
export interface Metric {
  id: 'loads' | 'errored' | 'crashed' | 'lcp' | 'inp' | 'cls';
  /** The chart's title, the table's column. */
  label: string;
  unit: string;
  value: (point: SeriesPoint) => number | null;
  format: (value: number) => string;
}

const rate = (count: number, loads: number) => (loads > 0 ? (count / loads) * 100 : null);
const percent = (value: number) => `${value.toFixed(1)} %`;
const ms = (value: number) => `${Math.round(value)} ms`;

/** The charts, in the order the page shows them. */
export const METRICS: readonly Metric[] = [
  // Counts: the axis marks whole page loads only.
  {
    id: 'loads',
    label: 'Page loads',
    unit: 'page loads',
    value: (p) => p.pageLoads,
    format: (v) => (Number.isInteger(v) ? String(v) : ''),
  },
  { id: 'errored', label: 'Errored rate', unit: '%', value: (p) => rate(p.errored, p.pageLoads), format: percent },
  { id: 'crashed', label: 'Crashed rate', unit: '%', value: (p) => rate(p.crashed, p.pageLoads), format: percent },
  { id: 'lcp', label: 'p75 LCP', unit: 'ms', value: (p) => p.lcp, format: ms },
  { id: 'inp', label: 'p75 INP', unit: 'ms', value: (p) => p.inp, format: ms },
  { id: 'cls', label: 'p75 CLS', unit: '', value: (p) => p.cls, format: (v) => v.toFixed(3) },
];

/** A metric's value as the table writes it ("–" without one). */
export function formatted(metric: Metric, point: SeriesPoint): string {
  const value = metric.value(point);
  return value === null ? '–' : metric.format(value);
}
