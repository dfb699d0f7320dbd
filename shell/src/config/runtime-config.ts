import { REMOTE_KEYS, SITE_PAGES, type RemoteKey, type SitePage, type SupabaseConfig } from 'shared-ui';

/** What the shell reads at run time from runtime-config.json, served beside it. */
export interface RuntimeConfig {
  /**
   * The site's public address in this environment (`https://www.example.com`): canonical URLs,
   * link previews and structured data name it. Without one, the address the page was loaded from.
   */
  publicOrigin?: string;
  /** Manifest URL of each remote (site-manifest.json), by federation container name. */
  remotes: Record<RemoteKey, string>;
  /**
   * The live remote entry (remoteEntry.js) of each remote, when a page rendered ahead of time names
   * it: loaded directly, without asking its manifest first.
   */
  entries?: Partial<Record<RemoteKey, string>>;
  /**
   * Pages of the bundles that join the site at run time (site manifest `"joins": "run-time"`): the
   * shell serves them without being rebuilt, each from a remote named in `remotes`.
   */
  pages?: SitePage[];
  /**
   * The remotes this page load runs as a canary's candidate (a page the server drew for a canary,
   * packages/prerender): what its telemetry reports as their arm. Others are live (or previewed).
   */
  arms?: Partial<Record<RemoteKey, 'canary'>>;
  supabase: SupabaseConfig;
}

const PAGE_PATH = /^\/[a-z0-9-]+(\/[a-z0-9-]+)*$/;
const MODULE_NAME = /^[a-z0-9-]+$/;

/** The pages of bundles joined at run time, checked; a reason when one is not usable. */
function joinedPages(value: unknown, remotes: Record<string, unknown>): SitePage[] | string {
  if (value === undefined) return [];
  if (!Array.isArray(value)) return "the runtime config's pages must be a list";
  const built = new Set(SITE_PAGES.map((page) => page.path));
  const pages: SitePage[] = [];
  for (const item of value as Partial<SitePage>[]) {
    const where = `the runtime config's page ${JSON.stringify(item?.path ?? null)}`;
    if (!isString(item?.path) || !PAGE_PATH.test(item.path)) return `${where} needs a path such as /staff/leads`;
    if (built.has(item.path) || pages.some((page) => page.path === item.path)) return `${where} is served twice`;
    if (!isString(item.remote) || !isString(remotes[item.remote]))
      return `${where} names a remote without a manifest URL`;
    if (!isString(item.module) || !MODULE_NAME.test(item.module)) return `${where} needs a kebab-case module`;
    if (!isString(item.title) || !isString(item.description)) return `${where} needs a title and a description`;
    const { path, remote, module, title, description, section } = item;
    // How the unavailable message names the page; optional, as in the site manifest.
    pages.push({ path, remote, module, title, description, ...(isString(section) ? { section } : {}) });
  }
  return pages;
}

export const RUNTIME_CONFIG_PATH = '/runtime-config.json';
/** A page rendered ahead of time carries its config in `<script type="application/json" id="runtime-config">`. */
export const INLINE_CONFIG_ID = 'runtime-config';

function isString(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0;
}

function isOrigin(value: unknown): boolean {
  if (!isString(value)) return false;
  try {
    const url = new URL(value);
    return /^https?:$/.test(url.protocol) && url.origin === value.replace(/\/$/, '');
  } catch {
    return false;
  }
}

/** Checks the parsed JSON; returns a readable reason when it is not a usable config. */
export function parseRuntimeConfig(value: unknown): RuntimeConfig | string {
  const v = value as Partial<RuntimeConfig> | null;
  if (!v || typeof v !== 'object') return 'the runtime config is not a JSON object';
  const remotes: Partial<Record<RemoteKey, unknown>> = v.remotes ?? {};
  if (!REMOTE_KEYS.every((key) => isString(remotes[key]))) {
    return `the runtime config needs ${REMOTE_KEYS.map((key) => `remotes.${key}`).join(' and ')} manifest URLs`;
  }
  if (v.publicOrigin !== undefined && !isOrigin(v.publicOrigin)) {
    return "the runtime config's publicOrigin must be an http(s) origin such as https://www.example.com";
  }
  // A config written before the key was named for what it is calls it `anonKey`: the shell of a new
  // release keeps working until the deployment's runtime-config.json is rewritten.
  const legacy = v.supabase as { anonKey?: unknown } | undefined;
  const publishableKey = v.supabase?.publishableKey ?? legacy?.anonKey;
  if (!isString(v.supabase?.url) || !isString(publishableKey)) {
    return 'the runtime config needs supabase.url and supabase.publishableKey';
  }
  const pages = joinedPages(v.pages, remotes);
  if (typeof pages === 'string') return pages;
  const entries = Object.fromEntries(
    Object.entries(v.entries && typeof v.entries === 'object' ? v.entries : {}).filter(
      ([key, url]) => key in v.remotes! && isString(url),
    ),
  );
  const arms = Object.fromEntries(
    Object.entries(v.arms && typeof v.arms === 'object' ? v.arms : {}).filter(
      ([key, arm]) => key in v.remotes! && arm === 'canary',
    ),
  );
  return {
    ...(v.publicOrigin ? { publicOrigin: v.publicOrigin } : {}),
    remotes: v.remotes!,
    ...(Object.keys(entries).length ? { entries } : {}),
    ...(Object.keys(arms).length ? { arms } : {}),
    ...(pages.length ? { pages } : {}),
    supabase: { url: v.supabase!.url, publishableKey },
  };
}

/** The config the served page carries, if it carries a usable one. */
function inlineRuntimeConfig(doc: Document | undefined): RuntimeConfig | null {
  const text = doc?.getElementById(INLINE_CONFIG_ID)?.textContent;
  if (!text) return null;
  try {
    const parsed = parseRuntimeConfig(JSON.parse(text));
    return typeof parsed === 'string' ? null : parsed;
  } catch {
    return null;
  }
}

/**
 * The config inside the served page when it has one (no round trip), else fetched and checked;
 * never cached, so a new remote location applies on the next load.
 */
export async function loadRuntimeConfig(
  fetchImpl: typeof fetch = fetch,
  doc: Document | undefined = globalThis.document,
): Promise<RuntimeConfig> {
  const inline = inlineRuntimeConfig(doc);
  if (inline) return inline;
  const response = await fetchImpl(RUNTIME_CONFIG_PATH, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`runtime config: HTTP ${response.status}`);
  const parsed = parseRuntimeConfig(await response.json());
  if (typeof parsed === 'string') throw new Error(parsed);
  return parsed;
}
