import type { SqlRunner } from '../../../local-backend/src/database/sql-runner';
import { runAs, type Outcome, type TestRole } from './role-session';

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

/**
 * The access model of supabase/migrations, checked statement by statement for each visitor role.
 * `db()` is read lazily because the database is created in beforeAll.
 */
export function describeSecurityRules(db: () => SqlRunner): void {
  describe.each<TestRole>(['anon', 'authenticated'])('as %s', (role) => {
    it('can read every resource', async () => {
      const outcome = await runAs(db(), role, 'select id, type, title from public.resources');
      expect(outcome.ok && outcome.rows.length).toBe(9);
    });

    it('can record a lead for a resource', async () => {
      expect(await runAs(db(), role, LEAD_COLUMNS, lead())).toMatchObject({ ok: true });
    });

    it('cannot read leads, not even through a count', async () => {
      expectDenied(await runAs(db(), role, 'select * from public.resource_leads'));
      expectDenied(await runAs(db(), role, 'select count(*) from public.resource_leads'));
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

    it('cannot insert, update or delete resources', async () => {
      expectDenied(
        await runAs(db(), role, "insert into public.resources (type, title, url) values ('Report', 'Fake', '#')"),
      );
      expectDenied(await runAs(db(), role, "update public.resources set title = 'Defaced'"));
      expectDenied(await runAs(db(), role, 'delete from public.resources'));
    });

    it('cannot read auth.users', async () => {
      expectDenied(await runAs(db(), role, 'select * from auth.users'));
    });
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
  });

  it('has row-level security enabled on both tables', async () => {
    const outcome = await runAs(
      db(),
      'postgres',
      "select relname, relrowsecurity from pg_class where relname in ('resources', 'resource_leads') and relnamespace = 'public'::regnamespace order by relname",
    );
    expect(outcome).toMatchObject({
      ok: true,
      rows: [
        { relname: 'resource_leads', relrowsecurity: true },
        { relname: 'resources', relrowsecurity: true },
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

  it.each(['resources/india-gcc-landscape-report-2025.html', 'resources/2025/q3/report.pdf', '#', null])(
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
