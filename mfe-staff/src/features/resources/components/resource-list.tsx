import styled from '@emotion/styled';
import { Button, color, radius, Spinner } from 'shared-ui';
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

const Loading = styled.div`
  display: flex;
  align-items: center;
  gap: 10px;
  padding: 32px 0;
  color: ${color.textMuted};
`;

const Notice = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  margin-bottom: 16px;
  padding: 12px 16px;
  border: 1px solid ${color.destructive};
  border-left-width: 4px;
  border-radius: ${radius.md};
  p {
    margin: 0;
  }
`;

const Empty = styled.p`
  margin: 0;
  padding: 40px 24px;
  border: 1px dashed ${color.border};
  border-radius: ${radius.lg};
  color: ${color.textMuted};
  text-align: center;
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
        <Loading>
          <Spinner size={20} label="Loading resources" />
          <span aria-hidden="true">Loading resources…</span>
        </Loading>
      )}
      {error && !loading && (
        <Notice role="alert">
          <p>The resources could not be loaded. {error}</p>
          <Button variant="outline" onClick={onRetry}>
            Try again
          </Button>
        </Notice>
      )}
      {resources?.length === 0 && <Empty>No resources yet. Add the first one with “New resource”.</Empty>}
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
