import { useEffect } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from 'shared-ui/dialog';
import { prepareBackendClient } from '../api/prepare-backend-client';
import { useLeadSubmission, type AccessTarget } from '../hooks/use-lead-submission';
import { AccessResourceForm } from './access-resource-form';

export interface AccessResourceDialogProps {
  /** The resource asked for; null keeps the dialog closed. */
  target: AccessTarget | null;
  onClose: () => void;
}

/** Asks for name, email and company before a resource opens (spec 2, "Access Resource dialog"). */
export function AccessResourceDialog({ target, onClose }: AccessResourceDialogProps) {
  const { submit, submitting } = useLeadSubmission(target, onClose);
  // Open, it will submit through supabase-js: loaded now (once), if no earlier sign loaded it.
  const open = target !== null;
  useEffect(() => {
    if (open) prepareBackendClient();
  }, [open]);
  return (
    <Dialog open={open} onOpenChange={(open) => !open && onClose()}>
      {target && (
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Access Resource</DialogTitle>
            <DialogDescription>
              To access &quot;{target.resource.title}&quot;, please provide your details below.
            </DialogDescription>
          </DialogHeader>
          <AccessResourceForm
            key={target.resource.id}
            submitting={submitting}
            onSubmit={(details) => void submit(details)}
          />
        </DialogContent>
      )}
    </Dialog>
  );
}
