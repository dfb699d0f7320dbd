// What makes a manifest unusable: a bundle named twice, a container that is no identifier, a route
// that is no clean path, a contract nobody knows. Said all at once, so one edit fixes them all.
import type { SiteManifest } from './manifest-types';

/** The contract of a module that a route renders (shared-ui PageModule). */
export const PAGE_CONTRACT = 'page';
const CONTRACTS = [PAGE_CONTRACT, 'contact-dialog'];

type Problems = string[];

/** Each value of `what` belongs to one bundle only. */
function uniqueness(problems: Problems) {
  const seen = new Map<string, string>();
  return (what: string, value: string | number, bundle: string) => {
    const key = `${what}:${value}`;
    if (seen.has(key)) problems.push(`${what} "${value}" is used by both ${seen.get(key)} and ${bundle}`);
    seen.set(key, bundle);
  };
}

/** What is wrong with `manifest` (empty when usable); it may be any parsed JSON. */
export function manifestProblems(manifest: SiteManifest): string[] {
  const problems: Problems = [];
  const bundles = Array.isArray(manifest?.bundles) ? manifest.bundles : [];
  if (!bundles.length) return ['it names no bundles'];
  if (bundles.filter((b) => b.host).length !== 1) problems.push('exactly one bundle must be the host ("host": true)');
  const unique = uniqueness(problems);
  for (const bundle of bundles) {
    const label = bundle.name ?? '(unnamed)';
    for (const field of ['name', 'package', 'container', 'envPrefix'] as const) {
      const value = bundle[field];
      if (typeof value !== 'string' || !value) problems.push(`${label}: "${field}" is missing`);
      else unique(field, value, label);
    }
    if (!/^[A-Za-z_$][\w$]*$/.test(bundle.container ?? ''))
      problems.push(`${label}: the container must be an identifier`);
    if (!/^[A-Z][A-Z0-9_]*$/.test(bundle.envPrefix ?? '')) problems.push(`${label}: envPrefix must be UPPER_SNAKE`);
    if (!Number.isInteger(bundle.port)) problems.push(`${label}: "port" must be a number`);
    else unique('port', bundle.port, label);
    if (bundle.joins !== undefined && (bundle.joins !== 'run-time' || bundle.host)) {
      problems.push(`${label}: "joins" is "run-time", for a remote only`);
    }
    if (bundle.host && (bundle.routes?.length || Object.keys(bundle.exposes ?? {}).length)) {
      problems.push(`${label}: the host serves no routes of its own and exposes nothing`);
    }
    for (const [module, contract] of Object.entries(bundle.exposes ?? {})) {
      if (!CONTRACTS.includes(contract)) problems.push(`${label}: ${module} has an unknown contract "${contract}"`);
    }
    routeProblems(bundle, problems, unique);
  }
  return problems;
}

function routeProblems(
  bundle: SiteManifest['bundles'][number],
  problems: Problems,
  unique: ReturnType<typeof uniqueness>,
) {
  const label = bundle.name ?? '(unnamed)';
  for (const route of bundle.routes ?? []) {
    const where = `${label} ${route.path}`;
    if (!/^\/([a-z0-9-]+(\/[a-z0-9-]+)*)?$/.test(route.path ?? '')) {
      problems.push(`${where}: a path is "/" or lower-case words after "/", with no trailing slash`);
    } else unique('path', route.path, label);
    if (!/^[a-z0-9-]+$/.test(route.module ?? '')) problems.push(`${where}: "module" must be a kebab-case file name`);
    if (bundle.exposes?.[route.module]) problems.push(`${where}: ${route.module} is a route's page and in exposes`);
    for (const field of ['title', 'description'] as const) {
      const value = route[field];
      if (typeof value !== 'string' || !value.trim()) problems.push(`${where}: "${field}" is missing`);
    }
  }
}
