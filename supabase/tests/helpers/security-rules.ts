import type { SqlRunner } from '../../../local-backend/src/database/sql-runner';
import { runAs, TEST_USER_ID, type Outcome, type TestRole } from './role-session';

const SEEDED_RESOURCE = '3f6a1c2e-8b4d-4e5f-9a10-1b2c3d4e5f01';
const LEAD_COLUMNS = 'insert into public.resource_leads (name, email, company, resource_id) values ($1, $2, $3, $4)';
const lead = (
  overrides: Partial<Record<'name' | 'email' | 'company' | 'resource_id', string | null>> = {},
): unknown[] => {
  const row = {
    name: 'Priya Shah',
    email: 'priya@acme.co.in',
    company: 'Acme India Pvt Ltd',
    resource_id: SEEDED_RESOURCE,
    ...overrides,
  };
  return [row.name, row.email, row.company, row.resource_id];
};

function expectDenied(outcome: Outcome, code = '42501'): void {
  expect(outcome).toMatchObject({ ok: false, code });
}

const UNPUBLISHED = '3f6a1c2e-8b4d-4e5f-9a10-00000000aaaa';
/** Adds an unpublished resource and one lead, as the migration owner, before the checked statement. */
const WITH_DRAFT_AND_LEAD = `
  insert into public.resources (id, type, title, url, published)
    values ('${UNPUBLISHED}', 'Report', 'Draft report', '#', false);
  insert into public.resource_leads (name, email, company, resource_id)
    values ('Asha Rao', 'asha@infosys.com', 'Infosys', '${SEEDED_RESOURCE}');`;
const NEW_RESOURCE =
  "insert into public.resources (type, title, url, published) values ('Report', 'New report', 'resources/new.pdf', false) returning id, published";
const UPLOAD = 'insert into storage.objects (bucket_id, name, owner, metadata) values ($1, $2, $3, $4)';
const upload = (name: string, bucket = 'resources'): unknown[] => [
  bucket,
  name,
  TEST_USER_ID,
  JSON.stringify({ mimetype: 'application/pdf', size: 1000 }),
];

const rowCount = (outcome: Outcome): number | false => outcome.ok && outcome.rows.length;

/**
 * The access model of supabase/migrations, checked statement by statement for each role:
 * visitors (anon), signed-in users who are not staff, and staff (app_metadata.staff in the token).
 * `db()` is read lazily because the database is created in beforeAll.
 */
