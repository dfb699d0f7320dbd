import styled from '@emotion/styled';
import { SiteLink, Spinner, useAuth, useSiteNavigate } from 'shared-ui';
import { NoAccess } from '../features/access/components/no-access';
import { SignInForm } from '../features/access/components/sign-in-form';
import { WorkspaceNav } from '../features/access/components/workspace-nav';
import { isStaff } from '../features/access/lib/is-staff';
import { returnPathFrom } from '../features/access/lib/return-path';
import { Panel } from '../shared/layout/panel';
import { WorkspacePage } from '../shared/layout/workspace-page';
import { WORKSPACE_PATHS } from '../shared/workspace-paths';

const Card = styled(Panel)`
  max-width: 440px;
`;

const Text = styled.p`
  margin: 0;
`;

/** /staff: staff sign in with email and password; there is no public sign-up. */
export function SignInPage() {
  const { user, loading } = useAuth();
  const navigate = useSiteNavigate();

  const content = (() => {
    if (loading) return <Spinner size={28} label="Checking your session" />;
    if (!user) {
      return (
        <Card>
          <SignInForm onSignedIn={() => navigate(returnPathFrom(window.location.search), { replace: true })} />
        </Card>
      );
    }
    if (!isStaff(user)) return <NoAccess email={user.email} />;
    return (
      <Text>
        You are signed in. Open the <SiteLink to={WORKSPACE_PATHS.leads}>leads</SiteLink> or the{' '}
        <SiteLink to={WORKSPACE_PATHS.resources}>resources</SiteLink>.
      </Text>
    );
  })();

  return (
    <WorkspacePage
      heading="Staff sign-in"
      intro="For the firm's content and marketing teams. Accounts are created by a site administrator; there is no public sign-up."
      nav={<WorkspaceNav current={WORKSPACE_PATHS.signIn} />}
    >
      {content}
    </WorkspacePage>
  );
}
