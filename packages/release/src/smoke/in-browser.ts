// What the smoke run asks inside the page, in the browser: each function is sent as its source
// (page.waitForFunction, page.evaluate), so it uses nothing of this module but browser globals.

/** The page's document, as much of it as these functions read. */
interface FoundElement {
  readonly textContent: string | null;
  querySelector(selector: string): FoundElement | null;
}
declare const document: { querySelector(selector: string): FoundElement | null };

/** The shell's federation runtime, as much of it as a look at the exports uses. */
interface FederationHost {
  name: string;
  options?: { remotes?: { name: string }[] };
  registerRemotes(remotes: { name: string; entry: string }[]): void;
  loadRemote(id: string): Promise<unknown>;
}

/** Module ids (`<container>/<module>`), and each remote's mf-manifest.json URL by container. */
export interface ExportsInput {
  ids: string[];
  manifests: Record<string, string>;
}

/**
 * True once the page in <main> is the remote's own: no loading placeholder, no "unavailable" panel
 * of the shell, and a level-one heading.
 */
export function pageRendered(): boolean | 'unavailable' {
  const main = document.querySelector('main');
  if (!main || main.querySelector('[aria-busy="true"]')) return false;
  if (/temporarily unavailable/i.test(main.textContent ?? '')) return 'unavailable';
  return Boolean(main.querySelector('h1')?.textContent?.trim());
}

/**
 * Loads each exposed module through the shell's federation runtime; names those without a component
 * as default export. The shell registers a remote when a page first needs it, so a remote that the
 * page open now has not needed yet is registered here, by the remote entry its manifest names.
 */
export async function missingExports({ ids, manifests }: ExportsInput): Promise<string[]> {
  const federation = (globalThis as { __FEDERATION__?: { __INSTANCES__?: FederationHost[] } }).__FEDERATION__;
  const host = federation?.__INSTANCES__?.find((instance) => instance.name === 'shell');
  if (!host) return ids.map((id) => `${id}: the shell's federation runtime was not found`);
  const problems: string[] = [];
  const registered = new Set((host.options?.remotes ?? []).map((remote) => remote.name));
  for (const id of ids) {
    try {
      const container = id.slice(0, id.indexOf('/'));
      const manifestUrl = manifests[container];
      if (!registered.has(container) && manifestUrl) {
        const manifest = (await (await fetch(manifestUrl, { cache: 'no-cache' })).json()) as {
          metaData?: { remoteEntry?: { path?: string; name?: string } };
        } | null;
        const { path = '', name = '' } = manifest?.metaData?.remoteEntry ?? {};
        const folder = path.replace(/^\/+|\/+$/g, '');
        host.registerRemotes([
          { name: container, entry: new URL(folder ? `${folder}/${name}` : name, manifestUrl).href },
        ]);
        registered.add(container);
      }
      const loaded = (await host.loadRemote(id)) as { default?: unknown } | null;
      const exported = loaded?.default;
      const isComponent =
        typeof exported === 'function' || (typeof exported === 'object' && exported !== null && '$$typeof' in exported);
      if (!isComponent) problems.push(`${id}: its default export is ${typeof exported}, not a React component`);
    } catch (error) {
      problems.push(`${id}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
    }
  }
  return problems;
}
