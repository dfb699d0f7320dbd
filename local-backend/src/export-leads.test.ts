import type { SupabaseClient } from '@supabase/supabase-js';
import { adminClientFor, signedInClient, startTestBackend, type TestBackend } from './test-support/test-backend';

// supabase/functions/export-leads run by Deno behind the local relay, reading the leads through
// the REST API with the caller's token: the same path as on hosted Supabase.
let backend: TestBackend;
let member: SupabaseClient;
let staff: SupabaseClient;
const LEADS = 2345;

beforeAll(async () => {
  backend = await startTestBackend();
  member = await signedInClient(backend, 'member@acme.co.in');
  staff = await signedInClient(backend, 'marketing@gcc-advisory.com', { staff: true });
  const admin = adminClientFor(backend);
  const { data: resource } = await admin.from('resources').select('id,title,type').limit(1).single();
  const rows = Array.from({ length: LEADS }, (_, i) => ({
    name: `Lead ${i}`,
    email: `lead${i}@acme.com`,
    company: i % 2 ? 'Acme' : 'Globex',
    resource_id: resource?.id,
    // Pairs of leads share a timestamp, so paging must break ties by id.
    created_at: new Date(Date.UTC(2026, 0, 1) + Math.floor(i / 2) * 60_000).toISOString(),
  }));
  rows.push(
    {
      name: 'Zoë "Z" Ng, Jr.',
      email: 'zoe@tricky.co',
      company: '=HYPERLINK("http://x")',
      resource_id: resource?.id,
      created_at: '2026-06-01T12:00:00Z',
    },
    {
      name: 'Line\nBreak',
      email: 'break@tricky.co',
      company: '@Tricky',
      resource_id: null as unknown as string,
      created_at: '2026-06-01T11:00:00Z',
    },
  );
  for (let i = 0; i < rows.length; i += 1000) {
    const { error } = await admin.from('resource_leads').insert(rows.slice(i, i + 1000));
    if (error) throw new Error(error.message);
  }
}, 120_000);
afterAll(() => backend?.cleanup());

async function exportAs(client: SupabaseClient | null, query = ''): Promise<Response> {
  const token = client ? (await client.auth.getSession()).data.session?.access_token : backend.publishableKey;
  return fetch(`${backend.url}/functions/v1/export-leads${query}`, {
    headers: { apikey: backend.publishableKey, Authorization: `Bearer ${token}` },
  });
}

const decode = async (response: Response) =>
  new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());

describe('export-leads through the local backend', () => {
  it('streams every lead to staff as CSV, newest first, across pages', async () => {
    const response = await exportAs(staff);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const text = await decode(response);
    expect(text.startsWith('\uFEFFcreated_at,name,email,company,resource_title,resource_type\r\n')).toBe(true);
    const records = text
      .slice(1)
      .split(/\r\n(?=\d{4}-|$)/)
      .slice(1, -1);
    expect(records).toHaveLength(LEADS + 2);
    const emails = records.map((r) => /,([^,]+@[^,]+),/.exec(r)?.[1]);
    expect(new Set(emails).size).toBe(LEADS + 2); // no lead twice, none lost at a page edge
    expect(records[0]).toMatch(
      /^2026-06-01T12:00:00\+00:00,"Zoë ""Z"" Ng, Jr\.",zoe@tricky\.co,"'=HYPERLINK\(""http:\/\/x""\)",.+$/,
    );
    expect(records[1]).toBe(`2026-06-01T11:00:00+00:00,"Line\nBreak",break@tricky.co,'@Tricky,,`);
    const times = records.map((r) => r.slice(0, 25));
    expect(times).toEqual([...times].sort().reverse());
  }, 60_000);

  it('applies the date range and the text filter like the leads page', async () => {
    const text = await decode(await exportAs(staff, '?from=2026-01-01T00:00:00Z&to=2026-01-01T00:10:00Z&q=globex'));
    const records = text.split('\r\n').slice(1, -1);
    // 10 minutes = 20 leads (two a minute), half of them Globex.
    expect(records).toHaveLength(10);
    expect(records.every((r) => r.includes(',Globex,'))).toBe(true);
  }, 60_000);

  it('refuses a signed-in user who is not staff (403) and a visitor (401) with a JSON error', async () => {
    const asMember = await exportAs(member);
    expect(asMember.status).toBe(403);
    expect(await asMember.json()).toEqual({ error: 'Only staff accounts can export leads.' });
    const asVisitor = await exportAs(null);
    expect(asVisitor.status).toBe(401);
    expect(await asVisitor.json()).toEqual({ error: expect.stringContaining('staff') });
  }, 60_000);

  it('refuses a token with a forged staff claim before the function runs', async () => {
    const real = (await member.auth.getSession()).data.session?.access_token ?? '';
    const [header, payload, signature] = real.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as Record<string, unknown>;
    const forged = Buffer.from(JSON.stringify({ ...claims, app_metadata: { staff: true } })).toString('base64url');
    const response = await fetch(`${backend.url}/functions/v1/export-leads`, {
      headers: { apikey: backend.publishableKey, Authorization: `Bearer ${header}.${forged}.${signature}` },
    });
    expect(response.status).toBe(401);
  }, 60_000);
});
