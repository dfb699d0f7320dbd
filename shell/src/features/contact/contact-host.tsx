import { useCallback, useEffect, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import {
  SITE_INFO,
  exposedModuleFor,
  SiteActionsProvider,
  toast,
  type ContactDialogModule,
  type ContactDialogProps,
} from 'shared-ui';
import { loadRemoteModule, resetRemote } from '../../federation/remotes';
import { RemoteErrorBoundary } from '../../federation/remote-error-boundary';

/** The remote module that is the Contact Us dialog (site-manifest.json: the `contact-dialog` contract). */
const CONTACT_DIALOG = exposedModuleFor('contact-dialog');

export const CONTACT_UNAVAILABLE_TOAST = {
  title: 'Contact form unavailable',
  description: `We couldn't load the contact form just now. Please email ${SITE_INFO.email} or call ${SITE_INFO.phone}.`,
  variant: 'destructive',
} as const;

/** Rendered when the loaded dialog crashes: the visitor is told, never left with a silent button. */
function ContactCrashNotice() {
  useEffect(() => {
    toast(CONTACT_UNAVAILABLE_TOAST);
  }, []);
  return null;
}

/**
 * Provides the contact action to every page and hosts the marketing remote's Contact Us dialog.
 * The dialog's code loads on first use; when it cannot, the visitor is told how else to reach us.
 */
export function ContactHost({ children }: { children: ReactNode }) {
  const [ContactDialog, setContactDialog] = useState<ComponentType<ContactDialogProps> | null>(null);
  const [open, setOpen] = useState(false);
  // Each open gets a fresh error boundary, so a dialog that crashed once is tried again.
  const [attempt, setAttempt] = useState(0);

  const openContact = useCallback(() => {
    const loading = CONTACT_DIALOG
      ? loadRemoteModule<ContactDialogModule>(CONTACT_DIALOG.remote, CONTACT_DIALOG.module)
      : Promise.reject(new Error('No bundle exposes the contact dialog.'));
    loading.then(
      (module) => {
        setContactDialog(() => module.default);
        setAttempt((n) => n + 1);
        setOpen(true);
      },
      () => {
        if (CONTACT_DIALOG) resetRemote(CONTACT_DIALOG.remote);
        toast(CONTACT_UNAVAILABLE_TOAST);
      },
    );
  }, []);

  const actions = useMemo(() => ({ openContact }), [openContact]);

  return (
    <SiteActionsProvider value={actions}>
      {children}
      {ContactDialog && (
        <RemoteErrorBoundary key={attempt} remote={CONTACT_DIALOG!.remote} fallback={() => <ContactCrashNotice />}>
          <ContactDialog open={open} onOpenChange={setOpen} />
        </RemoteErrorBoundary>
      )}
    </SiteActionsProvider>
  );
}
