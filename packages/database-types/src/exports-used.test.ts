// Every name of the public index is used outside the package (config/unused-exports.js). The index
// is the generator's file (`npm run db:types`), written as `supabase gen types` writes it: of its
// helpers, those for JSON columns, updates and composite types have no caller, and no other name may
// join them.
import { unusedExports } from '../../../config/unused-exports.js';

it('exports nothing that no code outside the package uses, but the helpers the generator always writes', () => {
  expect(unusedExports('packages/database-types')).toEqual(['CompositeTypes', 'Json', 'TablesUpdate']);
});
