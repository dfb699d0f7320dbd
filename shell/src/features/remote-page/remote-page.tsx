import { Suspense, useState } from 'react';
import type { RemoteKey } from 'shared-ui';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteUnavailable } from './remote-unavailable';
import { PageSkeleton } from './page-skeleton';
import { forgetRemote, lazyRemotePage } from './lazy-remote';

export interface RemotePageProps {
  remote: RemoteKey;
  module: string;
  /** Name of the section for the unavailable message, e.g. "The Knowledge Hub". */
  what: string;
}

/** A route served by a remote: Suspense inside an error boundary, with a Retry that needs no reload. */
export function RemotePage({ remote, module, what }: RemotePageProps) {
  const [attempt, setAttempt] = useState(0);
  const Page = lazyRemotePage(remote, module);

  const retry = () => {
    forgetRemote(remote);
    setAttempt((n) => n + 1);
  };

  return (
    <RemoteErrorBoundary key={attempt} fallback={() => <RemoteUnavailable what={what} onRetry={retry} />}>
      <Suspense fallback={<PageSkeleton />}>
        <Page />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
