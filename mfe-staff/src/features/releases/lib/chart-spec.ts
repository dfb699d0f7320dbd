import type { AxisStyle } from './axis-labels';

/** The theme's colours a chart draws with, read from its CSS variables (shared-ui theme tokens). */
export interface ChartPalette {
  text: string;
  grid: string;
  surface: string;
  marker: string;
  /** One per version, in order (then again from the first). */
  series: string[];
}

/** What a chart draws: one line per version over the window, and the switches as markers. */
export interface ChartSpec {
  /** The window, in seconds since 1970: the time axis runs over all of it. */
  range: [number, number];
  /** Bucket starts, in seconds. */
  times: number[];
  series: { label: string; values: (number | null)[] }[];
  markers: { at: number; label: string }[];
  palette: ChartPalette;
  /** How the value axis marks its ticks. */
  axis: AxisStyle;
  width: number;
  height: number;
}

/** A drawn chart. */
export interface DrawnChart {
  /** Draws the chart again at this width (its height stays). */
  setWidth(width: number): void;
  destroy(): void;
}

/** The CSS variables of the theme tokens each part is drawn in. */
export const PALETTE_VARIABLES = {
  text: '--color-text',
  grid: '--color-border',
  surface: '--color-surface',
  marker: '--color-text-muted',
  series: ['--color-primary', '--color-accent', '--color-destructive', '--color-text-muted'],
} as const;

/** Dashes per version, so that lines differ by more than colour. */
export const SERIES_DASHES: readonly number[][] = [[], [8, 4], [2, 3], [12, 3, 2, 3]];

/**
 * The palette of the theme shown: its class on the root element defines the variables (a canvas
 * cannot read CSS variables itself).
 */
export function readPalette(element: Element = document.documentElement): ChartPalette {
  const style = getComputedStyle(element);
  const read = (name: string) => style.getPropertyValue(name).trim();
  return {
    text: read(PALETTE_VARIABLES.text),
    grid: read(PALETTE_VARIABLES.grid),
    surface: read(PALETTE_VARIABLES.surface),
    marker: read(PALETTE_VARIABLES.marker),
    series: PALETTE_VARIABLES.series.map(read),
  };
}
