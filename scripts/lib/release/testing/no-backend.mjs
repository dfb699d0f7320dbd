// The environment of a release command run in a test: its release journal goes to a backend that
// is not there (a closed port), never to a backend that happens to run on this machine.

/** SUPABASE_URL and SUPABASE_SECRET_KEY naming a port nothing answers on. */
export const NO_BACKEND_ENV = { SUPABASE_URL: 'http://127.0.0.1:2', SUPABASE_SECRET_KEY: 'sb_secret_nobackend' };
