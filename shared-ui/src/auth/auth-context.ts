import { createContext, useContext } from 'react';
import type { Session, User } from '@supabase/supabase-js';

export interface AuthContextValue {
  user: User | null;
  session: Session | null;
  /** True until the stored session has been read at start. */
  loading: boolean;
  signUp: (
    email: string,
    password: string,
    options?: { data?: Record<string, unknown>; emailRedirectTo?: string },
  ) => Promise<boolean>;
  signIn: (email: string, password: string) => Promise<boolean>;
  signOut: () => Promise<boolean>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

/** The authentication context (spec 3), provided by the shell; the staff workspace signs in with it. */
export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