export function describeSecurityRules(db: () => SqlRunner): void {
  describe.each<TestRole>(['anon', 'authenticated'])('as %s (not staff)', (role) => {
    it('reads every published resource and no unpublished one', async () => {
      const sql = 'select id, type, title, published from public.resources';
      const outcome = await runAs(db(), role, sql, [], { setup: WITH_DRAFT_AND_LEAD });
      expect(rowCount(outcome)).toBe(9);
      expect(outcome.ok && outcome.rows.every((r) => r.published === true)).toBe(true);
      const draft = await runAs(db(), role, 'select id from public.resources where id = $1', [UNPUBLISHED], {
        setup: WITH_DRAFT_AND_LEAD,
      });
      expect(draft).toEqual({ ok: true, rows: [] });
    });

    it('can record a lead for a resource', async () => {
      expect(await runAs(db(), role, LEAD_COLUMNS, lead())).toMatchObject({ ok: true });
    });

    it('cannot read leads, not even through a count', async () => {
      const options = { setup: WITH_DRAFT_AND_LEAD };
      const all = await runAs(db(), role, 'select * from public.resource_leads', [], options);
      const count = await runAs(db(), role, 'select count(*)::int as n from public.resource_leads', [], options);
      if (role === 'anon') {
        // Visitors keep today's rule: no SELECT grant at all.
        expectDenied(all);
        expectDenied(count);
      } else {
        // Signed-in callers hold the grant for staff's sake; the policy shows them nothing.
        expect(all).toEqual({ ok: true, rows: [] });
        expect(count).toEqual({ ok: true, rows: [{ n: 0 }] });
      }
    });

    it('cannot update or delete leads', async () => {
      expectDenied(await runAs(db(), role, "update public.resource_leads set company = 'x'"));
      expectDenied(await runAs(db(), role, 'delete from public.resource_leads'));
    });

    it('cannot choose a lead id or back-date created_at', async () => {
      const sql =
        "insert into public.resource_leads (id, name, email, company, resource_id, created_at) values (gen_random_uuid(), 'A', 'a@acme.com', 'Acme', $1, '2000-01-01')";
      expectDenied(await runAs(db(), role, sql, [SEEDED_RESOURCE]));
    });

    it('cannot record a lead without a resource (RLS with check)', async () => {
      const outcome = await runAs(db(), role, LEAD_COLUMNS, lead({ resource_id: null }));
      expectDenied(outcome);
      expect(!outcome.ok && outcome.message).toMatch(/row-level security/);
    });

    it('cannot insert, publish, unpublish or delete resources', async () => {
      expectDenied(await runAs(db(), role, NEW_RESOURCE));
      const setup = WITH_DRAFT_AND_LEAD;
      const unpublish = await runAs(db(), role, 'update public.resources set published = false returning id', [], {
        setup,
      });
      const publish = await runAs(db(), role, 'update public.resources set published = true returning id', [], {
        setup,
      });
      const deface = await runAs(db(), role, "update public.resources set title = 'Defaced' returning id");
      if (role === 'anon') {
        for (const outcome of [unpublish, publish, deface]) expectDenied(outcome);
      } else {
        // The UPDATE grant exists for staff; for anyone else the policy leaves no row to change.
        for (const outcome of [unpublish, publish, deface]) expect(outcome).toEqual({ ok: true, rows: [] });
      }
      expectDenied(await runAs(db(), role, 'delete from public.resources'));
    });

    it('cannot upload to storage, in the resources bucket or any other', async () => {
      expectDenied(await runAs(db(), role, UPLOAD, upload('guides/new.pdf')));
      expectDenied(
        await runAs(db(), role, UPLOAD, upload('x.pdf', 'private'), {
          setup: "insert into storage.buckets (id, name) values ('private', 'private')",
        }),
      );
      expect(await runAs(db(), role, 'select * from storage.objects')).toEqual({ ok: true, rows: [] });
    });

    it('cannot change or add storage buckets', async () => {
      const update = "update storage.buckets set public = false where id = 'resources' returning id";
      expect(await runAs(db(), role, update)).toEqual({ ok: true, rows: [] });
      expectDenied(await runAs(db(), role, "insert into storage.buckets (id, name) values ('mine', 'mine')"));
    });

    it('cannot read auth.users', async () => {
      expectDenied(await runAs(db(), role, 'select * from auth.users'));
    });

    it('is not staff for public.is_staff()', async () => {
      expect(await runAs(db(), role, 'select public.is_staff() as staff')).toEqual({
        ok: true,
        rows: [{ staff: false }],
      });
    });
  });

  describe('as staff (app_metadata.staff = true in the token)', () => {
    it('is staff for public.is_staff(), and a staff flag anywhere else or set to false is not', async () => {
      const isStaff = (claims: Record<string, unknown>) =>
        runAs(db(), 'staff', 'select public.is_staff() as staff', [], { claims });
      expect(await runAs(db(), 'staff', 'select public.is_staff() as staff')).toEqual({
        ok: true,
        rows: [{ staff: true }],
      });
      for (const claims of [
        { role: 'authenticated', app_metadata: { staff: false } },
        { role: 'authenticated', user_metadata: { staff: true } },
        { role: 'authenticated', staff: true },
        { role: 'authenticated' },
      ])
        expect(await isStaff(claims)).toEqual({ ok: true, rows: [{ staff: false }] });
    });

    it('reads every resource, unpublished ones too', async () => {
      const outcome = await runAs(db(), 'staff', 'select id, published from public.resources', [], {
        setup: WITH_DRAFT_AND_LEAD,
      });
      expect(rowCount(outcome)).toBe(10);
      expect(outcome.ok && outcome.rows.find((r) => r.id === UNPUBLISHED)).toEqual({
        id: UNPUBLISHED,
        published: false,
      });
    });

    it('adds a resource, published or not', async () => {
      expect(await runAs(db(), 'staff', NEW_RESOURCE)).toMatchObject({ ok: true, rows: [{ published: false }] });
    });

    it('adds a resource only within the CHECK constraints', async () => {
      const sql = "insert into public.resources (type, title, url) values ('Report', 'T', 'javascript:alert(1)')";
      expectDenied(await runAs(db(), 'staff', sql), '23514');
    });

    it('cannot choose a resource id or its created_at', async () => {
      const sql =
        "insert into public.resources (id, type, title, created_at) values (gen_random_uuid(), 'Report', 'T', '2000-01-01')";
      expectDenied(await runAs(db(), 'staff', sql));
      expectDenied(await runAs(db(), 'staff', "update public.resources set created_at = '2000-01-01'"));
    });

    it('unpublishes and republishes a resource; visitors then stop and start seeing it', async () => {
      const unpublish = 'update public.resources set published = false where id = $1 returning id, published';
      expect(await runAs(db(), 'staff', unpublish, [SEEDED_RESOURCE])).toEqual({
        ok: true,
        rows: [{ id: SEEDED_RESOURCE, published: false }],
      });
      const hidden = `update public.resources set published = false where id = '${SEEDED_RESOURCE}'`;
      const visible = 'select id from public.resources where id = $1';
      expect(await runAs(db(), 'anon', visible, [SEEDED_RESOURCE], { setup: hidden })).toEqual({ ok: true, rows: [] });
      const republish = 'update public.resources set published = true where id = $1 returning id';
      expect(rowCount(await runAs(db(), 'staff', republish, [UNPUBLISHED], { setup: WITH_DRAFT_AND_LEAD }))).toBe(1);
    });

    it('cannot delete resources (unpublishing is the way)', async () => {
      expectDenied(await runAs(db(), 'staff', 'delete from public.resources'));
    });

    it('reads leads, with a count', async () => {
      const options = { setup: WITH_DRAFT_AND_LEAD };
      const outcome = await runAs(db(), 'staff', 'select name, email from public.resource_leads', [], options);
      expect(outcome).toEqual({ ok: true, rows: [{ name: 'Asha Rao', email: 'asha@infosys.com' }] });
    });

    it('records a lead like any visitor, but cannot change or delete leads', async () => {
      expect(await runAs(db(), 'staff', LEAD_COLUMNS, lead())).toMatchObject({ ok: true });
      expectDenied(await runAs(db(), 'staff', "update public.resource_leads set company = 'x'"));
      expectDenied(await runAs(db(), 'staff', 'delete from public.resource_leads'));
    });

    it('uploads a PDF into the resources bucket, and reads the object rows there', async () => {
      expect(await runAs(db(), 'staff', UPLOAD, upload('guides/gcc-playbook-2026.pdf'))).toMatchObject({ ok: true });
      const listed = await runAs(db(), 'staff', "select name from storage.objects where bucket_id = 'resources'", [], {
        setup: `insert into storage.objects (bucket_id, name) values ('resources', 'a.pdf')`,
      });
      expect(listed).toEqual({ ok: true, rows: [{ name: 'a.pdf' }] });
    });

    it('cannot upload anything but a .pdf name, nor into another bucket', async () => {
      expectDenied(await runAs(db(), 'staff', UPLOAD, upload('page.html')));
      expectDenied(
        await runAs(db(), 'staff', UPLOAD, upload('x.pdf', 'private'), {
          setup: "insert into storage.buckets (id, name) values ('private', 'private')",
        }),
      );
    });

    it('cannot delete stored objects or change buckets', async () => {
      const setup = "insert into storage.objects (bucket_id, name) values ('resources', 'a.pdf')";
      expect(await runAs(db(), 'staff', 'delete from storage.objects returning id', [], { setup })).toEqual({
        ok: true,
        rows: [],
      });
      const update = "update storage.buckets set public = false where id = 'resources' returning id";
      expect(await runAs(db(), 'staff', update)).toEqual({ ok: true, rows: [] });
    });
  });

  it('has the public resources bucket for documents, 20 MiB per object', async () => {
    expect(
      await runAs(
        db(),
        'postgres',
        "select public, file_size_limit::int as limit from storage.buckets where id = 'resources'",
      ),
    ).toEqual({ ok: true, rows: [{ public: true, limit: 20 * 1024 * 1024 }] });
  });

  it('service_role keeps full access (so the denials above come from the rules, not a broken table)', async () => {
    const outcome = await runAs(
      db(),
      'service_role',
      `with l as (${LEAD_COLUMNS} returning id) select count(*)::int as n from l`,
      lead(),
    );
    expect(outcome).toMatchObject({ ok: true, rows: [{ n: 1 }] });
    expect(await runAs(db(), 'service_role', 'select count(*) from public.resource_leads')).toMatchObject({ ok: true });
    expect(await runAs(db(), 'service_role', UPLOAD, upload('any.pdf'))).toMatchObject({ ok: true });
  });

  it('has row-level security enabled on both tables and on storage', async () => {
    const outcome = await runAs(
      db(),
      'postgres',
      "select n.nspname || '.' || relname as name, relrowsecurity from pg_class c join pg_namespace n on n.oid = c.relnamespace where (n.nspname = 'public' and relname in ('resources', 'resource_leads')) or (n.nspname = 'storage' and relname in ('objects', 'buckets')) order by 1",
    );
    expect(outcome).toMatchObject({
      ok: true,
      rows: [
        { name: 'public.resource_leads', relrowsecurity: true },
        { name: 'public.resources', relrowsecurity: true },
        { name: 'storage.buckets', relrowsecurity: true },
        { name: 'storage.objects', relrowsecurity: true },
      ],
    });
  });

  it('indexes resources for newest-first listing', async () => {
    const outcome = await runAs(
      db(),
      'postgres',
      "select indexdef from pg_indexes where tablename = 'resources' and indexdef like '%created_at DESC%'",
    );
    expect(outcome.ok && outcome.rows.length).toBe(1);
  });

  it('indexes leads for newest-first paging and a contains-search over name, email and company', async () => {
    const outcome = await runAs(
      db(),
      'postgres',
      "select indexname from pg_indexes where tablename = 'resource_leads' and (indexdef like '%(created_at DESC, id DESC)%' or indexdef like '%gin_trgm_ops%') order by indexname",
    );
    expect(outcome).toEqual({
      ok: true,
      rows: [
        { indexname: 'resource_leads_company_trgm_idx' },
        { indexname: 'resource_leads_created_at_id_idx' },
        { indexname: 'resource_leads_email_trgm_idx' },
        { indexname: 'resource_leads_name_trgm_idx' },
      ],
    });
  });
}

