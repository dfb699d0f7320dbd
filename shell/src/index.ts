import { runInTasks } from './start/run-in-tasks';

// Module Federation needs an async boundary before shared modules are used (RUNTIME-006): each
// import below is one. The shell starts in steps, each in a task of its own (shared-ui with the
// styling library, then the app, which takes the page over as soon as react-dom has arrived), so
// that no task holds the page for long and input that comes in between is handled at once.
// react-dom, the largest file of the start, is taken in as soon as it arrives, whatever the step.
void import('react-dom/client').catch(() => undefined);
runInTasks([() => import('shared-ui'), () => import('./bootstrap')]).catch((error: unknown) =>
  console.error('[shell] could not start:', error),
);
