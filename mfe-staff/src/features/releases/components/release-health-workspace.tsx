import styled from '@emotion/styled';
import { useMemo, useState } from 'react';
import { Button, Spinner } from 'shared-ui';
import { EmptyNote, FailureNotice, LoadingLine } from '../../../shared/layout/status-boxes';
import { useReleaseHealth, type HealthSources } from '../hooks/use-release-health';
import { bundlesOf, HEALTH_WINDOWS, type HealthWindow } from '../lib/release-health';
import { BundleSection } from './bundle-section';

const Workspace = styled.div`
  display: grid;
  gap: 24px;
`;

const Choice = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: center;
`;

/**
 * The release health page's body (for signed-in staff): a 24 hours / 7 days choice, then per
 * bundle its live release, canary, charts with their table, switches and top errors.
 */
export function ReleaseHealthWorkspace({ sources }: { sources?: HealthSources }) {
  const [window, setWindow] = useState<HealthWindow>('24h');
  const state = useReleaseHealth(window, sources);
  const loaded = state.health;
  const now = loaded ? Date.parse(loaded.until) : 0;
  const bundles = useMemo(() => (state.health ? bundlesOf(state.health, now) : []), [state.health, now]);
  const range = useMemo<[string, string]>(
    () => [state.health?.since ?? '', state.health?.until ?? ''],
    [state.health?.since, state.health?.until],
  );
  return (
    <Workspace>
      <Choice role="group" aria-label="Time window">
        {(Object.keys(HEALTH_WINDOWS) as HealthWindow[]).map((key) => (
          <Button
            key={key}
            variant={key === window ? 'default' : 'outline'}
            aria-pressed={key === window}
            onClick={() => setWindow(key)}
          >
            Last {HEALTH_WINDOWS[key].label}
          </Button>
        ))}
      </Choice>
      <div aria-live="polite" aria-busy={state.status === 'loading'}>
        {state.status === 'loading' && (
          <LoadingLine>
            <Spinner size={20} label="Loading the release health" />
            <span aria-hidden="true">Loading the release health…</span>
          </LoadingLine>
        )}
      </div>
      {state.status === 'failed' && (
        <FailureNotice role="alert">
          <p>The release health could not be loaded. {state.error}</p>
          <Button variant="outline" onClick={state.retry}>
            Try again
          </Button>
        </FailureNotice>
      )}
      {state.status === 'loaded' && bundles.length === 0 && (
        <EmptyNote>
          No telemetry and no switches yet: once visitors load pages of a release, or a release is switched, its health
          shows here.
        </EmptyNote>
      )}
      {loaded &&
        bundles.map((health) => (
          <BundleSection
            key={health.bundle}
            health={health}
            window={window}
            range={range}
            topErrors={loaded.topErrors}
            now={now}
          />
        ))}
    </Workspace>
  );
}
