import styled from '@emotion/styled';
import { color, media } from 'shared-ui';
import { METRICS } from '../lib/metrics';
import { releaseKey, type BundleHealth, type HealthWindow, type TopError } from '../lib/release-health';
import { MetricChart } from './metric-chart';
import { ReleaseSummary } from './release-summary';
import { SeriesTable } from './series-table';
import { SwitchesTable } from './switches-table';
import { TopErrors } from './top-errors';

const Section = styled.section`
  display: grid;
  gap: 20px;
  padding-top: 24px;
  border-top: 1px solid ${color.border};
  h2,
  h3 {
    margin: 0;
  }
`;

const Charts = styled.div`
  display: grid;
  gap: 24px;
  ${media.lg} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

/** One bundle: its live release and canary, its charts and their table, its switches and its releases' top errors. */
export function BundleSection({
  health,
  window,
  range,
  topErrors,
  now,
}: {
  health: BundleHealth;
  window: HealthWindow;
  range: [string, string];
  topErrors: Record<string, TopError[]>;
  now: number;
}) {
  const headingId = `release-health-${health.bundle}`;
  return (
    <Section aria-labelledby={headingId}>
      <h2 id={headingId}>{health.bundle}</h2>
      <ReleaseSummary health={health} now={now} />
      {health.points.length === 0 ? (
        <p>No page loads reported for {health.bundle} in this window.</p>
      ) : (
        <>
          <Charts>
            {METRICS.map((metric) => (
              <MetricChart key={metric.id} health={health} metric={metric} range={range} />
            ))}
          </Charts>
          <SeriesTable health={health} window={window} />
        </>
      )}
      <SwitchesTable health={health} />
      {health.versions.length > 0 && <h3>Top errors</h3>}
      {health.versions.map((version) => (
        <TopErrors
          key={version}
          bundle={health.bundle}
          version={version}
          errors={topErrors[releaseKey(health.bundle, version)] ?? []}
        />
      ))}
    </Section>
  );
}
