/** The workspace packages' folders, relative to `root`, as the root package.json lists them. */
export function workspaceDirs(root?: string): string[];

/** A platform package (packages/README.md), as its package.json describes it. */
export interface PlatformPackage {
  /** its folder, relative to the repository (`packages/<folder>`) */
  dir: string;
  name: string;
  /** it imports nothing but its own files: no package, no Node builtin */
  isolated: boolean;
  /** the source of each entry point it exports, by the specifier a caller imports */
  entries: Record<string, string>;
}

/** The platform packages: the workspace packages of packages/. */
export function platformPackages(root?: string): PlatformPackage[];
