import styled from '@emotion/styled';
import { useCallback, useRef, useState } from 'react';
import { Button, color } from 'shared-ui';
import { usePublishToggle } from '../hooks/use-publish-toggle';
import { useResourceList } from '../hooks/use-resource-list';
import type { StaffResource } from '../lib/resource';
import { ResourceEditorDialog, type Editing } from './resource-editor-dialog';
import { ResourceList } from './resource-list';

const Workspace = styled.div`
  display: grid;
  gap: 20px;
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  p {
    margin: 0;
    color: ${color.textMuted};
  }
`;

/** How many resources there are, and how many of them are drafts. */
function summary(resources: readonly StaffResource[] | null): string {
  if (!resources) return '';
  const drafts = resources.filter((r) => !r.published).length;
  const total = `${resources.length} ${resources.length === 1 ? 'resource' : 'resources'}`;
  return drafts > 0 ? `${total}, ${drafts} ${drafts === 1 ? 'draft' : 'drafts'}` : total;
}

/**
 * The content team's resources page body (under the page's own heading, for signed-in staff):
 * every resource, published or draft, with New resource, Edit, and Publish or Unpublish.
 */
export function ResourcesWorkspace() {
  const list = useResourceList();
  const publishing = usePublishToggle(list.replace);
  const [editing, setEditing] = useState<Editing | null>(null);
  const opened = useRef(0);

  const edit = useCallback((resource: StaffResource | null) => {
    opened.current += 1;
    setEditing({ resource, key: opened.current });
  }, []);
  const close = useCallback(() => setEditing(null), []);
  const { reload } = list;
  const saved = useCallback(() => {
    setEditing(null);
    reload();
  }, [reload]);

  return (
    <Workspace>
      <Toolbar>
        <p aria-live="polite">{summary(list.resources)}</p>
        <Button onClick={() => edit(null)}>New resource</Button>
      </Toolbar>
      <ResourceList
        resources={list.resources}
        loading={list.loading}
        error={list.error}
        isPending={publishing.isPending}
        onRetry={reload}
        onEdit={edit}
        onTogglePublished={(resource) => void publishing.toggle(resource)}
      />
      <ResourceEditorDialog editing={editing} onClose={close} onSaved={saved} />
    </Workspace>
  );
}
