const { DefinePlugin } = require('webpack');
const { createWebpackConfig } = require('../config/webpack.base');

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

/**
 * Backend of the standalone dev host (src/dev): SUPABASE_URL / SUPABASE_ANON_KEY from the
 * environment, else the local backend. The shell never uses these; it passes its runtime config.
 */
function standaloneBackend(development) {
  const anonKey = process.env.SUPABASE_ANON_KEY ?? (development ? localAnonKey() : '');
  return new DefinePlugin({
    'process.env.SUPABASE_URL': JSON.stringify(process.env.SUPABASE_URL ?? LOCAL_BACKEND_URL),
    'process.env.SUPABASE_ANON_KEY': JSON.stringify(anonKey),
  });
}

module.exports = (env, argv) =>
  // Container name, port and exposed modules come from the site manifest (config/site-manifest.js).
  createWebpackConfig({
    dir: __dirname,
    html: { title: 'Knowledge Hub bundle (standalone)', description: 'The Knowledge Hub running alone, for its team.' },
    plugins: [standaloneBackend(argv.mode === 'development')],
  })(env, argv);
