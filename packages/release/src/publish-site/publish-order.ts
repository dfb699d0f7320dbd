// The order `npm run publish` and `npm start` publish the bundles in.
import { REMOTE_BUNDLES, SHELL_BUNDLE } from '../bundles/site-bundles';

/**
 * Every remote before the shell, so a shell that loads a module new in a remote finds it live when
 * it switches (a release's check of a shell), and the shell that stays live meanwhile loads only
 * modules the remotes kept.
 */
export const PUBLISH_ORDER = [...REMOTE_BUNDLES, SHELL_BUNDLE];
