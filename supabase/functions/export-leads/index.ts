// Edge Function entry: deliberately thin. The HTTP contract, the paging and the CSV format live in
// ../_shared so Node tests exercise exactly the code that is deployed.
import { handleExportLeads } from '../_shared/export-leads-handler.ts';

const env = {
  supabaseUrl: Deno.env.get('SUPABASE_URL') ?? '',
  anonKey: Deno.env.get('SUPABASE_ANON_KEY') ?? '',
};

Deno.serve((request) => handleExportLeads(request, env));
