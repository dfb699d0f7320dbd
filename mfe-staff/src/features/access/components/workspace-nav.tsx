import styled from '@emotion/styled';
import { SiteLink, color, radius, useAuth } from 'shared-ui';
import { WORKSPACE_PATHS } from '../../../shared/workspace-paths';
import { isStaff } from '../lib/is-staff';
import { SignOutButton } from './sign-out-button';

const Bar = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 16px;
  padding-bottom: 12px;
  border-bottom: 1px solid ${color.border};
`;

const Links = styled.ul`
  display: flex;
  gap: 4px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Link = styled(SiteLink)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 14px;
  border-radius: ${radius.full};
  color: ${color.text};
  font-weight: 600;
  text-decoration: none;
  &[aria-current='page'] {
    background: ${color.secondary};
    color: ${color.secondaryText};
  }
  &:hover {
    text-decoration: underline;
  }
`;

const Who = styled.p`
  margin: 0 0 0 auto;
  color: ${color.textMuted};
  font-size: 0.9rem;
  overflow-wrap: anywhere;
`;

const PAGES = [
  { to: WORKSPACE_PATHS.leads, label: 'Leads' },
  { to: WORKSPACE_PATHS.resources, label: 'Resources' },
  { to: WORKSPACE_PATHS.releases, label: 'Release health' },
];

/** The workspace's own navigation, for signed-in staff: its pages, who is signed in, and sign-out. */
export function WorkspaceNav({ current }: { current: string }) {
  const { user } = useAuth();
  if (!isStaff(user)) return null;
  return (
    <Bar aria-label="Staff workspace">
      <Links>
        {PAGES.map((page) => (
          <li key={page.to}>
            <Link to={page.to} aria-current={page.to === current ? 'page' : undefined}>
              {page.label}
            </Link>
          </li>
        ))}
      </Links>
      <Who>Signed in as {user?.email}</Who>
      <SignOutButton />
    </Bar>
  );
}
