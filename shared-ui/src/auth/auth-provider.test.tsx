import { act, render, screen, waitFor } from '@testing-library/react';
import { createClient, type AuthChangeEvent, type Session, type SupabaseClient } from '@supabase/supabase-js';
import { dismissToast } from '../components/toast/toast-store';
import { Toaster } from '../components/toast/toaster';
import { useToast } from '../components/toast/use-toast';
import { useAuth, type AuthContextValue } from './auth-context';
import { AuthProvider } from './auth-provider';

type AuthListener = (event: AuthChangeEvent, session: Session | null) => void;

function fakeSession(email: string): Session {
  return {
    access_token: `token-for-${email}`,
    refresh_token: 'refresh',
    expires_in: 3600,
    token_type: 'bearer',
    user: { id: `id-${email}`, email, aud: 'authenticated', app_metadata: {}, user_metadata: {}, created_at: '' },
  } as Session;
}

/** A stand-in for the Supabase client: only the auth calls the provider uses. */
function fakeClient(initial: Session | null = null) {
  let listener: AuthListener | undefined;
  const unsubscribe = jest.fn();
  const auth = {
    getSession: jest.fn(async () => ({ data: { session: initial }, error: null })),
    onAuthStateChange: jest.fn((callback: AuthListener) => {
      listener = callback;
      return { data: { subscription: { unsubscribe } } };
    }),
    signUp: jest.fn(async (): Promise<{ error: unknown }> => ({ error: null })),
    signInWithPassword: jest.fn(async (): Promise<{ error: unknown }> => ({ error: null })),
    signOut: jest.fn(async (): Promise<{ error: unknown }> => ({ error: null })),
  };
  return {
    client: { auth } as unknown as SupabaseClient,
    auth,
    unsubscribe,
    emit: (event: AuthChangeEvent, session: Session | null) => act(() => listener?.(event, session)),
  };
}

let auth: AuthContextValue;

function AuthStatus() {
  auth = useAuth();
  return (
    <dl>
      <dt>loading</dt>
      <dd data-testid="loading">{String(auth.loading)}</dd>
      <dt>user</dt>
      <dd data-testid="user">{auth.user?.email ?? 'nobody'}</dd>
    </dl>
  );
}

function renderWith(client: SupabaseClient | null) {
  return render(
    <AuthProvider loadClient={client ? () => Promise.resolve(client) : null}>
      <AuthStatus />
      <Toaster />
    </AuthProvider>,
  );
}

function visibleToast() {
  let toasts: ReturnType<typeof useToast>['toasts'] = [];
  function Probe() {
    toasts = useToast().toasts;
    return null;
  }
  render(<Probe />).unmount();
  return toasts.filter((t) => t.open);
}

afterEach(() => {
  act(() => dismissToast());
  jest.restoreAllMocks();
});

