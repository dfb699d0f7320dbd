/**
 * The site's one toast store (spec 4): at most one toast visible, a newer one replaces the older,
 * each can be dismissed or updated. Module state: shared-ui is a federation singleton, so the
 * shell and every remote talk to this same store.
 */
export type ToastVariant = 'default' | 'destructive';

export interface ToastData {
  id: string;
  title?: string;
  description?: string;
  variant: ToastVariant;
  /** Milliseconds before it closes by itself. */
  duration: number;
  open: boolean;
}

export type ToastInput = Partial<Omit<ToastData, 'id' | 'open'>>;

const TOAST_DEFAULT_DURATION = 5000;
/** How long a closed toast stays mounted so its exit animation can play. */
export const TOAST_REMOVE_DELAY = 300;

type Listener = (toasts: readonly ToastData[]) => void;

let toasts: readonly ToastData[] = [];
let counter = 0;
const listeners = new Set<Listener>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function emit(next: readonly ToastData[]): void {
  toasts = next;
  listeners.forEach((listener) => listener(toasts));
}

function scheduleRemoval(id: string): void {
  if (removalTimers.has(id)) return;
  const timer = setTimeout(() => {
    removalTimers.delete(id);
    emit(toasts.filter((t) => t.id !== id));
  }, TOAST_REMOVE_DELAY);
  removalTimers.set(id, timer);
}

/** Shows a toast; returns handles to update or dismiss that same toast. */
export function toast(input: ToastInput) {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = `toast-${counter}`;
  const created: ToastData = { variant: 'default', duration: TOAST_DEFAULT_DURATION, ...input, id, open: true };
  const older = toasts.filter((t) => t.id !== id);
  older.forEach((t) => scheduleRemoval(t.id));
  // Opening one closes the others, so never more than one is visible.
  emit([created, ...older.map((t) => ({ ...t, open: false }))]);
  return {
    id,
    update: (changes: ToastInput) => updateToast(id, changes),
    dismiss: () => dismissToast(id),
  };
}

export function updateToast(id: string, changes: ToastInput): void {
  emit(toasts.map((t) => (t.id === id ? { ...t, ...changes } : t)));
}

/** Closes one toast, or every toast when no id is given. */
export function dismissToast(id?: string): void {
  emit(toasts.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t)));
  toasts.filter((t) => !t.open).forEach((t) => scheduleRemoval(t.id));
}

export function getToasts(): readonly ToastData[] {
  return toasts;
}

export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
