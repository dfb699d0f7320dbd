// React, which every step below and react-dom need, is part of this file: it would otherwise be a
// file of its own on the header's path.
import 'react';
import { runInTasks } from './start/run-in-tasks';
import { startTelemetryBuffer } from './telemetry/telemetry-buffer';

// Uncaught errors count from the start, before the telemetry itself is loaded (once the page is idle).
startTelemetryBuffer();

// The shell starts in steps, each in a task of its own (shared-ui with the styling library, then the
// app, which takes the page over as soon as react-dom has arrived), so that no task holds the page
// for long and input that comes in between is handled at once. The steps' modules are one file
// (`start`); react-dom, the largest file of the start, is one of its own (shell/webpack.config.js),
// asked for with this one and taken in as soon as it arrives, whatever the step. Module Federation
// is no part of the start: its runtime comes with the router (src/federation/federation-host.ts).
void import('react-dom/client').catch(() => undefined);
runInTasks([
  () => import(/* webpackChunkName: "start" */ 'shared-ui'),
  () => import(/* webpackChunkName: "start" */ './bootstrap'),
]).catch((error: unknown) => console.error('[shell] could not start:', error));
