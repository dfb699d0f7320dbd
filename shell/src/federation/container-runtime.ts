import * as runtime from '@module-federation/runtime';
import federation from '@module-federation/webpack-bundler-runtime';
import { initContainerEntry } from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js';

type InitOptions = Parameters<typeof runtime.init>[0];

/**
 * Starts a remote container's federation instance, as `@module-federation/runtime`'s `init` does,
 * except that it never becomes the page's current instance: the shell's stays that one (its
 * `loadRemote` and `registerRemotes` go through it). An instance of that name and version already
 * on the page (the remote loaded again after a release) takes the new options.
 */
function initContainer(options: InitOptions) {
  const normalized = { ...options, id: options.id || '' };
  const existing = runtime.getInstance(
    (instance) => instance.options.name === options.name && instance.options.version === options.version,
  );
  if (!existing) return runtime.createInstance(normalized);
  existing.initOptions(normalized);
  return existing;
}

/**
 * What a remote's production build would otherwise bundle itself (its webpack "bundler runtime",
 * with the runtime, sdk and error codes): the shell's copy, given to every remote. Every function
 * in it takes the container's own `__webpack_require__`, and each container copies these keys into
 * an object of its own, so nothing is shared but code.
 */
export function containerRuntime() {
  return {
    ...federation,
    runtime: { ...runtime, init: initContainer },
    // The shell exposes nothing, so its build leaves this out; a remote container needs it.
    bundlerRuntime: { ...federation.bundlerRuntime, initContainerEntry },
  };
}
