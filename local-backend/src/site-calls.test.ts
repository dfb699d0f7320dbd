import type { SupabaseClient } from '@supabase/supabase-js';
import { clientFor, startTestBackend, type TestBackend } from './test-support/test-backend';

// The Knowledge Hub's own calls, made with the real supabase-js client exactly as the site does.
let backend: TestBackend;
let site: SupabaseClient;
let admin: SupabaseClient;
const RESOURCE_ID = '3f6a1c2e-8b4d-4e5f-9a10-1b2c3d4e5f03';

beforeAll(async () => {
  backend = await startTestBackend();
  site = clientFor(backend);
  admin = clientFor(backend, backend.secretKey);
}, 60_000);
afterAll(() => backend?.cleanup());

describe('the site calls', () => {
  it('lists every resource with all columns, newest first', async () => {
    const { data, error, status } = await site.from('resources').select('*').order('created_at', { ascending: false });
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data).toHaveLength(9);
    expect(Object.keys(data?.[0] ?? {}).sort()).toEqual([
      'created_at',
      'description',
      'id',
      'published',
      'title',
      'type',
      'url',
    ]);
    const times = (data ?? []).map((r: { created_at: string }) => Date.parse(r.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(data?.[0]).toMatchObject({
      type: 'Report',
      title: expect.stringContaining('India GCC Landscape Report 2025'),
    });
  });

  it('records a lead with return=minimal (201, no body) and the row really exists', async () => {
    const email = `lead-${Date.now()}@acme.co.in`;
    const { data, error, status } = await site
      .from('resource_leads')
      .insert({ name: 'Priya Shah', email, company: 'Acme', resource_id: RESOURCE_ID });
    expect({ data, error, status }).toEqual({ data: null, error: null, status: 201 });
    const stored = await admin.from('resource_leads').select('name, company, resource_id').eq('email', email);
    expect(stored.data).toEqual([{ name: 'Priya Shah', company: 'Acme', resource_id: RESOURCE_ID }]);
  });

  it('validates a company email through the Edge Function (valid)', async () => {
    const { data, error } = await site.functions.invoke('validate-company-email', {
      body: { email: 'neha@tcs.com', company: 'Tata Consultancy Services' },
    });
    expect(error).toBeNull();
    expect(data).toEqual({ isValid: true, reason: expect.stringContaining('TCS') });
  }, 120_000);

  it('validates a company email through the Edge Function (free provider is refused with a reason)', async () => {
    const { data, error } = await site.functions.invoke('validate-company-email', {
      body: { email: 'neha@gmail.com', company: 'Acme' },
    });
    expect(error).toBeNull();
    expect(data).toEqual({ isValid: false, reason: expect.stringContaining('free email provider') });
  }, 120_000);
});

describe('row-level security through the REST API', () => {
  it('refuses to let visitors read leads (401, 42501, as PostgREST does for anon)', async () => {
    const { data, error, status } = await site.from('resource_leads').select('*');
    expect(status).toBe(401);
    expect(data).toBeNull();
    expect(error).toMatchObject({ code: '42501', message: expect.stringContaining('resource_leads') });
  });

  it('refuses return=representation on a lead insert, since that needs SELECT', async () => {
    const { error, status } = await site
      .from('resource_leads')
      .insert({ name: 'A', email: 'a@acme.com', company: 'Acme', resource_id: RESOURCE_ID })
      .select();
    expect(status).toBe(401);
    expect(error?.code).toBe('42501');
  });

  it('refuses updates and deletes of resources and leaves them unchanged', async () => {
    const update = await site.from('resources').update({ title: 'Defaced' }).eq('id', RESOURCE_ID);
    const remove = await site.from('resources').delete().eq('id', RESOURCE_ID);
    expect([update.status, update.error?.code, remove.status, remove.error?.code]).toEqual([
      401,
      '42501',
      401,
      '42501',
    ]);
    const { data } = await site.from('resources').select('title').eq('id', RESOURCE_ID).single();
    expect(data?.title).toMatch(/^The GCC Operating Model Playbook/);
  });

  it('refuses to let visitors add resources', async () => {
    const { error, status } = await site.from('resources').insert({ type: 'Report', title: 'Spam', url: '#' });
    expect([status, error?.code]).toEqual([401, '42501']);
  });
});

describe('PostgREST error shapes', () => {
  it('answers a CHECK violation with 400 and code 23514, without echoing the row to anon', async () => {
    const { error, status } = await site
      .from('resource_leads')
      .insert({ name: 'A', email: 'not-an-email', company: 'Acme', resource_id: RESOURCE_ID });
    expect(status).toBe(400);
    // PostgreSQL omits "Failing row contains ..." for roles that may not SELECT the table.
    expect(error).toEqual({
      code: '23514',
      message: expect.stringContaining('resource_leads_email_shape'),
      details: null,
      hint: null,
    });
  });

  it('answers a foreign-key violation with 409 and code 23503', async () => {
    const { error, status } = await site
      .from('resource_leads')
      .insert({ name: 'A', email: 'a@acme.com', company: 'Acme', resource_id: '00000000-0000-4000-8000-000000000000' });
    expect([status, error?.code]).toEqual([409, '23503']);
  });

  it('answers an unknown table with 404 PGRST205 and an unknown column with 400 42703', async () => {
    const table = await site.from('no_such_table').select('*');
    expect([table.status, table.error?.code]).toEqual([404, 'PGRST205']);
    const column = await site.from('resources').select('id, secret');
    expect([column.status, column.error?.code, column.error?.message]).toEqual([
      400,
      '42703',
      'column resources.secret does not exist',
    ]);
  });

  it('answers an invalid uuid filter with 400 22P02 (values are bound, not spliced)', async () => {
    const { error, status } = await site.from('resources').select('id').eq('id', "x' or '1'='1");
    expect([status, error?.code]).toEqual([400, '22P02']);
  });
});

describe('PostgREST query features', () => {
  it('filters, pages and counts', async () => {
    const reports = await site
      .from('resources')
      .select('title', { count: 'exact' })
      .eq('type', 'Report')
      .order('created_at');
    expect(reports.count).toBe(2);
    expect(reports.data?.map((r) => r.title)[0]).toMatch(/^Beyond Bengaluru/);
    const page = await site.from('resources').select('id').order('created_at', { ascending: false }).range(2, 4);
    expect(page.data).toHaveLength(3);
    const some = await site.from('resources').select('type').in('type', ['Podcast', 'Webinar']);
    expect(new Set(some.data?.map((r) => r.type))).toEqual(new Set(['Podcast', 'Webinar']));
    const placeholder = await site.from('resources').select('url').eq('url', '#').single();
    expect(placeholder.data).toEqual({ url: '#' });
  });

  it('lets the service role read what visitors cannot', async () => {
    const { error, status } = await admin.from('resource_leads').select('id').limit(1);
    expect([status, error]).toEqual([200, null]);
  });
});
