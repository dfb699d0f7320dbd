import { Button, useAuth, useSiteNavigate, useSubmitOnce } from 'shared-ui';
import { WORKSPACE_PATHS } from '../../../shared/workspace-paths';

/** Signs out through the authentication context ('Sign out Failed' toast on failure), then shows the sign-in page. */
export function SignOutButton() {
  const { signOut } = useAuth();
  const navigate = useSiteNavigate();
  const { submitting, run } = useSubmitOnce();
  const handleClick = () =>
    void run(async () => {
      if (await signOut()) navigate(WORKSPACE_PATHS.signIn);
    });
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      onClick={handleClick}
      loading={submitting}
      loadingText="Signing out..."
    >
      Sign out
    </Button>
  );
}
