// What `npm run publish` requires of the environment, and the closing line that says what it did.
import { UsageError } from '../errors';
import type { DeploymentTarget } from '../targets/deployment-target';

/** The backend the runtime config names: a hosted project's address and publishable key. */
export interface SiteBackendAddress {
  url: string;
  publishableKey: string;
}

/**
 * The backend an environment's runtime config names: the hosted project of the environment's
 * variables (the entry reads them). Without one it throws a UsageError naming them: a published
 * environment with no backend would be broken (the embedded backend runs only beside `npm start`).
 */
export function publishedBackend(hosted: SiteBackendAddress | null): SiteBackendAddress {
  if (hosted) return hosted;
  throw new UsageError(
    'No backend for the site: set SUPABASE_URL and SUPABASE_PUBLISHABLE_KEY (a legacy project: SUPABASE_ANON_KEY) ' +
      "to the environment's Supabase project. Nothing was published (npm start runs a local site with its own backend).",
  );
}

/** The closing line of `npm run publish`: what it changed in the target. */
export function publishSummary(
  target: DeploymentTarget,
  { published, configWritten }: { published: string[]; configWritten: boolean },
): string {
  const config = configWritten ? 'the runtime config written' : 'the runtime config unchanged';
  if (!published.length)
    return `✔ Nothing new to publish: every bundle's build is live already in ${target.label}, ${config}.`;
  return (
    `✔ Published ${published.join(', ')} into ${target.label}, ${config}. Nothing is served: ` +
    'from now on each bundle is released on its own (npm run release -- <bundle>).'
  );
}
