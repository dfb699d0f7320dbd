import { CONTACT_LIMITS, LEAD_LIMITS, RESOURCE_LIMITS } from '../../../shared-ui/src/forms/form-limits';
import { EMAIL_PATTERN, isEmailAddress } from '../../../shared-ui/src/forms/email-address';
import type { SqlRunner } from '../../../local-backend/src/database/sql-runner';
import { runAs } from './role-session';

const SEEDED_RESOURCE = '3f6a1c2e-8b4d-4e5f-9a10-1b2c3d4e5f01';
const INSERT_LEAD = 'insert into public.resource_leads (name, email, company, resource_id) values ($1, $2, $3, $4)';
const LEAD = { name: 'Priya Shah', email: 'priya@acme.co.in', company: 'Acme India Pvt Ltd' };

/** Whether the database (its CHECK constraints, as a visitor meets them) accepts this lead. */
async function accepts(db: SqlRunner, lead: Partial<typeof LEAD>): Promise<boolean> {
  const row = { ...LEAD, ...lead };
  const outcome = await runAs(db, 'anon', INSERT_LEAD, [row.name, row.email, row.company, SEEDED_RESOURCE]);
  if (!outcome.ok && outcome.code !== '23514') throw new Error(outcome.message);
  return outcome.ok;
}

const INSERT_RESOURCE = 'insert into public.resources (type, title, description, url) values ($1, $2, $3, $4)';
const RESOURCE = { type: 'Report', title: 'GCC Cost Benchmarks', description: 'What a centre costs.', url: '#' };

/** Whether the database (its CHECK constraints, as staff meet them in the workspace) accepts this resource. */
async function acceptsResource(db: SqlRunner, resource: Partial<typeof RESOURCE>): Promise<boolean> {
  const row = { ...RESOURCE, ...resource };
  const outcome = await runAs(db, 'staff', INSERT_RESOURCE, [row.type, row.title, row.description, row.url]);
  if (!outcome.ok && outcome.code !== '23514') throw new Error(outcome.message);
  return outcome.ok;
}

/** An http(s) address of exactly `length` characters. */
const linkOf = (length: number) => `https://example.com/${'a'.repeat(length - 'https://example.com/'.length)}`;

/** A storage location `resources/<path>` ending in .pdf, of exactly `length` characters. */
const locationOf = (length: number) => `resources/${'é'.repeat(length - 'resources/'.length - '.pdf'.length)}.pdf`;

/** An address of exactly `length` characters (code points). */
const emailOf = (length: number, letter = 'e') => `${letter.repeat(length - '@acme.com'.length)}@acme.com`;

const WHITE_SPACE = ['\t', '\n', '\v', '\f', '\r', ' ', '\u0085', '\u00a0', '\u1680', '\u2000', '\u2007', '\u200a'];
const SAMPLE_ADDRESSES = [
  'priya@acme.co.in',
  'a@b.co',
  'zoë@exämple.com',
  'first.last+tag@mail.example.org',
  'priya@acme',
  'priya@acme.',
  'priya@acme.com.',
  '@acme.com',
  'priya@',
  'priya@@acme.com',
  'pri@ya@acme.com',
  'priya@.com',
  ...['\u2028', '\u2029', '\u202f', '\u205f', '\u3000', '\ufeff', '\u200b', '\u180e', ...WHITE_SPACE].map(
    (space) => `pri${space}ya@acme.com`,
  ),
];

/**
 * The forms' limits and email rule (shared-ui/src/forms) against the CHECK constraints of
 * resource_leads and resources in the live database: any difference fails here, not on a visitor's submit.
 */
export function describeFormRules(db: () => SqlRunner): void {
  it('has the email rule of shared-ui as the text of its email CHECK', async () => {
    const { rows } = await db().query<{ def: string }>(
      "select pg_get_constraintdef(oid) as def from pg_constraint where conname = 'resource_leads_email_shape'",
    );
    expect(rows[0]?.def).toBe(`CHECK ((email ~ '${EMAIL_PATTERN.source}'::text))`);
  });

  it.each(SAMPLE_ADDRESSES.map((address) => [JSON.stringify(address), address]))(
    'accepts or refuses %s exactly as the forms do',
    async (_shown, address) => {
      expect(await accepts(db(), { email: address })).toBe(isEmailAddress(address));
    },
  );

  it.each(['name', 'company'] as const)(
    "stores a %s of LEAD_LIMITS' length in characters (emoji included) and refuses one more",
    async (field) => {
      const limit = LEAD_LIMITS[field];
      expect(await accepts(db(), { [field]: '😀'.repeat(limit) })).toBe(true);
      expect(await accepts(db(), { [field]: '😀'.repeat(limit + 1) })).toBe(false);
    },
  );

  it('stores an email of the limit shared by both forms and refuses one more', async () => {
    expect(CONTACT_LIMITS.email).toBe(LEAD_LIMITS.email);
    expect(await accepts(db(), { email: emailOf(LEAD_LIMITS.email, 'é') })).toBe(true);
    expect(await accepts(db(), { email: emailOf(LEAD_LIMITS.email + 1) })).toBe(false);
  });

  // Inside the forms' rules so it runs wherever they do: on PGlite and on a real PostgreSQL server.
  describe("the resource form's limits", () => describeResourceLimits(db));
}

/**
 * RESOURCE_LIMITS (the staff workspace's resource form) against the CHECK constraints of
 * `resources`, as staff insert them, and against the `resources` storage bucket's size limit.
 */
export function describeResourceLimits(db: () => SqlRunner): void {
  it.each(['title', 'description', 'type'] as const)(
    "stores a %s of RESOURCE_LIMITS' length in characters (emoji included) and refuses one more",
    async (field) => {
      const limit = RESOURCE_LIMITS[field];
      expect(await acceptsResource(db(), { [field]: '😀'.repeat(limit) })).toBe(true);
      expect(await acceptsResource(db(), { [field]: '😀'.repeat(limit + 1) })).toBe(false);
    },
  );

  it("counts the title's limit after trimming, as the form does before sending", async () => {
    expect(await acceptsResource(db(), { title: `  ${'t'.repeat(RESOURCE_LIMITS.title)}  ` })).toBe(true);
  });

  it("stores a link and a storage location of RESOURCE_LIMITS' url length and refuses one more", async () => {
    expect(await acceptsResource(db(), { url: linkOf(RESOURCE_LIMITS.url) })).toBe(true);
    expect(await acceptsResource(db(), { url: linkOf(RESOURCE_LIMITS.url + 1) })).toBe(false);
    expect(await acceptsResource(db(), { url: locationOf(RESOURCE_LIMITS.url) })).toBe(true);
    expect(await acceptsResource(db(), { url: locationOf(RESOURCE_LIMITS.url + 1) })).toBe(false);
  });

  it('has the resources bucket refuse documents larger than RESOURCE_LIMITS.documentBytes', async () => {
    const { rows } = await db().query<{ limit: string }>(
      "select file_size_limit::text as limit from storage.buckets where id = 'resources'",
    );
    expect(Number(rows[0]?.limit)).toBe(RESOURCE_LIMITS.documentBytes);
  });
}
