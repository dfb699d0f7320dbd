import { site, url } from '../support/site';

describe('static servers', () => {
  it('sends security headers and a CSP that names exactly the remotes and the backend', async () => {
    const response = await fetch(url('/'));
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/script-src 'self' 'sha256-[^']+'/);
    for (const origin of Object.values(site.remotes)) expect(csp).toContain(new URL(origin).origin);
    expect(csp).toMatch(new RegExp(`connect-src [^;]*${new URL(site.backend).origin.replace(/[.:/]/g, '\\$&')}`));
    expect(csp).not.toContain('unsafe-eval');
  });

  it('never caches entry points and caches content-hashed files for a year', async () => {
    for (const entry of [
      url('/'),
      url('/runtime-config.json'),
      `${site.remotes.marketing!}/mf-manifest.json`,
      `${site.remotes.marketing!}/remoteEntry.js`,
    ]) {
      const response = await fetch(entry);
      expect({ entry, status: response.status, cache: response.headers.get('cache-control') }).toEqual({
        entry,
        status: 200,
        cache: 'no-cache',
      });
    }
    const manifest = (await (await fetch(`${site.remotes.marketing!}/mf-manifest.json`)).json()) as {
      exposes: { assets: { js: { sync: string[] } } }[];
    };
    const hashed = manifest.exposes[0]!.assets.js.sync[0]!;
    const response = await fetch(`${site.remotes.marketing!}/${hashed}`);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('compresses text and lets the shell read remote manifests across origins', async () => {
    const response = await fetch(`${site.remotes.knowledgeHub!}/remoteEntry.js`, {
      headers: { 'accept-encoding': 'gzip', origin: site.shell },
    });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('writes the runtime config the shell reads, with every manifest, the public origin and the backend', async () => {
    const config = (await (await fetch(url('/runtime-config.json'))).json()) as {
      publicOrigin: string;
      remotes: Record<string, string>;
      supabase: { url: string; publishableKey: string };
    };
    expect(config.remotes).toEqual(
      Object.fromEntries(Object.entries(site.remotes).map(([key, origin]) => [key, `${origin}/mf-manifest.json`])),
    );
    expect(config.publicOrigin).toBe(site.shell);
    expect(config.supabase).toEqual({ url: site.backend, publishableKey: site.publishableKey });
  });
});