describe('AuthProvider', () => {
  it('is loading until the stored session is read, then exposes its user and session', async () => {
    const session = fakeSession('cfo@example.com');
    const { client } = fakeClient(session);

    renderWith(client);

    expect(screen.getByTestId('loading')).toHaveTextContent('true');
    await waitFor(() => expect(screen.getByTestId('loading')).toHaveTextContent('false'));
    expect(screen.getByTestId('user')).toHaveTextContent('cfo@example.com');
    expect(auth.session).toBe(session);
    expect(auth.user).toBe(session.user);
  });

  it('loads the Supabase client only after the page has loaded, never during the first render', async () => {
    const { client } = fakeClient(null);
    const loadClient = jest.fn(() => Promise.resolve(client));

    render(
      <AuthProvider loadClient={loadClient}>
        <AuthStatus />
      </AuthProvider>,
    );

    expect(loadClient).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.getByTestId('loading')).toHaveTextContent('false'));
    expect(loadClient).toHaveBeenCalledTimes(1);
  });

  it('ends loading and logs when the Supabase client cannot be loaded', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <AuthProvider loadClient={() => Promise.reject(new Error('chunk failed'))}>
        <AuthStatus />
      </AuthProvider>,
    );

    await waitFor(() => expect(screen.getByTestId('loading')).toHaveTextContent('false'));
    expect(consoleError).toHaveBeenCalledWith('[auth] could not read the session', expect.any(Error));
    expect(auth.user).toBeNull();
  });

  it('ends loading with no user when there is no stored session', async () => {
    const { client } = fakeClient(null);

    renderWith(client);

    await waitFor(() => expect(screen.getByTestId('loading')).toHaveTextContent('false'));
    expect(auth.session).toBeNull();
    expect(auth.user).toBeNull();
  });

  it('ends loading and logs when the session cannot be read', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { client, auth: fake } = fakeClient();
    fake.getSession.mockRejectedValueOnce(new Error('storage locked'));

    renderWith(client);

    await waitFor(() => expect(screen.getByTestId('loading')).toHaveTextContent('false'));
    expect(consoleError).toHaveBeenCalledWith('[auth] could not read the session', expect.any(Error));
  });

  it('follows every auth state change', async () => {
    const { client, emit } = fakeClient(null);
    renderWith(client);
    await waitFor(() => expect(screen.getByTestId('loading')).toHaveTextContent('false'));

    emit('SIGNED_IN', fakeSession('head.of.gcc@example.com'));
    expect(screen.getByTestId('user')).toHaveTextContent('head.of.gcc@example.com');

    emit('SIGNED_OUT', null);
    expect(screen.getByTestId('user')).toHaveTextContent('nobody');
    expect(auth.session).toBeNull();
  });

  it('unsubscribes from auth changes on unmount', async () => {
    const { client, unsubscribe } = fakeClient(null);
    const view = renderWith(client);
    await waitFor(() => expect(screen.getByTestId('loading')).toHaveTextContent('false'));
    expect(unsubscribe).not.toHaveBeenCalled();

    view.unmount();

    expect(unsubscribe).toHaveBeenCalledTimes(1);
  });

  it('signs in with email and password and returns true on success, with no toast', async () => {
    const { client, auth: fake } = fakeClient();
    renderWith(client);

    let result: boolean | undefined;
    await act(async () => {
      result = await auth.signIn('cfo@example.com', 'secret');
    });

    expect(result).toBe(true);
    expect(fake.signInWithPassword).toHaveBeenCalledWith({ email: 'cfo@example.com', password: 'secret' });
    expect(visibleToast()).toEqual([]);
  });

  it("shows 'Sign in Failed' with the error's message and returns false when sign-in fails", async () => {
    const { client, auth: fake } = fakeClient();
    fake.signInWithPassword.mockResolvedValueOnce({ error: new Error('Invalid login credentials') });
    renderWith(client);

    let result: boolean | undefined;
    await act(async () => {
      result = await auth.signIn('cfo@example.com', 'wrong');
    });

    expect(result).toBe(false);
    expect(screen.getByText('Sign in Failed')).toBeInTheDocument();
    expect(screen.getByText('Invalid login credentials')).toBeInTheDocument();
    expect(visibleToast()).toEqual([
      expect.objectContaining({
        title: 'Sign in Failed',
        description: 'Invalid login credentials',
        variant: 'destructive',
      }),
    ]);
  });

  it('reads the message of an error that is a plain object', async () => {
    const { client, auth: fake } = fakeClient();
    fake.signInWithPassword.mockResolvedValueOnce({ error: { message: 'Email not confirmed', status: 400 } });
    renderWith(client);

    await act(async () => {
      await auth.signIn('cfo@example.com', 'secret');
    });

    expect(visibleToast()).toEqual([
      expect.objectContaining({ title: 'Sign in Failed', description: 'Email not confirmed' }),
    ]);
  });

  it.each([
    ['an error without a message', { error: new Error('') }],
    ['an error that is not an object', { error: 'nope' }],
  ])("falls back to 'Something went wrong' for %s", async (_case, answer) => {
    const { client, auth: fake } = fakeClient();
    fake.signInWithPassword.mockResolvedValueOnce(answer);
    renderWith(client);

    let result: boolean | undefined;
    await act(async () => {
      result = await auth.signIn('cfo@example.com', 'secret');
    });

    expect(result).toBe(false);
    expect(visibleToast()).toEqual([
      expect.objectContaining({ title: 'Sign in Failed', description: 'Something went wrong' }),
    ]);
  });

  it("signs up with email, password and options, and shows 'Sign up Failed' when that fails", async () => {
    const { client, auth: fake } = fakeClient();
    fake.signUp.mockResolvedValueOnce({ error: new Error('User already registered') });
    renderWith(client);
    const options = { data: { company: 'Acme' } };

    let result: boolean | undefined;
    await act(async () => {
      result = await auth.signUp('cfo@example.com', 'secret', options);
    });

    expect(fake.signUp).toHaveBeenCalledWith({ email: 'cfo@example.com', password: 'secret', options });
    expect(result).toBe(false);
    expect(visibleToast()).toEqual([
      expect.objectContaining({ title: 'Sign up Failed', description: 'User already registered' }),
    ]);
  });

  it("shows 'Sign up Failed' with the backend's message when the project allows no sign-up", async () => {
    // The local backend's answer to POST /auth/v1/signup under supabase/config.toml
    // (`[auth] enable_signup = false`), the JSON GoTrue gives to a client speaking API
    // version 2024-01-01 (local-backend/src/auth.test.ts pins the same answer), read by the real
    // supabase-js client.
    const answer = { code: 'signup_disabled', message: 'Signups not allowed for this instance' };
    const backend = jest.fn(async (_url: string, _init?: RequestInit) => ({
      ok: false,
      status: 422,
      headers: new Headers({ 'Content-Type': 'application/json', 'X-Supabase-Api-Version': '2024-01-01' }),
      json: async () => answer,
    }));
    const client = createClient('http://127.0.0.1:54321', 'anon-key', {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      global: { fetch: backend as unknown as typeof fetch },
    });
    renderWith(client);

    let result: boolean | undefined;
    await act(async () => {
      result = await auth.signUp('walk.in@acme.co.in', 'a-long-password');
    });

    expect(backend).toHaveBeenCalledWith(
      'http://127.0.0.1:54321/auth/v1/signup',
      expect.objectContaining({ method: 'POST' }),
    );
    expect(result).toBe(false);
    expect(screen.getByText('Sign up Failed')).toBeInTheDocument();
    expect(visibleToast()).toEqual([
      expect.objectContaining({
        title: 'Sign up Failed',
        description: 'Signups not allowed for this instance',
        variant: 'destructive',
      }),
    ]);
  });

  it('returns true from a successful sign-up and sign-out', async () => {
    const { client, auth: fake } = fakeClient();
    renderWith(client);

    let results: boolean[] = [];
    await act(async () => {
      results = [await auth.signUp('cfo@example.com', 'secret'), await auth.signOut()];
    });

    expect(results).toEqual([true, true]);
    expect(fake.signOut).toHaveBeenCalledTimes(1);
    expect(visibleToast()).toEqual([]);
  });

  it("shows 'Sign out Failed' when sign-out fails", async () => {
    const { client, auth: fake } = fakeClient();
    fake.signOut.mockResolvedValueOnce({ error: new Error('Session expired') });
    renderWith(client);

    let result: boolean | undefined;
    await act(async () => {
      result = await auth.signOut();
    });

    expect(result).toBe(false);
    expect(visibleToast()).toEqual([
      expect.objectContaining({ title: 'Sign out Failed', description: 'Session expired' }),
    ]);
  });

  it('shows the failure toast when the call itself rejects', async () => {
    const { client, auth: fake } = fakeClient();
    fake.signInWithPassword.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    renderWith(client);

    let result: boolean | undefined;
    await act(async () => {
      result = await auth.signIn('cfo@example.com', 'secret');
    });

    expect(result).toBe(false);
    expect(visibleToast()).toEqual([
      expect.objectContaining({ title: 'Sign in Failed', description: 'Failed to fetch' }),
    ]);
  });

  describe('in a browser that keeps no session', () => {
    const noSession = () => false;

    function renderWithout(client: SupabaseClient, stored: () => boolean = noSession) {
      const loadClient = jest.fn(() => Promise.resolve(client));
      render(
        <AuthProvider loadClient={loadClient} sessionStored={stored}>
          <AuthStatus />
        </AuthProvider>,
      );
      return loadClient;
    }

    it('ends loading with no user and never loads the client', async () => {
      const loadClient = renderWithout(fakeClient(fakeSession('cfo@example.com')).client);

      await waitFor(() => expect(screen.getByTestId('loading')).toHaveTextContent('false'));
      await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
      expect(loadClient).not.toHaveBeenCalled();
      expect(auth.user).toBeNull();
    });

    it('loads the client on sign-in, and follows its auth state from then on', async () => {
      const { client, auth: fake, emit } = fakeClient(null);
      const loadClient = renderWithout(client);
      await waitFor(() => expect(screen.getByTestId('loading')).toHaveTextContent('false'));

      await act(async () => {
        await auth.signIn('cfo@example.com', 'secret');
      });
      expect(loadClient).toHaveBeenCalledTimes(1);
      expect(fake.signInWithPassword).toHaveBeenCalledWith({ email: 'cfo@example.com', password: 'secret' });
      emit('SIGNED_IN', fakeSession('cfo@example.com'));
      expect(screen.getByTestId('user')).toHaveTextContent('cfo@example.com');

      await act(async () => {
        await auth.signOut();
      });
      expect(loadClient).toHaveBeenCalledTimes(1);
    });

    it('reads the session when another tab stores one', async () => {
      let stored = false;
      const { client } = fakeClient(fakeSession('head.of.gcc@example.com'));
      const loadClient = renderWithout(client, () => stored);
      await waitFor(() => expect(screen.getByTestId('loading')).toHaveTextContent('false'));

      act(() => window.dispatchEvent(new StorageEvent('storage', { key: 'other', storageArea: localStorage })));
      expect(loadClient).not.toHaveBeenCalled();
      stored = true;
      act(() =>
        window.dispatchEvent(new StorageEvent('storage', { key: 'sb-x-auth-token', storageArea: localStorage })),
      );

      await waitFor(() => expect(screen.getByTestId('user')).toHaveTextContent('head.of.gcc@example.com'));
      expect(loadClient).toHaveBeenCalledTimes(1);
    });

    it('tries the client again on the next sign-in when it could not be loaded', async () => {
      const { client, auth: fake } = fakeClient(null);
      const loadClient = jest
        .fn<Promise<SupabaseClient>, []>()
        .mockRejectedValueOnce(new Error('chunk failed'))
        .mockResolvedValue(client);
      render(
        <AuthProvider loadClient={loadClient} sessionStored={noSession}>
          <AuthStatus />
          <Toaster />
        </AuthProvider>,
      );
      await waitFor(() => expect(screen.getByTestId('loading')).toHaveTextContent('false'));

      let results: boolean[] = [];
      await act(async () => {
        results = [await auth.signIn('cfo@example.com', 'secret')];
        results.push(await auth.signIn('cfo@example.com', 'secret'));
      });
      expect(results).toEqual([false, true]);
      expect(fake.signInWithPassword).toHaveBeenCalledTimes(1);
    });
  });

  describe('without a client', () => {
    it('is not loading and has no user', () => {
      renderWith(null);

      expect(screen.getByTestId('loading')).toHaveTextContent('false');
      expect(screen.getByTestId('user')).toHaveTextContent('nobody');
    });

    it.each([
      ['signIn', 'Sign in Failed', () => auth.signIn('cfo@example.com', 'secret')],
      ['signUp', 'Sign up Failed', () => auth.signUp('cfo@example.com', 'secret')],
      ['signOut', 'Sign out Failed', () => auth.signOut()],
    ])('%s shows %s and returns false', async (_name, title, call) => {
      renderWith(null);

      let result: boolean | undefined;
      await act(async () => {
        result = await call();
      });

      expect(result).toBe(false);
      expect(visibleToast()).toEqual([expect.objectContaining({ title, variant: 'destructive' })]);
    });
  });
});

describe('useAuth', () => {
  it('throws a clear error outside AuthProvider', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);

    expect(() => render(<AuthStatus />)).toThrow('useAuth must be used inside <AuthProvider>');
  });
});
