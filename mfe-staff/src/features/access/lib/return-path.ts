import { isWorkspacePage, WORKSPACE_PATHS } from '../../../shared/workspace-paths';

const RETURN_PARAM = 'next';

/** The sign-in page's address that comes back to `path` (a workspace page, with its query) once signed in. */
export function signInPathFor(path: string): string {
  return `${WORKSPACE_PATHS.signIn}?${new URLSearchParams({ [RETURN_PARAM]: path }).toString()}`;
}

/**
 * Where to go after signing in: the workspace page the sign-in page was sent from (its `next`
 * parameter), else the leads. Anything that is not a workspace page is ignored, so a crafted link
 * cannot send a signed-in user elsewhere.
 */
export function returnPathFrom(search: string): string {
  const next = new URLSearchParams(search).get(RETURN_PARAM) ?? '';
  const pathname = next.split('?')[0] ?? '';
  return next.startsWith('/') && !next.startsWith('//') && isWorkspacePage(pathname) ? next : WORKSPACE_PATHS.leads;
}
