import { getSupabase } from 'shared-ui';

/**
 * Starts loading supabase-js and creating the site's client, which the access flow needs (the
 * email check and the lead), at the first sign that a visitor is about to ask for a resource, so it
 * is here by the time they submit. The resource list never needs it. A failure says nothing here:
 * the submission asks for the client again and reports what goes wrong.
 */
export function prepareBackendClient(): void {
  getSupabase().catch(() => {});
}
