import type * as FramerMotion from 'framer-motion';

type Motion = typeof FramerMotion;

let loading: Promise<Motion> | null = null;

/**
 * framer-motion, loaded on first use: animation code stays off the first screen. The shell asks
 * for it once the page has loaded, so it is there before the first page change; a failed
 * download is tried again next time.
 */
export function loadMotion(): Promise<Motion> {
  loading ??= import('framer-motion').catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
