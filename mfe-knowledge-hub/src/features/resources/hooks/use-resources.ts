import { startTransition, useEffect, useState } from 'react';
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

const LOADING: ResourcesState = { status: 'loading', resources: [] };

/** The list's request asked for by the page's first render, until a mount takes it. */
let early: Promise<Resource[]> | null = null;
let askedEarly = false;

/**
 * The page's first render (React taking over the served page) asks for the list at once, not after
 * it has committed, so the answer the served page preloaded is in hand when the effect wants it.
 * Once per page load however often React renders; never in the first-screen renderer, which serves
 * the loading state. A failure is reported by the mount that takes it.
 */
function askEarly(): void {
  if (typeof window === 'undefined' || askedEarly) return;
  askedEarly = true;
  early = getResources();
  early.catch(() => {});
}

/** The request asked for while rendering, else a new one: each mount loads the list once. */
function takeRequest(): Promise<Resource[]> {
  const request = early ?? getResources();
  early = null;
  return request;
}

/** Loads the resources once per mount; a failure is logged and announced, and the list stays empty. */
export function useResources(): ResourcesState {
  askEarly();
  const [state, setState] = useState<ResourcesState>(LOADING);

  useEffect(() => {
    let current = true;
    takeRequest().then(
      (resources) => {
        // In a transition: React renders the cards in short slices, so rendering them makes no long
        // task on a slow phone, and commits them in one go in place of the placeholders.
        if (current) startTransition(() => setState({ status: 'loaded', resources }));
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
