import { site } from './site';

/** Leads recorded for an email, read with the service role (visitors may not read leads). */
export async function leadsFor(
  email: string,
): Promise<{ name: string; email: string; company: string; resource_id: string }[]> {
  const response = await fetch(
    `${site.backend}/rest/v1/resource_leads?select=*&email=eq.${encodeURIComponent(email)}`,
    {
      headers: { apikey: site.secretKey, authorization: `Bearer ${site.secretKey}` },
    },
  );
  if (!response.ok) throw new Error(`reading leads failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as { name: string; email: string; company: string; resource_id: string }[];
}

/** A unique address per test, so tests never see each other's leads. */
export function uniqueEmail(domain: string): string {
  return `visitor.${Date.now()}.${Math.floor(Math.random() * 1e6)}@${domain}`;
}
