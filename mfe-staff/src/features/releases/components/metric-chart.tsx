import styled from '@emotion/styled';
import { useEffect, useId, useRef, useState } from 'react';
import { color, useTheme } from 'shared-ui';
import { PALETTE_VARIABLES, readPalette, type DrawnChart } from '../lib/chart-spec';
import type { Metric } from '../lib/metrics';
import type { BundleHealth } from '../lib/release-health';
import { switchLabel } from '../lib/switch-labels';

const Figure = styled.figure`
  margin: 0;
  min-width: 0;
  figcaption {
    margin-bottom: 6px;
    font-weight: 600;
  }
  /* The few rules uPlot's layers need (its own stylesheet is not loaded). */
  .u-wrap {
    position: relative;
    user-select: none;
  }
  .u-over,
  .u-under,
  .u-axis {
    position: absolute;
  }
  canvas {
    display: block;
    position: relative;
    width: 100%;
    height: 100%;
  }
`;

const Plot = styled.div`
  min-height: 200px;
  color: ${color.textMuted};
`;

const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 16px;
  margin: 6px 0 0;
  padding: 0;
  list-style: none;
  font-size: 0.875rem;
  li {
    display: flex;
    align-items: center;
    gap: 6px;
  }
`;

const Swatch = styled.span`
  width: 18px;
  height: 0;
  border-top: 3px solid;
`;

/** Loads the chart library: a chunk of its own, asked for by this page alone. */
const chartLibrary = () => import(/* webpackChunkName: "release-charts" */ '../lib/draw-chart');

const seconds = (iso: string) => Date.parse(iso) / 1000;
const HEIGHT = 200;
/** Narrower than this, a chart overflows its column rather than lose its axes. */
const MIN_WIDTH = 280;
const widthOf = (element: HTMLElement) => Math.max(element.clientWidth, MIN_WIDTH);

/**
 * One metric of a bundle's releases over the window, a line per version, the switches as dashed
 * markers; its numbers are in the bundle's table. Drawn again in the theme's colours when it
 * changes, and at the new width when its column is resized.
 */
export function MetricChart({
  health,
  metric,
  range,
}: {
  health: BundleHealth;
  metric: Metric;
  range: [string, string];
}) {
  const plot = useRef<HTMLDivElement>(null);
  const { theme } = useTheme();
  const [failed, setFailed] = useState(false);
  const captionId = useId();

  useEffect(() => {
    const element = plot.current;
    if (!element) return;
    let current = true;
    let chart: DrawnChart | null = null;
    let drawnWidth = 0;
    const resized = new ResizeObserver(() => {
      const width = widthOf(element);
      if (!chart || width === drawnWidth) return;
      drawnWidth = width;
      chart.setWidth(width);
    });
    chartLibrary().then(
      ({ drawChart }) => {
        if (!current) return;
        element.replaceChildren();
        chart = drawChart(element, {
          range: [seconds(range[0]), seconds(range[1])],
          times: health.times.map(seconds),
          series: health.versions.map((version) => ({
            label: version,
            values: health.times.map((at) => {
              const point = health.points.find((p) => p.at === at && p.version === version);
              return point ? metric.value(point) : null;
            }),
          })),
          markers: health.switches.map((change) => ({ at: seconds(change.at), label: switchLabel(change) })),
          palette: readPalette(),
          axis: metric.axis,
          width: (drawnWidth = widthOf(element)),
          height: HEIGHT,
        });
        resized.observe(element);
      },
      (error: unknown) => {
        console.error('The chart library did not load:', error);
        if (current) setFailed(true);
      },
    );
    return () => {
      current = false;
      resized.disconnect();
      chart?.destroy();
    };
  }, [health, metric, range, theme]);

  return (
    <Figure aria-labelledby={captionId}>
      <figcaption id={captionId}>{metric.label}</figcaption>
      <Plot
        ref={plot}
        role="img"
        aria-label={`${metric.label} of ${health.bundle} per version${
          health.switches.length ? `, with ${health.switches.length} switch(es) marked` : ''
        }; the table below has the numbers.`}
      >
        {failed ? 'The chart could not be drawn; the table below has its numbers.' : null}
      </Plot>
      <Legend aria-label={`Versions in the ${metric.label} chart`}>
        {health.versions.map((version, i) => (
          <li key={version}>
            <Swatch
              aria-hidden="true"
              style={{ borderColor: `var(${PALETTE_VARIABLES.series[i % PALETTE_VARIABLES.series.length]})` }}
            />
            {version}
          </li>
        ))}
      </Legend>
    </Figure>
  );
}
