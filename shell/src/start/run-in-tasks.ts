/**
 * Resolves in a task of its own, after what is queued: input that came in meanwhile is handled and
 * the page can paint before the next step. A message, not a timer: timers of a tab in the
 * background wait up to a second.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/** Runs the steps one after another, each starting in a task of its own. */
export async function runInTasks(steps: ReadonlyArray<() => Promise<unknown>>): Promise<void> {
  for (const step of steps) {
    await nextTask();
    await step();
  }
}
