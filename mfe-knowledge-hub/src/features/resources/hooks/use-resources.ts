import { useEffect, useState } from 'react';
import { toast } from 'shared-ui';
import { getResources } from '../api/get-resources';
import { MESSAGES } from '../lib/messages';
import type { Resource } from '../lib/resource';

export type ResourcesStatus = 'loading' | 'loaded' | 'failed';

export interface ResourcesState {
  status: ResourcesStatus;
  /** Newest first; stays empty when loading failed. */
  resources: readonly Resource[];
}

/** Loads the resources once per mount; a failure is logged and announced, and the list stays empty. */
export function useResources(): ResourcesState {
  const [state, setState] = useState<ResourcesState>({ status: 'loading', resources: [] });

  useEffect(() => {
    let current = true;
    getResources().then(
      (resources) => {
        if (current) setState({ status: 'loaded', resources });
      },
      (error: unknown) => {
        if (!current) return;
        console.error('Failed to load resources:', error);
        toast(MESSAGES.loadFailed);
        setState({ status: 'failed', resources: [] });
      },
    );
    // A later answer for an unmounted page (or React's development double mount) is ignored.
    return () => {
      current = false;
    };
  }, []);

  return state;
}
