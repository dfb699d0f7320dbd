import type { SupabaseClient } from '@supabase/supabase-js';
import { randomUUID } from 'node:crypto';
import {
  adminClientFor,
  bodyStart,
  clientFor,
  signedInClient,
  startTestBackend,
  type TestBackend,
} from './test-support/test-backend';

// A lead for an unpublished resource is answered exactly as one for a resource that does not
// exist (supabase/migrations/20261125090000_leads_for_published_resources.sql): same status,
// same bytes, so the answer tells nobody which ids are drafts.
let backend: TestBackend;
let admin: SupabaseClient;
let tokens: Record<string, string>;

beforeAll(async () => {
  backend = await startTestBackend();
  admin = adminClientFor(backend);
  const member = await signedInClient(backend, 'member@acme.co.in');
  const staff = await signedInClient(backend, 'content@gcc-advisory.com', { staff: true });
  const token = async (client: SupabaseClient) => (await client.auth.getSession()).data.session?.access_token ?? '';
  tokens = { visitor: backend.publishableKey, member: await token(member), staff: await token(staff) };
}, 60_000);
afterAll(() => backend?.cleanup());

async function addDraft(): Promise<string> {
  const draft = { type: 'Report', title: 'Draft report', url: '#', published: false };
  const { data, error } = await admin.from('resources').insert(draft).select('id').single();
  if (error) throw error;
  return (data as { id: string }).id;
}

/** A lead posted as supabase-js posts it; the answer's status and body, byte for byte. */
async function postLead(caller: string, resourceId: string): Promise<[number, string]> {
  const response = await fetch(`${backend.url}/rest/v1/resource_leads`, {
    method: 'POST',
    headers: {
      apikey: backend.publishableKey,
      Authorization: `Bearer ${tokens[caller]}`,
      'Content-Type': 'application/json',
      Prefer: 'return=minimal',
    },
    body: JSON.stringify({ name: 'Priya Shah', email: 'priya@acme.co.in', company: 'Acme', resource_id: resourceId }),
  });
  return [response.status, await response.text()];
}

describe.each(['visitor', 'member', 'staff'])('as a %s', (caller) => {
  it('gets the same 409 for an unpublished resource as for an id that never existed', async () => {
    const draft = await postLead(caller, await addDraft());
    expect(draft).toEqual(await postLead(caller, randomUUID()));
    expect(draft[0]).toBe(409);
    expect(JSON.parse(draft[1])).toEqual({
      code: '23503',
      message:
        'insert or update on table "resource_leads" violates foreign key constraint "resource_leads_resource_id_fkey"',
      details: 'Key is not present in table "resources".',
      hint: null,
    });
  });

  it('gets the same answer for a draft as once the draft is deleted', async () => {
    const id = await addDraft();
    const draft = await postLead(caller, id);
    await admin.from('resources').delete().eq('id', id);
    expect(draft).toEqual(await postLead(caller, id));
  });
});

describe('the Knowledge Hub access flow, for a published resource', () => {
  it('validates the address, records the lead and opens the document', async () => {
    const site = clientFor(backend);
    const { data: resource } = await site.from('resources').select('id,url').eq('published', true).limit(1).single();
    const { id, url } = resource as { id: string; url: string };
    const check = await site.functions.invoke('validate-company-email', {
      body: { email: 'neha@tcs.com', company: 'Tata Consultancy Services' },
    });
    expect(check.data).toMatchObject({ isValid: true });
    expect(await postLead('visitor', id)).toEqual([201, '']);
    const [bucket = '', ...path] = url.split('/');
    const document = await fetch(site.storage.from(bucket).getPublicUrl(path.join('/')).data.publicUrl);
    expect([document.status, await bodyStart(document)]).toEqual([200, '%PDF-']);
  }, 120_000);
});
