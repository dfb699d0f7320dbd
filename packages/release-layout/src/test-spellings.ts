// Other spellings of one release file, each of which a static handler or a key lookup could read as
// that file (the request fuzzer makes them all from any path: tests/support/fuzz/fuzz-paths.mjs).

export const V = '20261124-170000-abc1234';

/** `/releases/<V>/mf-manifest.json`, spelled every way but the canonical one. */
export const ODD_SPELLINGS = [
  `/releases/${V}/./mf-manifest.json`,
  `/./releases/${V}/mf-manifest.json`,
  `/releases/${V}/x/../mf-manifest.json`,
  `/releases/x/../${V}/mf-manifest.json`,
  `/releases/${V}//mf-manifest.json`,
  `/releases//${V}/mf-manifest.json`,
  `//releases/${V}/mf-manifest.json`,
  `/releases/${V}/mf-manifest.json/`,
  `/releases/${V}/mf-manifest.json/.`,
  `/releases/${V}/%6Df-manifest.json`,
  `/releases/${V}/%6df-manifest.json`,
  `/%72eleases/${V}/mf-manifest.json`,
  `/releases/%32${V.slice(1)}/mf-manifest.json`,
  `/releases/${V}/mf-manifest%2Ejson`,
  `/releases/${V}/%2E/mf-manifest.json`,
  `/releases/${V}/x/%2E%2E/mf-manifest.json`,
  `/releases/${V}%2Fmf-manifest.json`,
  `/releases/${V}%5Cmf-manifest.json`,
];
