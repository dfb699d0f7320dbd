import { render, type RenderResult } from '@testing-library/react';
import type { AuthChangeEvent, Session, SupabaseClient, User } from '@supabase/supabase-js';
import type { ReactElement } from 'react';
import { AuthProvider, SiteNavigationProvider, Toaster } from 'shared-ui';

type Listener = (event: AuthChangeEvent, session: Session | null) => void;

/** A session of a user with this email; `staff` sets the app_metadata claim the backend signs. */
export function sessionFor(email: string, { staff }: { staff: boolean }): Session {
  const user = {
    id: `id-${email}`,
    email,
    aud: 'authenticated',
    app_metadata: staff ? { provider: 'email', staff: true } : { provider: 'email' },
    user_metadata: {},
    created_at: '2026-11-01T00:00:00Z',
  } as User;
  return { access_token: `token-${email}`, refresh_token: 'r', expires_in: 3600, token_type: 'bearer', user };
}

/**
 * The site's real AuthProvider over a stand-in for supabase-js' auth client: a stored session at
 * start, password sign-in that succeeds for `password` only, and sign-out.
 */
export function fakeAuthClient(
  { stored = null, password = 'right-password', staff = true } = {} as {
    stored?: Session | null;
    password?: string;
    staff?: boolean;
  },
) {
  let listener: Listener | undefined;
  const auth = {
    getSession: jest.fn(async () => ({ data: { session: stored }, error: null })),
    onAuthStateChange: jest.fn((callback: Listener) => {
      listener = callback;
      return { data: { subscription: { unsubscribe: () => undefined } } };
    }),
    signInWithPassword: jest.fn(async (credentials: { email: string; password: string }) => {
      if (credentials.password !== password) return { error: { message: 'Invalid login credentials', status: 400 } };
      listener?.('SIGNED_IN', sessionFor(credentials.email, { staff }));
      return { error: null };
    }),
    signOut: jest.fn(async () => {
      listener?.('SIGNED_OUT', null);
      return { error: null };
    }),
  };
  return { client: { auth } as unknown as SupabaseClient, auth };
}

/** Renders `ui` as the shell would: inside the auth provider and the site navigation, beside the toast area. */
export function renderInSite(ui: ReactElement, client: SupabaseClient, navigate = jest.fn()): RenderResult {
  return render(
    <AuthProvider loadClient={() => Promise.resolve(client)}>
      <SiteNavigationProvider navigate={navigate}>
        {ui}
        <Toaster />
      </SiteNavigationProvider>
    </AuthProvider>,
  );
}
