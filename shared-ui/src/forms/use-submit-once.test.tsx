import { act, renderHook } from '@testing-library/react';
import { useSubmitOnce } from './use-submit-once';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe('useSubmitOnce', () => {
  it('runs one task at a time and reports it as submitting', async () => {
    const { result } = renderHook(() => useSubmitOnce());
    const send = deferred();
    const task = jest.fn(() => send.promise.then(() => 'sent'));

    let first!: Promise<string | undefined>;
    let second!: Promise<string | undefined>;
    act(() => {
      first = result.current.run(task);
      second = result.current.run(task); // before React has re-rendered
    });

    expect(result.current.submitting).toBe(true);
    await expect(second).resolves.toBeUndefined();
    await act(async () => send.resolve());
    await expect(first).resolves.toBe('sent');
    expect(task).toHaveBeenCalledTimes(1);
    expect(result.current.submitting).toBe(false);
  });

  it('allows the next run once a task has failed, and passes the failure on', async () => {
    const { result } = renderHook(() => useSubmitOnce());

    await act(async () => {
      await expect(result.current.run(() => Promise.reject(new Error('offline')))).rejects.toThrow('offline');
    });

    expect(result.current.submitting).toBe(false);
    await act(async () => {
      await expect(result.current.run(async () => 'again')).resolves.toBe('again');
    });
  });
});
