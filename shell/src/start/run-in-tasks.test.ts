import { MessageChannel as NodeMessageChannel } from 'node:worker_threads';
import { nextTask, runInTasks } from './run-in-tasks';

// jsdom has no MessageChannel; the browser's and Node's queue each message as a task of its own.
beforeAll(() => {
  globalThis.MessageChannel = NodeMessageChannel as unknown as typeof MessageChannel;
});
afterAll(() => {
  delete (globalThis as { MessageChannel?: unknown }).MessageChannel;
});

/** Queues `then` as a task of its own, behind what is queued already. */
function queueTask(then: () => void) {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    then();
  };
  channel.port2.postMessage(null);
}

describe('runInTasks', () => {
  it('runs the steps in order, each in a task of its own: what was queued in between runs first', async () => {
    const order: string[] = [];
    await runInTasks([
      async () => {
        order.push('react-dom');
        queueTask(() => order.push('input'));
      },
      async () => order.push('shared-ui'),
      async () => order.push('app'),
    ]);
    expect(order).toEqual(['react-dom', 'input', 'shared-ui', 'app']);
  });

  it('waits for each step before the next, and stops at a step that fails', async () => {
    const order: string[] = [];
    const failed = new Error('chunk could not be loaded');
    await expect(
      runInTasks([
        async () => {
          await nextTask();
          order.push('slow');
        },
        async () => {
          throw failed;
        },
        async () => order.push('never'),
      ]),
    ).rejects.toBe(failed);
    expect(order).toEqual(['slow']);
  });

  it('starts nothing in the task that calls it', async () => {
    const step = jest.fn(async () => undefined);
    const running = runInTasks([step]);
    await Promise.resolve();
    expect(step).not.toHaveBeenCalled();
    await running;
    expect(step).toHaveBeenCalledTimes(1);
  });
});
