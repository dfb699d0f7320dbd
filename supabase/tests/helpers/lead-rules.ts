import type { SqlRunner } from '../../../local-backend/src/database/sql-runner';
import { runAs, type Outcome, type TestRole } from './role-session';

const PUBLISHED = '3f6a1c2e-8b4d-4e5f-9a10-1b2c3d4e5f01';
const DRAFT = '3f6a1c2e-8b4d-4e5f-9a10-00000000bbbb';
const NEVER = '00000000-0000-4000-8000-00000000dead';
const ADD_DRAFT = `insert into public.resources (id, type, title, url, published)
  values ('${DRAFT}', 'Report', 'Draft report', '#', false);`;
const DELETE_DRAFT = `delete from public.resources where id = '${DRAFT}';`;
const PUBLISH_DRAFT = `update public.resources set published = true where id = '${DRAFT}';`;
const INSERT_LEAD = 'insert into public.resource_leads (name, email, company, resource_id) values ($1, $2, $3, $4)';
const lead = (resourceId: string, email = 'priya@acme.co.in'): unknown[] => ['Priya Shah', email, 'Acme', resourceId];

/** An outcome with one id written in place of another (a detail may name the key). */
const withId = (outcome: Outcome, from: string, to: string): Outcome =>
  outcome.ok ? outcome : { ...outcome, detail: outcome.detail?.replace(from, to) ?? null };

/**
 * Leads only for published resources (migration 20261125090000): a lead for an unpublished
 * resource fails exactly as one for a resource that does not exist, for every role, so an answer
 * never tells which ids belong to drafts. `db()` is read lazily (created in beforeAll).
 */
export function describeLeadRules(db: () => SqlRunner): void {
  describe.each<TestRole>(['anon', 'authenticated', 'staff', 'service_role', 'postgres'])('as %s', (role) => {
    const draftLead = (email?: string) => runAs(db(), role, INSERT_LEAD, lead(DRAFT, email), { setup: ADD_DRAFT });

    it("refuses a lead for an unpublished resource with the foreign key's own error (23503)", async () => {
      const draft = await draftLead();
      // The same id once the resource is gone: the foreign key itself answers.
      const gone = await runAs(db(), role, INSERT_LEAD, lead(DRAFT), { setup: ADD_DRAFT + DELETE_DRAFT });
      expect(draft).toMatchObject({ ok: false, code: '23503' });
      expect(draft).toEqual(gone);
    });

    it('answers it as for an id that never existed', async () => {
      const never = await runAs(db(), role, INSERT_LEAD, lead(NEVER));
      expect(await draftLead()).toEqual(withId(never, NEVER, DRAFT));
    });

    it('refuses a malformed lead for either by its CHECK constraint first, the same way', async () => {
      // The CHECK's detail shows the failing row (a new id and time) to roles that may read it.
      const codeAndMessage = (outcome: Outcome) => (outcome.ok ? outcome : [outcome.code, outcome.message]);
      const draft = await draftLead('not-an-address');
      const never = await runAs(db(), role, INSERT_LEAD, lead(NEVER, 'not-an-address'));
      expect(draft).toMatchObject({ ok: false, code: '23514' });
      expect(codeAndMessage(draft)).toEqual(codeAndMessage(never));
    });

    it('records a lead once the resource is published again', async () => {
      const outcome = await runAs(db(), role, INSERT_LEAD, lead(DRAFT), { setup: ADD_DRAFT + PUBLISH_DRAFT });
      expect(outcome).toMatchObject({ ok: true });
    });
  });

  it('names the key in the detail only to a caller that may read it, as the foreign key does', async () => {
    const forVisitor = await runAs(db(), 'anon', INSERT_LEAD, lead(NEVER));
    const forService = await runAs(db(), 'service_role', INSERT_LEAD, lead(NEVER));
    expect(forVisitor).toMatchObject({ detail: 'Key is not present in table "resources".' });
    expect(forService).toMatchObject({ detail: `Key (resource_id)=(${NEVER}) is not present in table "resources".` });
  });

  it('keeps the leads a resource already has when it is unpublished', async () => {
    const setup = `insert into public.resource_leads (name, email, company, resource_id)
        values ('Asha Rao', 'asha@infosys.com', 'Infosys', '${PUBLISHED}');
      update public.resources set published = false where id = '${PUBLISHED}';`;
    const sql = 'select count(*)::int as n from public.resource_leads where resource_id = $1';
    expect(await runAs(db(), 'postgres', sql, [PUBLISHED], { setup })).toEqual({ ok: true, rows: [{ n: 1 }] });
  });
}
