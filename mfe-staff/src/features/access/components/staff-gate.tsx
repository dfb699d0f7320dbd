import { useEffect, type ReactNode } from 'react';
import { SiteLink, Spinner, useAuth, useSiteNavigate } from 'shared-ui';
import { isStaff } from '../lib/is-staff';
import { signInPathFor } from '../lib/return-path';
import { NoAccess } from './no-access';

/** The page being shown, with its query: where sign-in comes back to. */
const currentPath = () => `${window.location.pathname}${window.location.search}`;

/**
 * Shows `children` to a signed-in staff member only. A visitor is sent to the sign-in page (which
 * returns here), a signed-in account without the staff claim gets the "no access" page, and while
 * the stored session is being read a spinner holds the place.
 */
export function StaffGate({ children }: { children: ReactNode }) {
  const { user, loading } = useAuth();
  const navigate = useSiteNavigate();
  const signedOut = !loading && !user;

  useEffect(() => {
    // Replace: Back from the sign-in page must not land on a page that sends it there again.
    if (signedOut) navigate(signInPathFor(currentPath()), { replace: true });
  }, [signedOut, navigate]);

  if (loading) return <Spinner size={28} label="Checking your session" />;
  if (!user) return <SiteLink to={signInPathFor(currentPath())}>Sign in to see this page</SiteLink>;
  if (!isStaff(user)) return <NoAccess email={user.email} />;
  return <>{children}</>;
}
