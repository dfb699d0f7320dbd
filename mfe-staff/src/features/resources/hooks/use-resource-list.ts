import { useCallback, useEffect, useRef, useState } from 'react';
import { listResources } from '../api/list-resources';
import { failureMessage } from '../lib/failure-message';
import type { ResourceRow, StaffResource } from '../lib/resource';

export interface ResourceListState {
  /** Newest first; null until the first answer arrives. Kept while a later load runs or fails. */
  resources: readonly StaffResource[] | null;
  loading: boolean;
  /** Why the last load failed, or null. */
  error: string | null;
}

export interface ResourceList extends ResourceListState {
  /** Loads the list again (the current one stays shown meanwhile). */
  reload: () => void;
  /**
   * Puts a row the backend returned in place of the listed one with its id, keeping the listed
   * document address: for changes that leave the url alone (publishing). After other edits, reload.
   */
  replace: (row: ResourceRow) => void;
}

/** Every resource, loaded on mount and on demand; only the newest request's answer is used. */
export function useResourceList(): ResourceList {
  const [state, setState] = useState<ResourceListState>({ resources: null, loading: true, error: null });
  const latest = useRef(0);

  const reload = useCallback(() => {
    const request = ++latest.current;
    setState((s) => ({ ...s, loading: true }));
    listResources().then(
      (resources) => {
        if (request === latest.current) setState({ resources, loading: false, error: null });
      },
      (error: unknown) => {
        if (request !== latest.current) return;
        console.error('Failed to load resources:', error);
        setState((s) => ({ ...s, loading: false, error: failureMessage(error) }));
      },
    );
  }, []);

  useEffect(() => {
    reload();
    // An answer that arrives after unmounting (or React's development double mount) is ignored.
    return () => {
      latest.current += 1;
    };
  }, [reload]);

  const replace = useCallback((row: ResourceRow) => {
    setState((s) => ({
      ...s,
      resources: s.resources?.map((listed) => (listed.id === row.id ? { ...listed, ...row } : listed)) ?? null,
    }));
  }, []);

  return { ...state, reload, replace };
}
