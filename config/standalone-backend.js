/**
 * The backend of a remote's standalone dev host (its src/dev): SUPABASE_URL / SUPABASE_PUBLISHABLE_KEY
 * (or a legacy project's SUPABASE_ANON_KEY) from the environment, else the local backend (its
 * publishable key in the key model SUPABASE_KEYS names, when the local-backend package is built). The shell never uses these; it passes its runtime config.
 */
const { DefinePlugin } = require('webpack');

const LOCAL_BACKEND_URL = 'http://localhost:54321';

/** The local backend's publishable key (the anon JWT with SUPABASE_KEYS=legacy), when that package is built; '' otherwise. */
function localPublishableKey() {
  try {
    const { localApiKeys, readKeyModel } = require('local-backend');
    const key = localApiKeys(readKeyModel()).publishableKey;
    return typeof key === 'string' ? key : '';
  } catch {
    return '';
  }
}

/** @param {boolean} development @returns {import('webpack').WebpackPluginInstance} */
function standaloneBackend(development) {
  const publishableKey =
    process.env.SUPABASE_PUBLISHABLE_KEY ?? process.env.SUPABASE_ANON_KEY ?? (development ? localPublishableKey() : '');
  return new DefinePlugin({
    'process.env.SUPABASE_URL': JSON.stringify(process.env.SUPABASE_URL ?? LOCAL_BACKEND_URL),
    'process.env.SUPABASE_PUBLISHABLE_KEY': JSON.stringify(publishableKey),
  });
}

module.exports = { standaloneBackend, localPublishableKey };
