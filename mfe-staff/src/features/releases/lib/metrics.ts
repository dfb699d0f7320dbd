import type { AxisStyle } from './axis-labels';
import type { SeriesPoint } from './release-health';

/** A number each chart shows per bucket and version, and how the table writes it. */
export interface Metric {
  id: 'loads' | 'errored' | 'crashed' | 'lcp' | 'inp' | 'cls';
  /** The chart's title, the table's column. */
  label: string;
  value: (point: SeriesPoint) => number | null;
  /** The decimals the table writes a value with, followed by the axis's suffix. */
  decimals: number;
  /** How the chart's value axis marks its ticks. */
  axis: AxisStyle;
}

const rate = (count: number, loads: number) => (loads > 0 ? (count / loads) * 100 : null);

const COUNT_AXIS: AxisStyle = { wholeSteps: true, suffix: '', minDecimals: 0 };
const RATE_AXIS: AxisStyle = { wholeSteps: false, suffix: ' %', minDecimals: 1 };
const MS_AXIS: AxisStyle = { wholeSteps: true, suffix: ' ms', minDecimals: 0 };
const CLS_AXIS: AxisStyle = { wholeSteps: false, suffix: '', minDecimals: 0 };

/** The charts, in the order the page shows them. */
export const METRICS: readonly Metric[] = [
  { id: 'loads', label: 'Page loads', value: (p) => p.pageLoads, decimals: 0, axis: COUNT_AXIS },
  {
    id: 'errored',
    label: 'Errored rate',
    value: (p) => rate(p.errored, p.pageLoads),
    decimals: 1,
    axis: RATE_AXIS,
  },
  {
    id: 'crashed',
    label: 'Crashed rate',
    value: (p) => rate(p.crashed, p.pageLoads),
    decimals: 1,
    axis: RATE_AXIS,
  },
  { id: 'lcp', label: 'p75 LCP', value: (p) => p.lcp, decimals: 0, axis: MS_AXIS },
  { id: 'inp', label: 'p75 INP', value: (p) => p.inp, decimals: 0, axis: MS_AXIS },
  { id: 'cls', label: 'p75 CLS', value: (p) => p.cls, decimals: 3, axis: CLS_AXIS },
];

/** A metric's value as the table writes it ("–" without one). */
export function formatted(metric: Metric, point: SeriesPoint): string {
  const value = metric.value(point);
  return value === null ? '–' : `${value.toFixed(metric.decimals)}${metric.axis.suffix}`;
}
