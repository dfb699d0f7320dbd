import { createContext, useCallback, useContext, type ReactNode } from 'react';
import { toast } from '../components/toast/toast-store';
import { SITE_INFO } from '../site/site-info';

export interface SiteActions {
  /** Opens the Contact Us dialog (or explains why it cannot open). */
  openContact: () => void;
}

/** What a control does for the visitor, site-wide. */
export type SiteActionName = 'contact' | 'service' | 'theme';

/**
 * Names a control's action in its markup (`data-action`): an input held before the shell takes
 * over a page served as HTML is replayed on a control doing the same when its own was redrawn.
 */
export function actionAttribute(name: SiteActionName): { 'data-action': SiteActionName } {
  return { 'data-action': name };
}

const SiteActionsContext = createContext<SiteActions | null>(null);

/** Provided once by the shell, so pages ask for site-wide actions without knowing who serves them. */
export function SiteActionsProvider({ value, children }: { value: SiteActions; children: ReactNode }) {
  return <SiteActionsContext.Provider value={value}>{children}</SiteActionsContext.Provider>;
}

/** The contact action: 'Start Your GCC Journey', 'Partner With Us', 'Schedule Consultation'. */
export function useContactAction(): () => void {
  const actions = useContext(SiteActionsContext);
  return useCallback(() => {
    if (actions) {
      actions.openContact();
      return;
    }
    toast({
      title: 'Contact is unavailable',
      description: `Please email us at ${SITE_INFO.email} instead.`,
      variant: 'destructive',
    });
  }, [actions]);
}

export const SERVICE_ACTION_TOAST = {
  title: '🚧 Service details are not implemented yet',
  description: 'Detailed service pages are on their way. Reach out through Contact Us in the meantime.',
  duration: 5000,
} as const;

/** The service action (spec 2): only a 5 s toast saying service details are not implemented yet. */
export function useServiceAction(): () => void {
  return useCallback(() => {
    toast({ ...SERVICE_ACTION_TOAST });
  }, []);
}
