import styled from '@emotion/styled';
import { useCallback, useState } from 'react';
import { color, radius, toast } from 'shared-ui';
import { prepareBackendClient } from '../api/prepare-backend-client';
import type { AccessTarget } from '../hooks/use-lead-submission';
import { useAccessDialog } from '../hooks/use-access-dialog';
import { useResources } from '../hooks/use-resources';
import { MESSAGES } from '../lib/messages';
import type { Resource } from '../lib/resource';
import { ResourceGrid } from './resource-grid';
import { ResourceGridSkeleton } from './resource-grid-skeleton';

const Empty = styled.p`
  margin: 0;
  padding: 48px 24px;
  border: 1px dashed ${color.border};
  border-radius: ${radius.lg};
  color: ${color.textMuted};
  text-align: center;
`;

const EMPTY_TEXT = {
  loaded: 'No resources have been published yet. Please check back soon.',
  failed: 'Resources are unavailable right now. Please try again later.',
} as const;

/**
 * The resource grid with its loading and empty states, and the Access Resource dialog. The list
 * comes without supabase-js (useResources); the dialog's calls need it, so it is loaded at the first
 * sign of an access: the pointer on, or focus in, a card's Access Now, else its click.
 */
export function ResourceLibrary() {
  const { status, resources } = useResources();
  const [target, setTarget] = useState<AccessTarget | null>(null);
  const close = useCallback(() => setTarget(null), []);
  const { AccessDialog, show } = useAccessDialog();

  const requestAccess = useCallback(
    (resource: Resource) => {
      const url = resource.documentUrl;
      if (url === null) {
        toast(MESSAGES.contentNeeded);
        return;
      }
      prepareBackendClient();
      show().then(
        () => setTarget({ resource, url }),
        () => toast(MESSAGES.dialogUnavailable),
      );
    },
    [show],
  );

  return (
    <section aria-label="Resources" aria-busy={status === 'loading'}>
      {status === 'loading' && <ResourceGridSkeleton />}
      {status !== 'loading' && resources.length === 0 && <Empty>{EMPTY_TEXT[status]}</Empty>}
      {resources.length > 0 && (
        <ResourceGrid resources={resources} onAccess={requestAccess} onAccessIntent={prepareBackendClient} />
      )}
      {AccessDialog && <AccessDialog target={target} onClose={close} />}
    </section>
  );
}
