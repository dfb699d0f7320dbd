import { useCallback, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { REMOTES, SITE_INFO, SiteActionsProvider, toast, type ContactDialogModule, type ContactDialogProps } from 'shared-ui';
import { loadRemoteModule, resetRemote } from '../../federation/remotes';
import { RemoteErrorBoundary } from '../remote-page/remote-error-boundary';

export const CONTACT_UNAVAILABLE_TOAST = {
  title: 'Contact form unavailable',
  description: `We couldn't load the contact form just now. Please email ${SITE_INFO.email} or call ${SITE_INFO.phone}.`,
  variant: 'destructive',
} as const;

/**
 * Provides the contact action to every page and hosts the marketing remote's Contact Us dialog.
 * The dialog's code loads on first use; when it cannot, the visitor is told how else to reach us.
 */
export function ContactHost({ children }: { children: ReactNode }) {
  const [ContactDialog, setContactDialog] = useState<ComponentType<ContactDialogProps> | null>(null);
  const [open, setOpen] = useState(false);

  const openContact = useCallback(() => {
    loadRemoteModule<ContactDialogModule>('marketing', REMOTES.marketing.modules.contactDialog).then(
      (module) => {
        setContactDialog(() => module.default);
        setOpen(true);
      },
      () => {
        resetRemote('marketing');
        toast(CONTACT_UNAVAILABLE_TOAST);
      },
    );
  }, []);

  const actions = useMemo(() => ({ openContact }), [openContact]);

  return (
    <SiteActionsProvider value={actions}>
      {children}
      {ContactDialog && (
        <RemoteErrorBoundary fallback={() => null}>
          <ContactDialog open={open} onOpenChange={setOpen} />
        </RemoteErrorBoundary>
      )}
    </SiteActionsProvider>
  );
}
