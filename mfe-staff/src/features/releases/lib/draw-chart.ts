// The one module that loads the chart library (uPlot): the page imports it on demand, so it is a
// chunk of the staff bundle of its own that only this page asks for.
import uPlot from 'uplot';
import { WHOLE_STEPS, axisLabels } from './axis-labels';
import { SERIES_DASHES, type ChartSpec, type DrawnChart } from './chart-spec';

const FONT = '12px system-ui, sans-serif';

/** Puts the switches on the plot as elements over it (readable text, not pixels). */
function placeMarkers(plot: uPlot, spec: ChartSpec): void {
  for (const old of plot.over.querySelectorAll('[data-switch-marker]')) old.remove();
  for (const marker of spec.markers) {
    if (marker.at < spec.range[0] || marker.at > spec.range[1]) continue;
    const line = document.createElement('div');
    line.dataset.switchMarker = marker.label;
    line.title = marker.label;
    Object.assign(line.style, {
      position: 'absolute',
      top: '0',
      bottom: '0',
      left: `${plot.valToPos(marker.at, 'x')}px`,
      borderLeft: `2px dashed ${spec.palette.marker}`,
    });
    plot.over.append(line);
  }
}

/** Draws `spec` into `element` with uPlot. */
export function drawChart(element: HTMLElement, spec: ChartSpec): DrawnChart {
  const { palette } = spec;
  const axis = {
    stroke: palette.text,
    font: FONT,
    grid: { stroke: palette.grid, width: 1 },
    ticks: { stroke: palette.grid },
  };
  const options: uPlot.Options = {
    width: spec.width,
    height: spec.height,
    legend: { show: false },
    cursor: { show: false },
    select: { show: false, left: 0, top: 0, width: 0, height: 0 },
    // The table beside the chart writes times in UTC: so does the axis.
    tzDate: (seconds) => uPlot.tzDate(new Date(seconds * 1000), 'Etc/UTC'),
    scales: {
      x: { time: true, range: () => spec.range },
      y: { range: (_u, min, max) => [Math.min(0, min), max > 0 ? max * 1.1 : 1] },
    },
    axes: [
      axis,
      {
        ...axis,
        size: 64,
        ...(spec.axis.wholeSteps ? { incrs: [...WHOLE_STEPS] } : {}),
        values: (_u, splits, _axis, _space, step) => axisLabels(splits, step, spec.axis),
      },
    ],
    series: [
      {},
      ...spec.series.map((line, i) => ({
        label: line.label,
        stroke: palette.series[i % palette.series.length],
        width: 2,
        dash: SERIES_DASHES[i % SERIES_DASHES.length],
        points: { show: true, size: 6, fill: palette.surface },
      })),
    ],
    hooks: { draw: [(plot) => placeMarkers(plot, spec)] },
  };
  const plot = new uPlot(options, [spec.times, ...spec.series.map((line) => line.values)], element);
  return {
    setWidth: (width) => plot.setSize({ width, height: spec.height }),
    destroy: () => plot.destroy(),
  };
}
