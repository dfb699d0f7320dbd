import { useEffect, useState } from 'react';

const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

interface NetworkInformationLike {
  saveData?: boolean;
}

function prefersSavingData(): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformationLike }).connection;
  return connection?.saveData === true;
}

/**
 * Whether the decorative hero video may play. False on the first render (so the video never
 * competes with the headline for the first paint), then false for reduced motion or Save-Data.
 */
export function useBackgroundVideoAllowed(): boolean {
  const [allowed, setAllowed] = useState(false);

  useEffect(() => {
    const query = typeof window.matchMedia === 'function' ? window.matchMedia(REDUCED_MOTION_QUERY) : null;
    const update = () => setAllowed(!prefersSavingData() && !(query?.matches ?? false));
    update();
    query?.addEventListener?.('change', update);
    return () => query?.removeEventListener?.('change', update);
  }, []);

  return allowed;
}
