/** The workspace packages' folders, relative to `root`, as the root package.json lists them. */
export function workspaceDirs(root?: string): string[];
