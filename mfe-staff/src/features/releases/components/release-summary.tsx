import styled from '@emotion/styled';
import { color, radius } from 'shared-ui';
import { formatTime, leaseLeft } from '../lib/format-time';
import type { BundleHealth } from '../lib/release-health';
import { verdictLines } from '../lib/verdict-words';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 6px 16px;
  margin: 0;
  padding: 12px 16px;
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  dt {
    color: ${color.textMuted};
  }
  dd {
    margin: 0;
  }
  ul {
    margin: 0;
    padding-left: 1.2em;
  }
`;

/** A bundle's live release and its canary: share, lease left, the decision so far and why. */
export function ReleaseSummary({ health, now }: { health: BundleHealth; now: number }) {
  const { canary, running } = health;
  // A verdict in words; a decision journaled before verdicts were kept has only its words.
  const why = canary?.verdict ? verdictLines(canary.verdict) : (canary?.reasons ?? []);
  return (
    <Facts>
      <dt>Live release</dt>
      <dd>{health.live ?? 'Not recorded in the release journal yet'}</dd>
      <dt>Canary</dt>
      <dd>
        {running && canary
          ? `${canary.version} gets ${canary.share} % of page loads (measured against ${canary.live}); lease ${leaseLeft(canary.leaseUntil, now)} left`
          : 'No canary'}
        {!running && canary && canary.status !== 'running'
          ? ` (the last one, ${canary.version}, was ${canary.status} ${formatTime(canary.updatedAt)})`
          : null}
        {!running && canary?.status === 'running'
          ? ` (the lease of ${canary.version} ran out ${formatTime(canary.leaseUntil)})`
          : null}
      </dd>
      {canary && (
        <>
          <dt>{running ? 'Decision so far' : 'Last decision'}</dt>
          <dd>
            {canary.decision ?? 'None yet: no watcher has looked'}
            {why.length > 0 && (
              <ul aria-label="Why">
                {why.map((reason, i) => (
                  <li key={i}>{reason}</li>
                ))}
              </ul>
            )}
          </dd>
        </>
      )}
    </Facts>
  );
}
