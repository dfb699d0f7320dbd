import { runInTasks } from './start/run-in-tasks';

// Module Federation needs an async boundary before shared modules are used (RUNTIME-006): each
// import below is one. The shell starts in steps, each in a task of its own (react-dom, then
// shared-ui with the styling library, then the app, which takes the page over), so that no task
// holds the page for long and input that comes in between is handled at once.
runInTasks([() => import('react-dom/client'), () => import('shared-ui'), () => import('./bootstrap')]).catch(
  (error: unknown) => console.error('[shell] could not start:', error),
);
