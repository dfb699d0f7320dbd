// The tail of the standard normal and of the chi-square with one degree of freedom, written here to
// keep the canary's decision free of dependencies.

/**
 * The complementary error function, erfc(x) = 1 - erf(x), with a relative error below 1.2e-7
 * (the Chebyshev fit of Numerical Recipes' erfcc).
 * @param {number} x
 */
export function erfc(x) {
  const z = Math.abs(x);
  const t = 1 / (1 + 0.5 * z);
  const poly =
    -z * z -
    1.26551223 +
    t *
      (1.00002368 +
        t *
          (0.37409196 +
            t *
              (0.09678418 +
                t *
                  (-0.18628806 +
                    t * (0.27886807 + t * (-1.13520398 + t * (1.48851587 + t * (-0.82215223 + t * 0.17087277))))))));
  const tail = t * Math.exp(poly);
  return x >= 0 ? tail : 2 - tail;
}

/** P(Z > z) for a standard normal Z. @param {number} z */
export const normalUpperTail = (z) => erfc(z / Math.SQRT2) / 2;

/** P(X >= x) for a chi-square X with one degree of freedom. @param {number} x */
export const chiSquare1UpperTail = (x) => (x <= 0 ? 1 : erfc(Math.sqrt(x / 2)));
