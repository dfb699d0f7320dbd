import { resetConsole, unexpectedConsole } from './console-guard';

// Runs around every end-to-end test (setupFilesAfterEnv): see console-guard.ts.
beforeEach(resetConsole);

afterEach(() => {
  const unexpected = unexpectedConsole();
  resetConsole();
  if (unexpected.length) throw new Error(`Unexpected browser console messages:\n${unexpected.join('\n')}`);
});
