/**
 * The backend of a remote's standalone dev host (its src/dev): SUPABASE_URL / SUPABASE_ANON_KEY from
 * the environment, else the local backend (its public anon key, when the local-backend package is
 * built). The shell never uses these; it passes its runtime config.
 */
const { DefinePlugin } = require('webpack');

const LOCAL_BACKEND_URL = 'http://localhost:54321';

/** The local backend's public anon key (its export LOCAL_ANON_KEY), when that package is built; '' otherwise. */
function localAnonKey() {
  try {
    const key = require('local-backend').LOCAL_ANON_KEY;
    return typeof key === 'string' ? key : '';
  } catch {
    return '';
  }
}

/** @param {boolean} development @returns {import('webpack').WebpackPluginInstance} */
function standaloneBackend(development) {
  const anonKey = process.env.SUPABASE_ANON_KEY ?? (development ? localAnonKey() : '');
  return new DefinePlugin({
    'process.env.SUPABASE_URL': JSON.stringify(process.env.SUPABASE_URL ?? LOCAL_BACKEND_URL),
    'process.env.SUPABASE_ANON_KEY': JSON.stringify(anonKey),
  });
}

module.exports = { standaloneBackend, localAnonKey };
