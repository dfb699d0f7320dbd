import { RetryPlugin } from '@module-federation/retry-plugin';

/**
 * First layer of remote failure handling: transient network errors on a manifest or a remote
 * entry are retried before anything is shown. (retry-plugin 0.17 takes `{ fetch, script }`.)
 */
export default function retryRuntimePlugin() {
  return RetryPlugin({
    fetch: { retryTimes: 1 },
    script: { retryTimes: 1, retryDelay: 400 },
  });
}
