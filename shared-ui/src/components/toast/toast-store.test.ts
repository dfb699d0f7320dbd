import { TOAST_REMOVE_DELAY, dismissToast, getToasts, subscribeToasts, toast, updateToast } from './toast-store';

const visible = () => getToasts().filter((t) => t.open);

beforeEach(() => {
  jest.useFakeTimers();
});

afterEach(() => {
  // The store is module state: close and remove whatever a test left behind.
  dismissToast();
  jest.runOnlyPendingTimers();
  jest.useRealTimers();
});

describe('toast store', () => {
  it('holds no toasts before any is shown', () => {
    expect(getToasts()).toEqual([]);
  });

  it('shows a new toast open, with the default variant and a 5000 ms duration', () => {
    const handle = toast({ title: 'Saved', description: 'All good' });

    expect(getToasts()).toEqual([
      { id: handle.id, title: 'Saved', description: 'All good', variant: 'default', duration: 5000, open: true },
    ]);
  });

  it('keeps the destructive variant and a custom duration when asked', () => {
    toast({ title: 'Heads up!', variant: 'destructive', duration: 1000 });

    expect(visible()).toEqual([
      expect.objectContaining({ title: 'Heads up!', variant: 'destructive', duration: 1000 }),
    ]);
  });

  it('gives every toast its own id', () => {
    const first = toast({ title: 'One' });
    const second = toast({ title: 'Two' });

    expect(first.id).not.toBe(second.id);
  });

  it('shows at most one toast: a newer one replaces the older', () => {
    const older = toast({ title: 'Older' });
    const newer = toast({ title: 'Newer' });

    expect(visible().map((t) => t.title)).toEqual(['Newer']);
    expect(getToasts().find((t) => t.id === older.id)?.open).toBe(false);
    expect(getToasts().find((t) => t.id === newer.id)?.open).toBe(true);
  });

  it('removes a replaced toast only after the removal delay, so its exit can play', () => {
    const older = toast({ title: 'Older' });
    toast({ title: 'Newer' });

    jest.advanceTimersByTime(TOAST_REMOVE_DELAY - 1);
    expect(getToasts().map((t) => t.id)).toContain(older.id);

    jest.advanceTimersByTime(1);
    expect(getToasts().map((t) => t.title)).toEqual(['Newer']);
  });

  it('updates a toast through its handle and through updateToast by id', () => {
    const handle = toast({ title: 'Uploading' });

    handle.update({ title: 'Still uploading', variant: 'destructive' });
    expect(visible()).toEqual([expect.objectContaining({ title: 'Still uploading', variant: 'destructive' })]);

    updateToast(handle.id, { description: 'Almost there' });
    expect(visible()).toEqual([expect.objectContaining({ title: 'Still uploading', description: 'Almost there' })]);
  });

  it('leaves other toasts alone when updating an unknown id', () => {
    toast({ title: 'Kept' });

    updateToast('toast-does-not-exist', { title: 'Changed' });

    expect(visible().map((t) => t.title)).toEqual(['Kept']);
  });

  it('dismisses a toast by id through its handle, then removes it after the delay', () => {
    const handle = toast({ title: 'Bye' });

    handle.dismiss();
    expect(getToasts()).toEqual([expect.objectContaining({ id: handle.id, open: false })]);

    jest.advanceTimersByTime(TOAST_REMOVE_DELAY);
    expect(getToasts()).toEqual([]);
  });

  it('dismisses only the toast whose id is given', () => {
    const handle = toast({ title: 'Stays' });

    dismissToast('toast-does-not-exist');

    expect(visible().map((t) => t.id)).toEqual([handle.id]);
  });

  it('dismisses every toast when no id is given', () => {
    toast({ title: 'One' });
    toast({ title: 'Two' });

    dismissToast();
    expect(visible()).toEqual([]);

    jest.advanceTimersByTime(TOAST_REMOVE_DELAY);
    expect(getToasts()).toEqual([]);
  });

  it('tells subscribers about every change until they unsubscribe', () => {
    const listener = jest.fn();
    const unsubscribe = subscribeToasts(listener);

    toast({ title: 'Hello' });
    expect(listener).toHaveBeenLastCalledWith([expect.objectContaining({ title: 'Hello', open: true })]);

    unsubscribe();
    toast({ title: 'Unheard' });
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
