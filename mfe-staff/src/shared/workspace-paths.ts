/** This bundle's pages, from the site manifest it was built with: the one place they are listed. */
function pathOf(module: string): string {
  const route = __OWN_ROUTES__.find((r) => r.module === module);
  if (!route) throw new Error(`The site manifest gives the staff workspace no page for the module ${module}.`);
  return route.path;
}

/** Where the workspace's pages are served. */
export const WORKSPACE_PATHS = {
  signIn: pathOf('sign-in-page'),
  leads: pathOf('leads-page'),
  resources: pathOf('resources-page'),
  releases: pathOf('releases-page'),
} as const;

/** A page of the workspace, other than sign-in itself: where sign-in may return to. */
export function isWorkspacePage(path: string): boolean {
  return path !== WORKSPACE_PATHS.signIn && __OWN_ROUTES__.some((route) => route.path === path);
}
