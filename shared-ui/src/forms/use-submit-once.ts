import { useCallback, useRef, useState } from 'react';

/** What {@link useSubmitOnce} gives a form. */
export interface SubmitOnce {
  /** True while a task runs: drive the button's `loading` and the fields' `readOnly` with it. */
  submitting: boolean;
  /**
   * Runs `task` unless one is already running, in which case it resolves to undefined at once.
   * The guard is a ref, not state: a second click or Enter can land before React re-renders.
   */
  run: <T>(task: () => Promise<T>) => Promise<T | undefined>;
}

/** One in-flight guard for a form: a double click, a second Enter or a resubmit sends once. */
export function useSubmitOnce(): SubmitOnce {
  const [submitting, setSubmitting] = useState(false);
  const inFlight = useRef(false);

  const run = useCallback(async <T>(task: () => Promise<T>): Promise<T | undefined> => {
    if (inFlight.current) return undefined;
    inFlight.current = true;
    setSubmitting(true);
    try {
      return await task();
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  }, []);

  return { submitting, run };
}
