import { useCallback, useRef, useState } from 'react';
import { toast } from 'shared-ui';
import { updateResource } from '../api/update-resource';
import { failureMessage } from '../lib/failure-message';
import type { ResourceRow } from '../lib/resource';

export const UPDATE_FAILED_TITLE = 'Update Failed';

export interface PublishToggle {
  /** Publishes a draft or unpublishes a published resource; a second press while it runs does nothing. */
  toggle: (resource: ResourceRow) => Promise<void>;
  /** True while the resource with this id is being changed. */
  isPending: (id: string) => boolean;
}

/** Publish and unpublish, one request per resource at a time, announced with a toast either way. */
export function usePublishToggle(onUpdated: (row: ResourceRow) => void): PublishToggle {
  const inFlight = useRef(new Set<string>());
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());

  const mark = useCallback((id: string, busy: boolean) => {
    if (busy) inFlight.current.add(id);
    else inFlight.current.delete(id);
    setPending(new Set(inFlight.current));
  }, []);

  const toggle = useCallback(
    async (resource: ResourceRow) => {
      if (inFlight.current.has(resource.id)) return;
      mark(resource.id, true);
      try {
        const row = await updateResource(resource.id, { published: !resource.published });
        onUpdated(row);
        toast(
          row.published
            ? { title: 'Resource published', description: `"${row.title}" is now shown on the Knowledge Hub.` }
            : { title: 'Resource unpublished', description: `"${row.title}" is now hidden from the Knowledge Hub.` },
        );
      } catch (error) {
        toast({ title: UPDATE_FAILED_TITLE, description: failureMessage(error), variant: 'destructive' });
      } finally {
        mark(resource.id, false);
      }
    },
    [mark, onUpdated],
  );

  const isPending = useCallback((id: string) => pending.has(id), [pending]);
  return { toggle, isPending };
}
