// Edge Function entry: deliberately thin. The HTTP contract, the paging and the CSV format live in
// ../_shared so Node tests exercise exactly the code that is deployed.
import { handleExportLeads } from '../_shared/export-leads-handler.ts';
import { readProjectApiKeys } from '../_shared/project-api-keys.ts';

const env = {
  supabaseUrl: Deno.env.get('SUPABASE_URL') ?? '',
  keys: readProjectApiKeys((name) => Deno.env.get(name)),
  jwks: Deno.env.get('SUPABASE_JWKS'),
};

Deno.serve((request) => handleExportLeads(request, env));
