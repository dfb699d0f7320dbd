/** A two-stop colour gradient, kept as data so content modules can give each card its own. */
export interface Gradient {
  from: string;
  to: string;
}

export function gradientCss({ from, to }: Gradient, angle = 135): string {
  return `linear-gradient(${angle}deg, ${from}, ${to})`;
}
