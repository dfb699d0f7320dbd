import { useEffect, useMemo, useState, type ReactNode } from 'react';
import type { Session, SupabaseClient } from '@supabase/supabase-js';
import { toast } from 'shared-ui';
import { AuthContext, type AuthContextValue } from './auth-context';

const FALLBACK_MESSAGE = 'Something went wrong';

// Errors may arrive as plain objects (not Error instances) with a message; show that message too.
function messageOf(error: unknown): string {
  const message = typeof error === 'object' && error !== null ? (error as { message?: unknown }).message : undefined;
  return typeof message === 'string' && message ? message : FALLBACK_MESSAGE;
}

function failed(title: string, error: unknown): false {
  toast({ title, description: messageOf(error), variant: 'destructive' });
  return false;
}

/** Loads the session at start, follows every auth change, and reports failures with the spec's toasts. */
export function AuthProvider({ client, children }: { client: SupabaseClient | null; children: ReactNode }) {
  const [session, setSession] = useState<Session | null>(null);
  const [loading, setLoading] = useState(client !== null);

  useEffect(() => {
    if (!client) return;
    let active = true;
    client.auth
      .getSession()
      .then(({ data }) => active && setSession(data.session))
      .catch((error: unknown) => console.error('[shell] could not read the session', error))
      .finally(() => active && setLoading(false));
    const { data } = client.auth.onAuthStateChange((_event, next) => setSession(next));
    return () => {
      active = false;
      data.subscription.unsubscribe();
    };
  }, [client]);

  const value = useMemo<AuthContextValue>(() => {
    async function run(title: string, call: () => Promise<{ error: unknown }>): Promise<boolean> {
      if (!client) return failed(title, new Error('Sign-in is not available right now.'));
      try {
        const { error } = await call();
        return error ? failed(title, error) : true;
      } catch (error) {
        return failed(title, error);
      }
    }
    return {
      session,
      user: session?.user ?? null,
      loading,
      signUp: (email, password, options) =>
        run('Sign up Failed', () => client!.auth.signUp({ email, password, options })),
      signIn: (email, password) => run('Sign in Failed', () => client!.auth.signInWithPassword({ email, password })),
      signOut: () => run('Sign out Failed', () => client!.auth.signOut()),
    };
  }, [client, session, loading]);

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
