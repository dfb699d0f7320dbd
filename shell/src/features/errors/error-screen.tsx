import styled from '@emotion/styled';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { buttonStyle, color, usePageMeta } from 'shared-ui';
import { useRouteReady } from '../../routing/route-ready';
import { errorPageMeta } from './error-meta';

const Panel = styled.section`
  min-height: 70vh;
  display: grid;
  place-content: center;
  gap: 16px;
  padding: 120px 24px 64px;
  text-align: center;
  h1 {
    margin: 0;
    font-size: clamp(1.6rem, 4vw, 2.4rem);
  }
  p {
    margin: 0;
    color: ${color.textMuted};
    font-size: 1.1rem;
  }
`;

const HomeLink = styled(Link)(buttonStyle('default', 'lg'));

/** Describes a routing error as "404 Not Found" or the error's message. */
export function describeRouteError(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : 'Unknown error';
}

/** The fallback for unknown routes and routing failures (spec 2), with a way back home. */
export function ErrorScreen() {
  const error = useRouteError();
  const detail = describeRouteError(error);
  usePageMeta(errorPageMeta(detail));
  useRouteReady('error');
  if (!isRouteErrorResponse(error)) console.error('[shell] routing failure:', error);

  return (
    <Panel>
      <h1>Unexpected Application Error!</h1>
      <p data-testid="route-error-detail">{detail}</p>
      <div>
        <HomeLink to="/">Back to home</HomeLink>
      </div>
    </Panel>
  );
}
