// Live builds as the tests of the page's head read them: a shell that provides every shared
// package, and a marketing remote whose home page consumes one of its own.
import type { ChunkGroup, ChunkMap, LiveBuilds, RemoteBuild } from '../live-builds';

export const group = (files: string[], consumes: string[] = []): ChunkGroup => ({ files, consumes });

export const SHELL_MAP: ChunkMap = {
  start: group(['main.1.js', 'boot.2.js'], ['react', 'shared-ui']),
  takeOver: group(['router.8.js'], ['react']),
  exposes: {},
  provides: {
    react: group(['react.3.js']),
    'shared-ui': group(['helpers.4.js', 'shared-ui.5.js'], ['react', '@emotion/styled']),
    '@emotion/styled': group(['helpers.4.js', 'styled.6.js'], ['react']),
    '@supabase/supabase-js': group(['supabase.7.js']),
  },
  pages: [
    { path: '', remote: 'marketing', module: 'home-page' },
    { path: 'resources', remote: 'knowledgeHub', module: 'hub-page' },
  ],
};

export const MARKETING_MAP: ChunkMap = {
  start: group(['main.9.js']),
  exposes: { 'home-page': group(['home.10.js'], ['react', 'framer-motion']) },
  provides: { react: group(['own-react.11.js']), 'framer-motion': group(['motion.12.js'], ['react']) },
};

/** As a remote's mf-manifest.json is written: with the async chunks, which preloadHints leaves out. */
export const MARKETING_MANIFEST = {
  metaData: { remoteEntry: { path: 'releases/m1', name: 'remoteEntry.js' } },
  exposes: [
    {
      name: 'home-page',
      assets: {
        js: { sync: ['releases/m1/home.10.js'], async: ['releases/m1/later.13.js'] },
        css: { sync: ['releases/m1/home.14.css'], async: [] },
      },
    },
  ],
};

export const MARKETING_BUILD: RemoteBuild = {
  base: 'http://m.test/releases/m1/',
  entry: 'http://m.test/releases/m1/remoteEntry.js',
  releasePrefix: 'releases/m1/',
  manifest: MARKETING_MANIFEST,
  chunkMap: MARKETING_MAP,
};

export const builds = (): LiveBuilds => ({
  shell: { base: '/releases/s1/', chunkMap: SHELL_MAP },
  remotes: { marketing: MARKETING_BUILD },
});
