import { CONTACT_LIMITS, LEAD_LIMITS } from '../../../shared-ui/src/forms/form-limits';
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
 * resource_leads in the live database: any difference fails here, not on a visitor's submit.
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
}
