import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { Session, SupabaseClient } from '@supabase/supabase-js';
import { toast } from '../components/toast/toast-store';
import { afterPageLoad } from '../scheduling/after-page-load';
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

/** Without a way to look, a session may be stored: it is read once the page has loaded. */
const MAYBE_STORED = () => true;

/**
 * Reads the stored session once the page has loaded (supabase-js stays off the first screen),
 * follows every auth change, and reports failures with the spec's toasts. A browser with no stored
 * session (every visitor who never signed in) loads no client for it: the client comes when a
 * sign-in or sign-up asks for it, or when another tab stores a session.
 */
export function AuthProvider({
  loadClient,
  sessionStored = MAYBE_STORED,
  children,
}: {
  /** The site's Supabase client, created on first use; null when the backend is not configured. */
  loadClient: (() => Promise<SupabaseClient>) | null;
  /** Whether this browser keeps a session, told without loading the client (supabase-client.ts). */
  sessionStored?: () => boolean;
  children: ReactNode;
}) {
  const [session, setSession] = useState<Session | null>(null);
  const [loading, setLoading] = useState(loadClient !== null);
  /** Loads the client once and follows its auth state from then on (set while mounted). */
  const follow = useRef<(() => Promise<SupabaseClient>) | null>(null);

  useEffect(() => {
    if (!loadClient) return;
    let active = true;
    let unsubscribe = () => {};
    let following: Promise<SupabaseClient> | null = null;
    follow.current = () => {
      following ??= loadClient()
        .then(async (client) => {
          if (!active) return client;
          unsubscribe = client.auth.onAuthStateChange((_event, next) => setSession(next)).data.subscription.unsubscribe;
          const { data } = await client.auth.getSession();
          if (active) setSession(data.session);
          return client;
        })
        .catch((error: unknown) => {
          following = null; // the next call tries again
          throw error;
        })
        .finally(() => active && setLoading(false));
      return following;
    };
    const readSession = () =>
      follow.current?.().catch((error: unknown) => console.error('[auth] could not read the session', error));
    // Another tab signed in: this one follows too.
    const onStorage = (event: StorageEvent) => {
      if (event.storageArea === window.localStorage && sessionStored()) void readSession();
    };
    const cancel = afterPageLoad(() => {
      if (sessionStored()) {
        void readSession();
        return;
      }
      setLoading(false);
      window.addEventListener('storage', onStorage);
    });
    return () => {
      active = false;
      follow.current = null;
      cancel();
      window.removeEventListener('storage', onStorage);
      unsubscribe();
    };
  }, [loadClient, sessionStored]);

  const value = useMemo<AuthContextValue>(() => {
    async function run(title: string, call: (client: SupabaseClient) => Promise<{ error: unknown }>): Promise<boolean> {
      if (!loadClient) return failed(title, new Error('Sign-in is not available right now.'));
      try {
        const { error } = await call(await (follow.current?.() ?? loadClient()));
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
        run('Sign up Failed', (client) => client.auth.signUp({ email, password, options })),
      signIn: (email, password) =>
        run('Sign in Failed', (client) => client.auth.signInWithPassword({ email, password })),
      signOut: () => run('Sign out Failed', (client) => client.auth.signOut()),
    };
  }, [loadClient, session, loading]);

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
