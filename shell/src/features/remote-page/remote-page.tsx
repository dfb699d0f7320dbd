import { Suspense, useState, type ComponentType } from 'react';
import type { RemoteKey } from 'shared-ui';
import { RemoteErrorBoundary } from '../../federation/remote-error-boundary';
import { RemoteUnavailable, type RemoteUnavailableProps } from './remote-unavailable';
import { PageSkeleton } from './page-skeleton';
import { forgetRemote, lazyRemotePage, preloadedRemotePage } from './lazy-remote';
import { useRouteReady } from '../../routing/route-ready';

export interface RemotePageProps {
  remote: RemoteKey;
  module: string;
  /** Name of the section for the unavailable message, e.g. "The Knowledge Hub". */
  what: string;
}

function ReadyPage({ page: Page }: { page: ComponentType }) {
  useRouteReady('page');
  return <Page />;
}

function Unavailable(props: RemoteUnavailableProps) {
  useRouteReady('unavailable');
  return <RemoteUnavailable {...props} />;
}

/** A route served by a remote: Suspense inside an error boundary, with a Retry that needs no reload. */
export function RemotePage({ remote, module, what }: RemotePageProps) {
  const [attempt, setAttempt] = useState(0);
  const page = lazyRemotePage(remote, module);

  const retry = () => {
    forgetRemote(remote);
    setAttempt((n) => n + 1);
  };

  // The page has its own Suspense boundary, in the served HTML too (the first-screen renderer has
  // the module, so it renders the page inside it): React takes over the shell at once and leaves the
  // served page as it is until its module arrives, then takes it over (selective hydration).
  const ready = preloadedRemotePage(remote, module);
  return (
    <RemoteErrorBoundary key={attempt} remote={remote} fallback={() => <Unavailable what={what} onRetry={retry} />}>
      <Suspense fallback={<PageSkeleton />}>
        <ReadyPage page={ready ?? page} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