/** CHECK and foreign-key constraints, exercised through the anon role like a real visitor. */
export function describeConstraints(db: () => SqlRunner): void {
  it.each([
    ['an empty name', { name: '  ' }],
    ['a 201-character name', { name: 'n'.repeat(201) }],
    ['an email without @', { email: 'priya.acme.com' }],
    ['an email with spaces', { email: 'priya shah@acme.com' }],
    ['an email without a dot in the domain', { email: 'priya@acme' }],
    ['a 255-character email', { email: `${'e'.repeat(246)}@acme.com` }],
    ['an empty company', { company: '' }],
    ['a 201-character company', { company: 'c'.repeat(201) }],
  ])('rejects a lead with %s (23514)', async (_label, overrides) => {
    expectDenied(await runAs(db(), 'anon', LEAD_COLUMNS, lead(overrides)), '23514');
  });

  it('accepts a lead at the exact length limits', async () => {
    const outcome = await runAs(
      db(),
      'anon',
      LEAD_COLUMNS,
      lead({ name: 'n'.repeat(200), email: `${'e'.repeat(245)}@acme.com`, company: 'c'.repeat(200) }),
    );
    expect(outcome).toMatchObject({ ok: true });
  });

  it('rejects a lead for a resource that does not exist (23503)', async () => {
    expectDenied(
      await runAs(db(), 'anon', LEAD_COLUMNS, lead({ resource_id: '00000000-0000-4000-8000-000000000000' })),
      '23503',
    );
  });

  const insertResource = 'insert into public.resources (type, title, description, url) values ($1, $2, $3, $4)';
  it.each([
    ['an empty type', ['', 'T', null, '#']],
    ['a padded type', [' Report ', 'T', null, '#']],
    ['a 301-character title', ['Report', 't'.repeat(301), null, '#']],
    ['a 2001-character description', ['Report', 'T', 'd'.repeat(2001), '#']],
    ['a 2049-character url', ['Report', 'T', null, `https://example.com/${'u'.repeat(2029)}`]],
    ['a javascript: url', ['Report', 'T', null, 'javascript:alert(1)']],
    ['a storage location without a path', ['Report', 'T', null, 'resources/']],
    ['a storage location with an empty segment', ['Report', 'T', null, 'resources//a.html']],
    ['a storage location climbing out of its bucket', ['Report', 'T', null, 'resources/../secrets/a.html']],
    ['a storage location with a space', ['Report', 'T', null, 'resources/a b.html']],
    ['a root-relative path', ['Report', 'T', null, '/storage/v1/object/public/resources/a.html']],
  ])('rejects a resource with %s (23514)', async (_label, params) => {
    expectDenied(await runAs(db(), 'postgres', insertResource, params), '23514');
  });

  it.each(['resources/india-gcc-landscape-report-2025.pdf', 'resources/2025/q3/report.pdf', '#', null])(
    'accepts the document location %p (a storage location, the placeholder or none)',
    async (url) => {
      expect(await runAs(db(), 'postgres', insertResource, ['Report', 'T', null, url])).toMatchObject({ ok: true });
    },
  );

  it('accepts a new resource type without a migration', async () => {
    const outcome = await runAs(db(), 'postgres', insertResource, [
      'Case Study',
      'A GCC case study',
      null,
      'https://example.com/case-study',
    ]);
    expect(outcome).toMatchObject({ ok: true });
  });
}
