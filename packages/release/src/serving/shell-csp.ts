// The shell's Content-Security-Policy: exactly what the composed site needs, nothing more.
import { createHash } from 'node:crypto';

/**
 * sha256 sources for every inline <script> of the page (the theme-before-paint script). Data blocks
 * (`type="application/json"`, the runtime config of a page rendered ahead of time, and
 * `application/ld+json`, the firm as structured data) never run: no hash.
 */
export function inlineScriptHashes(html: string): string[] {
  return [
    ...html.matchAll(
      /<script(?![^>]*\bsrc=)(?![^>]*\btype=["']?application\/(?:ld\+)?json)[^>]*>([\s\S]*?)<\/script>/g,
    ),
  ]
    .map((match) => match[1] ?? '')
    .filter((code) => code.trim().length > 0)
    .map((code) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`);
}

const originOf = (url: string) => new URL(url).origin;

/** The policy of one page of the shell, naming the remotes and the backend it talks to. */
export function shellCsp({
  html,
  remoteUrls,
  backendUrl,
}: {
  html: string;
  remoteUrls: string[];
  backendUrl: string;
}): string {
  const remotes = [...new Set(remoteUrls.map(originOf))];
  const backend = originOf(backendUrl);
  const directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...inlineScriptHashes(html), ...remotes],
    // Emotion writes its rules into <style> elements at run time.
    'style-src': ["'self'", "'unsafe-inline'"],
    'connect-src': ["'self'", ...remotes, backend],
    'img-src': ["'self'", 'data:', ...remotes, backend],
    'media-src': ["'self'", ...remotes],
    'font-src': ["'self'", ...remotes],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`)
    .join('; ');
}

/** Remotes serve only assets and their standalone team page; nobody may frame them either. */
export const REMOTE_CSP = "frame-ancestors 'none'; object-src 'none'; base-uri 'self'";
