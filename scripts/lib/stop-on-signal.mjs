// What a long-running command does on Ctrl-C or SIGTERM: stop what it started, once, then exit.

/** @param {() => Promise<unknown>} stop */
export function stopOnSignal(stop) {
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, async () => {
      if (stopping) return;
      stopping = true;
      console.log('\nStopping…');
      await stop();
      process.exit(0);
    });
  }
}
