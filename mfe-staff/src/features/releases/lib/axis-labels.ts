/** How a chart's value axis marks its ticks. */
export interface AxisStyle {
  /** Ticks at whole numbers only (page loads, milliseconds): never 0.2 of a page load. */
  wholeSteps: boolean;
  /** Written after each value, e.g. " ms". */
  suffix: string;
  /** Decimals every label has at least (a rate: "0.0 %"). */
  minDecimals: number;
}

/** The tick steps an axis of whole numbers may take, smallest first. */
export const WHOLE_STEPS: readonly number[] = [
  1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000, 2000, 2500, 5000, 1e4, 2e4, 2.5e4, 5e4, 1e5,
];

const MAX_DECIMALS = 6;

/** The fewest decimals that write every multiple of `step` exactly: 0.25 needs 2, 0.5 one, 5 none. */
export function decimalsFor(step: number): number {
  if (!Number.isFinite(step) || step <= 0) return 0;
  for (let decimals = 0; decimals < MAX_DECIMALS; decimals += 1) {
    const scaled = step * 10 ** decimals;
    if (Math.abs(scaled - Math.round(scaled)) < 1e-9 * Math.max(1, scaled)) return decimals;
  }
  return MAX_DECIMALS;
}

/**
 * The labels of an axis's ticks, `step` apart: each value as precisely as the step needs, so that
 * no two ticks read alike and none reads as another value (0.25 % is not "0.3 %").
 */
export function axisLabels(ticks: readonly number[], step: number, style: AxisStyle): string[] {
  const decimals = Math.max(style.minDecimals, decimalsFor(step));
  return ticks.map((value) => `${value.toFixed(decimals)}${style.suffix}`);
}
