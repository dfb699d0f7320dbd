import type { Expected } from './load';

/** What the rollups hold per release since `since`, read through telemetry_release_health with the server key. */
export async function storedTotals(baseUrl: string, serverKey: string, since: Date): Promise<Expected> {
  const response = await fetch(`${baseUrl}/rest/v1/rpc/telemetry_release_health`, {
    method: 'POST',
    headers: { apikey: serverKey, Authorization: `Bearer ${serverKey}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ since: since.toISOString() }),
  });
  if (!response.ok) throw new Error(`telemetry_release_health answered ${response.status}: ${await response.text()}`);
  const rows = (await response.json()) as {
    bundle: string;
    version: string;
    arm: string;
    page_loads: number;
    errored: number;
    crashed: number;
    conversions: number;
  }[];
  return new Map(
    rows.map((r) => [
      `${r.bundle}@${r.version}/${r.arm}`,
      {
        loads: Number(r.page_loads),
        errored: Number(r.errored),
        crashed: Number(r.crashed),
        conversions: Number(r.conversions),
      },
    ]),
  );
}
