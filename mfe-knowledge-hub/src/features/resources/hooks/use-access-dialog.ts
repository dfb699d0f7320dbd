import { useCallback, useEffect, useState, type ComponentType } from 'react';
import { beforeFirstUse } from 'shared-ui';
import type { AccessResourceDialogProps } from '../components/access-resource-dialog';

type AccessDialog = ComponentType<AccessResourceDialogProps>;

/** Without a sign of use, the dialog's code is fetched this long after the page has loaded. */
export const ACCESS_DIALOG_PREFETCH_MS = 1000;

let loading: Promise<AccessDialog> | null = null;

/**
 * The Access Resource dialog's code (with shared-ui/dialog and Radix Dialog), fetched apart from
 * the page so the page responds before it arrives. A failed download is tried again next time.
 */
export function loadAccessDialog(): Promise<AccessDialog> {
  loading ??= import('../components/access-resource-dialog').then(
    (module) => module.AccessResourceDialog,
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * The dialog component once its code is here (null before), fetched at the visitor's first sign
 * of using the page or soon after it has loaded, so it is there when a card asks for it.
 * `show` loads it at once and resolves with it.
 */
export function useAccessDialog(): { AccessDialog: AccessDialog | null; show: () => Promise<AccessDialog> } {
  const [AccessDialog, setAccessDialog] = useState<AccessDialog | null>(null);
  const show = useCallback(
    () =>
      loadAccessDialog().then((component) => {
        setAccessDialog(() => component);
        return component;
      }),
    [],
  );
  // A prefetch that fails says nothing: the click that needs the dialog tries again, and says so.
  useEffect(() => beforeFirstUse(() => void show().catch(() => {}), ACCESS_DIALOG_PREFETCH_MS), [show]);
  return { AccessDialog, show };
}
