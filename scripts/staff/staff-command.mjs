// `npm run staff -- <command>`: staff accounts of the staff workspace. Staff status is the claim
// app_metadata.staff = true, which only the service key can set (GoTrue's admin API).
import { randomBytes } from 'node:crypto';

export const USAGE = `Usage: npm run staff -- <command>

  add <email>     create a staff account and print its generated password (shown once)
  list            list the staff accounts
  remove <email>  take staff access away (the account stays)

Works against the local backend (the one \`npm start\` runs, on LOCAL_BACKEND_PORT or 54321) unless
SUPABASE_URL and SUPABASE_SECRET_KEY (a legacy project's SUPABASE_SERVICE_ROLE_KEY) name a hosted project.`;

/**
 * @typedef {{ command: 'help' } | { command: 'list' } | { command: 'add' | 'remove', email: string }} StaffArgs
 * @typedef {import('../lib/site-backend.mjs').SiteBackend} StaffBackend
 * @typedef {{ id: string, email?: string, app_metadata: Record<string, unknown>, created_at?: string }} StaffUser
 * @typedef {{ message: string, status?: number, code?: string }} AdminError
 * @typedef {object} AdminApi the slice of supabase-js `auth.admin` the command uses
 * @property {(attributes: { email: string, password: string, email_confirm: boolean,
 *   app_metadata: Record<string, unknown> }) => Promise<{ data: { user: StaffUser | null }, error: AdminError | null }>} createUser
 * @property {(params: { page: number, perPage: number }) => Promise<{ data: { users: StaffUser[] },
 *   error: AdminError | null }>} listUsers
 * @property {(id: string, attributes: { app_metadata: Record<string, unknown> }) =>
 *   Promise<{ data: { user: StaffUser | null }, error: AdminError | null }>} updateUserById
 */

/** A refusal the user can act on: printed without a stack, exit code 1. */
export class StaffCommandError extends Error {}

/**
 * @typedef {(email: string) => string | null} EmailCheck why Auth would refuse an address, or null:
 *   local-backend's `authEmailProblem` (src/auth/email-rule.ts), GoTrue's own rule, so an address is refused before any call
 */

/**
 * @param {string[]} argv the arguments after `npm run staff --`
 * @param {EmailCheck} emailProblem
 * @returns {StaffArgs}
 */
export function parseStaffArgs(argv, emailProblem) {
  const [command, ...rest] = argv;
  if (command === undefined || command === 'help' || command === '--help' || command === '-h') {
    return { command: 'help' };
  }
  if (command === 'list') {
    if (rest.length > 0) throw new StaffCommandError(`"list" takes no arguments.\n\n${USAGE}`);
    return { command };
  }
  if (command === 'add' || command === 'remove') {
    if (rest.length !== 1) throw new StaffCommandError(`"${command}" takes one email address.\n\n${USAGE}`);
    const email = (rest[0] ?? '').trim();
    const problem = emailProblem(email);
    if (problem) throw new StaffCommandError(`"${rest[0]}" is not a valid email address (${problem}).`);
    return { command, email: email.toLowerCase() };
  }
  throw new StaffCommandError(`Unknown command "${command}".\n\n${USAGE}`);
}

/** A strong password: 24 random bytes, 32 URL-safe characters. */
export function generatePassword() {
  return randomBytes(24).toString('base64url');
}

/**
 * @param {AdminApi} admin
 * @returns {Promise<StaffUser[]>} every user of the project, page by page
 */
async function allUsers(admin) {
  /** @type {StaffUser[]} */
  const users = [];
  for (let page = 1; ; page++) {
    const { data, error } = await admin.listUsers({ page, perPage: 1000 });
    if (error) throw new StaffCommandError(`Could not list the users: ${error.message}`);
    users.push(...data.users);
    if (data.users.length < 1000) return users;
  }
}

/** @param {StaffUser} user */
const isStaff = (user) => user.app_metadata?.staff === true;

/**
 * Runs one command against the admin API; returns the lines to print.
 * @param {StaffArgs} args
 * @param {AdminApi} admin
 * @param {() => string} [newPassword]
 * @returns {Promise<string[]>}
 */
export async function runStaffCommand(args, admin, newPassword = generatePassword) {
  if (args.command === 'help') return [USAGE];
  if (args.command === 'list') {
    const staff = (await allUsers(admin)).filter(isStaff);
    if (staff.length === 0) return ['No staff accounts.'];
    return [`${staff.length} staff account(s):`, ...staff.map((u) => `  ${u.email ?? u.id}`)];
  }
  if (args.command === 'add') {
    const password = newPassword();
    const { data, error } = await admin.createUser({
      email: args.email,
      password,
      email_confirm: true,
      app_metadata: { staff: true },
    });
    if (error?.code === 'email_exists' || error?.status === 422) {
      throw new StaffCommandError(
        `An account for ${args.email} already exists; nothing was changed. (Staff accounts are created by this command only.)`,
      );
    }
    if (error || !data.user) throw new StaffCommandError(`Could not create ${args.email}: ${error?.message}`);
    return [
      `Created staff account ${args.email}.`,
      `Password (shown only this once; hand it over privately): ${password}`,
    ];
  }
  const user = (await allUsers(admin)).find((u) => u.email?.toLowerCase() === args.email);
  if (!user) throw new StaffCommandError(`No account for ${args.email}.`);
  if (!isStaff(user)) return [`${args.email} is not staff; nothing to remove.`];
  const { error } = await admin.updateUserById(user.id, { app_metadata: { staff: null } });
  if (error) throw new StaffCommandError(`Could not update ${args.email}: ${error.message}`);
  return [
    `Removed staff access from ${args.email}.`,
    'Sessions already open keep it until their access token expires (at most one hour) or they sign out.',
  ];
}
