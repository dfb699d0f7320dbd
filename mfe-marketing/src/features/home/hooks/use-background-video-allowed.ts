import { useEffect, useState } from 'react';
import { REDUCED_MOTION_QUERY, useAfterPageLoad } from 'shared-ui';

interface NetworkInformationLike extends Partial<EventTarget> {
  saveData?: boolean;
}

function connection(): NetworkInformationLike | undefined {
  return (navigator as Navigator & { connection?: NetworkInformationLike }).connection;
}

/**
 * Whether the decorative hero video may be attached: only after the page has loaded (so it never
 * competes with the headline for the largest paint), and never for reduced motion or Save-Data.
 * Follows changes to either preference while the page is open.
 */
export function useBackgroundVideoAllowed(): boolean {
  const pageLoaded = useAfterPageLoad();
  const [preferencesAllow, setPreferencesAllow] = useState(false);

  useEffect(() => {
    const query = typeof window.matchMedia === 'function' ? window.matchMedia(REDUCED_MOTION_QUERY) : null;
    const network = connection();
    const update = () => setPreferencesAllow(network?.saveData !== true && !(query?.matches ?? false));
    update();
    query?.addEventListener?.('change', update);
    network?.addEventListener?.('change', update);
    return () => {
      query?.removeEventListener?.('change', update);
      network?.removeEventListener?.('change', update);
    };
  }, []);

  return pageLoaded && preferencesAllow;
}
