// How long a step took, as the commands print it.

/** Seconds since `since` (Date.now() milliseconds), with `digits` decimals: `2.4 s`. */
export const seconds = (since: number, digits = 1): string => `${((Date.now() - since) / 1000).toFixed(digits)} s`;
