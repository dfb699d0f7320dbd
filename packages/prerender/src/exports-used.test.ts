// Every name of the public index is used outside the package (config/unused-exports.js).
import { unusedExports } from '../../../config/unused-exports.js';

it('exports nothing that no code outside the package uses', () => {
  expect(unusedExports('packages/prerender')).toEqual([]);
});
