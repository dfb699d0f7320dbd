import { useEffect, useState } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from 'shared-ui/dialog';
import { useSaveResource } from '../hooks/use-save-resource';
import type { ResourceRow, StaffResource } from '../lib/resource';
import { ResourceForm } from './resource-form';

/** Which resource the form is open for (null: a new one); a new `key` starts a fresh form. */
export interface Editing {
  resource: StaffResource | null;
  key: number;
}

export interface ResourceEditorDialogProps {
  /** What is being edited; null keeps the dialog closed. */
  editing: Editing | null;
  onClose: () => void;
  onSaved: (row: ResourceRow) => void;
}

interface EditorProps {
  resource: StaffResource | null;
  onCancel: () => void;
  onSaved: (row: ResourceRow) => void;
  onBusyChange: (busy: boolean) => void;
}

function Editor({ resource, onCancel, onSaved, onBusyChange }: EditorProps) {
  const save = useSaveResource(resource, onSaved);
  useEffect(() => onBusyChange(save.busy), [save.busy, onBusyChange]);
  return (
    <DialogContent>
      <DialogHeader>
        <DialogTitle>{resource ? 'Edit resource' : 'New resource'}</DialogTitle>
        <DialogDescription>
          {resource
            ? `Changes to "${resource.title}" show on the Knowledge Hub once saved, if it is published.`
            : 'Add a whitepaper, webinar, podcast or report to the Knowledge Hub.'}
        </DialogDescription>
      </DialogHeader>
      <ResourceForm original={resource} save={save} onCancel={onCancel} />
    </DialogContent>
  );
}

/**
 * The create and edit form in a dialog. It cannot be closed while an upload or save runs, so a
 * save never finishes unseen; a closed and reopened dialog starts from the resource again.
 */
export function ResourceEditorDialog({ editing, onClose, onSaved }: ResourceEditorDialogProps) {
  const [busy, setBusy] = useState(false);
  return (
    <Dialog open={editing !== null} onOpenChange={(open) => !open && !busy && onClose()}>
      {editing && (
        <Editor
          key={editing.key}
          resource={editing.resource}
          onCancel={onClose}
          onSaved={onSaved}
          onBusyChange={setBusy}
        />
      )}
    </Dialog>
  );
}
