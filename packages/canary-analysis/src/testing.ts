// What tests outside the package share with its own (`canary-analysis/testing`, packages/README.md):
// the looks at canaries that the decision's tests check as codes and the command line's as words.
// Never imported by code that runs: it has no build.
import { LOOKS_OF_COUNTS } from './test-support/looks-of-counts';
import { LOOKS_OF_THE_RULE } from './test-support/looks-of-the-rule';

/** Every look, by what it shows. */
export const LOOKS = { ...LOOKS_OF_THE_RULE, ...LOOKS_OF_COUNTS };
export { decideAt, type Look } from './test-support/look';
