// The leads page filters exactly as the CSV export does: one definition, beside the Edge Function
// that runs it (supabase/functions/_shared), handed on to the staff workspace here.
export { leadSearchFilter, MAX_SEARCH_LENGTH } from '../../../supabase/functions/_shared/leads-query';
export type { LeadFilters } from '../../../supabase/functions/_shared/leads-query';
