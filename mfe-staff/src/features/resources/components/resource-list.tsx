import styled from '@emotion/styled';
import { Button, Spinner } from 'shared-ui';
import { EmptyNote, FailureNotice, LoadingLine } from '../../../shared/layout/status-boxes';
import type { ResourceListState } from '../hooks/use-resource-list';
import type { StaffResource } from '../lib/resource';
import { ResourceRow } from './resource-row';

const Rows = styled.ul`
  display: grid;
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export interface ResourceListProps extends ResourceListState {
  isPending: (id: string) => boolean;
  onRetry: () => void;
  onEdit: (resource: StaffResource) => void;
  onTogglePublished: (resource: StaffResource) => void;
}

/** Every resource, newest first, with its loading, failed and empty states. */
export function ResourceList({ resources, loading, error, isPending, onRetry, ...on }: ResourceListProps) {
  return (
    <section aria-label="All resources" aria-busy={loading}>
      {loading && resources === null && (
        <LoadingLine>
          <Spinner size={20} label="Loading resources" />
          <span aria-hidden="true">Loading resources…</span>
        </LoadingLine>
      )}
      {error && !loading && (
        <FailureNotice role="alert">
          <p>The resources could not be loaded. {error}</p>
          <Button variant="outline" onClick={onRetry}>
            Try again
          </Button>
        </FailureNotice>
      )}
      {resources?.length === 0 && <EmptyNote>No resources yet. Add the first one with “New resource”.</EmptyNote>}
      {resources && resources.length > 0 && (
        <Rows>
          {resources.map((resource) => (
            <ResourceRow key={resource.id} resource={resource} pending={isPending(resource.id)} {...on} />
          ))}
        </Rows>
      )}
    </section>
  );
}
