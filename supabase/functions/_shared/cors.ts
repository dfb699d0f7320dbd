/**
 * CORS headers for browser calls through supabase-js (`functions.invoke`). Hosted Supabase does not
 * add them for us: the function must answer the preflight and decorate every reply itself.
 */
export const corsHeaders: Readonly<Record<string, string>> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
  'Access-Control-Max-Age': '86400',
};
