import styled from '@emotion/styled';
import { Button, SITE_INFO, color } from 'shared-ui';

const Panel = styled.section`
  min-height: 60vh;
  display: grid;
  place-content: center;
  gap: 16px;
  padding: 120px 24px 64px;
  text-align: center;
  h1 {
    margin: 0;
    font-size: 1.6rem;
  }
  p {
    margin: 0 auto;
    max-width: 36rem;
    color: ${color.textMuted};
  }
`;

export interface RemoteUnavailableProps {
  /** What the visitor was trying to see, e.g. "The Knowledge Hub". */
  what: string;
  onRetry: () => void;
}

/** Shown in place of a section whose bundle cannot be reached; the rest of the site keeps working. */
export function RemoteUnavailable({ what, onRetry }: RemoteUnavailableProps) {
  return (
    <Panel role="alert" aria-live="assertive">
      <h1>{what} is temporarily unavailable</h1>
      <p>
        We couldn&apos;t load this part of the site. Check your connection and try again, or reach us at{' '}
        <a href={`mailto:${SITE_INFO.email}`}>{SITE_INFO.email}</a>.
      </p>
      <div>
        <Button onClick={onRetry}>Retry</Button>
      </div>
    </Panel>
  );
}
