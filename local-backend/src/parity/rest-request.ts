import type { ParityTarget } from './parity-target';

/** A raw `/rest/v1` request with the target's anon key, or its service key with `service: true`. */
export function restRequest(
  target: ParityTarget,
  path: string,
  { service = false, ...init }: RequestInit & { service?: boolean } = {},
): Promise<Response> {
  const key = service ? target.secretKey : target.publishableKey;
  return fetch(`${target.url}/rest/v1/${path}`, {
    ...init,
    headers: {
      apikey: key,
      Authorization: `Bearer ${key}`,
      'Content-Type': 'application/json',
      ...(init.headers as Record<string, string>),
    },
  });
}

/** The total `Prefer: count=exact` reports for `path`, read from Content-Range. */
export async function exactTotal(target: ParityTarget, path: string, service = false): Promise<number> {
  const response = await restRequest(target, path, { service, headers: { Prefer: 'count=exact' } });
  return Number(response.headers.get('content-range')?.split('/')[1]);
}
