import { afterPageLoad } from 'shared-ui';
import type { TelemetryOptions } from './start-telemetry';
import { sendsNothing } from './telemetry-buffer';

/** webpack's public path: the folder the shell's scripts were loaded from (`/releases/<version>/`). */
declare const __webpack_public_path__: string | undefined;

/**
 * Loads and starts the telemetry (its own chunk, with web-vitals) at the first idle moment once the
 * page has loaded and its route is rendered, so it never competes with the page's start; nothing
 * is loaded in a browser that sends Global Privacy Control. What happens before (errors, crashes)
 * is held by telemetry-buffer.ts.
 */
export function scheduleTelemetry(options: Omit<TelemetryOptions, 'shellBase'>, win: Window = window): void {
  if (sendsNothing(win.navigator)) return;
  const shellBase = typeof __webpack_public_path__ === 'string' ? __webpack_public_path__ : '';
  afterPageLoad(() => {
    import(/* webpackChunkName: "telemetry" */ './start-telemetry')
      // Started at the next idle moment: not in the task that has just run the chunk's code.
      .then(({ startTelemetry }) => afterPageLoad(() => startTelemetry({ ...options, shellBase, win })))
      .catch(() => {
        // Telemetry never troubles the visitor: a chunk that cannot be loaded is given up.
      });
  });
}
