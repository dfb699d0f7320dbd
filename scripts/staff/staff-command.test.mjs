import { generatePassword, parseStaffArgs, runStaffCommand, StaffCommandError, USAGE } from './staff-command.mjs';
import { authEmailProblem } from '../../local-backend/shared/gotrue-email-rule.js';

/** @typedef {import('./staff-command.mjs').StaffUser} StaffUser */

// The command checks addresses with Auth's own rule, from the backend's one definition.
const RULE = authEmailProblem;

describe('parseStaffArgs', () => {
  it.each([[[]], [['help']], [['--help']], [['-h']]])('shows the usage for %p', (argv) => {
    expect(parseStaffArgs(argv, RULE)).toEqual({ command: 'help' });
  });

  it('reads add, list and remove, with the address trimmed and lower-cased', () => {
    expect(parseStaffArgs(['add', ' Meera@GCC-Advisory.com '], RULE)).toEqual({
      command: 'add',
      email: 'meera@gcc-advisory.com',
    });
    expect(parseStaffArgs(['remove', 'a@b.co'], RULE)).toEqual({ command: 'remove', email: 'a@b.co' });
    expect(parseStaffArgs(['list'], RULE)).toEqual({ command: 'list' });
  });

  it.each([
    [['add'], /takes one email address/],
    [['add', 'a@b.co', 'c@d.co'], /takes one email address/],
    [
      ['add', 'xx:;x@x.x'],
      /"xx:;x@x.x" is not a valid email address \(Unable to validate email address: invalid format\)/,
    ],
    [['remove', 'not an email'], /not a valid email address/],
    [['add', `${'a'.repeat(251)}@b.co`], /not a valid email address \(An email address is too long\)/],
    [['list', 'extra'], /takes no arguments/],
    [['promote', 'a@b.co'], /Unknown command "promote"/],
  ])('refuses %p with a clear message', (argv, message) => {
    expect(() => parseStaffArgs(argv, RULE)).toThrow(StaffCommandError);
    expect(() => parseStaffArgs(argv, RULE)).toThrow(message);
  });
});

/** An admin API double over a list of users. @param {StaffUser[]} users */
function fakeAdmin(users) {
  /** @type {unknown[][]} */
  const calls = [];
  return {
    calls,
    /** @param {{ email: string, password: string, email_confirm: boolean, app_metadata: Record<string, unknown> }} a */
    async createUser(a) {
      calls.push(['createUser', a]);
      if (users.some((u) => u.email === a.email)) {
        return { data: { user: null }, error: { message: 'exists', status: 422, code: 'email_exists' } };
      }
      const user = { id: `id-${users.length}`, email: a.email, app_metadata: a.app_metadata };
      users.push(user);
      return { data: { user }, error: null };
    },
    /** @param {{ page: number, perPage: number }} p */
    async listUsers(p) {
      calls.push(['listUsers', p]);
      return { data: { users: users.slice((p.page - 1) * p.perPage, p.page * p.perPage) }, error: null };
    },
    /** @param {string} id @param {{ app_metadata: Record<string, unknown> }} a */
    async updateUserById(id, a) {
      calls.push(['updateUserById', id, a]);
      return { data: { user: users.find((u) => u.id === id) ?? null }, error: null };
    },
  };
}

describe('runStaffCommand', () => {
  const users = () => [
    { id: 'u1', email: 'meera@gcc-advisory.com', app_metadata: { provider: 'email', staff: true } },
    { id: 'u2', email: 'visitor@acme.com', app_metadata: { provider: 'email' } },
  ];

  it('adds a confirmed account with the staff claim and prints its password once', async () => {
    const admin = fakeAdmin(users());
    const lines = await runStaffCommand({ command: 'add', email: 'new@gcc-advisory.com' }, admin, () => 'pw-123');
    expect(admin.calls).toEqual([
      [
        'createUser',
        { email: 'new@gcc-advisory.com', password: 'pw-123', email_confirm: true, app_metadata: { staff: true } },
      ],
    ]);
    expect(lines.join('\n').match(/pw-123/g)).toHaveLength(1);
  });

  it('refuses to add an address that already has an account, staff or not', async () => {
    for (const email of ['meera@gcc-advisory.com', 'visitor@acme.com']) {
      await expect(runStaffCommand({ command: 'add', email }, fakeAdmin(users()))).rejects.toThrow(
        `An account for ${email} already exists`,
      );
    }
  });

  it('lists the staff accounts only', async () => {
    expect(await runStaffCommand({ command: 'list' }, fakeAdmin(users()))).toEqual([
      '1 staff account(s):',
      '  meera@gcc-advisory.com',
    ]);
    expect(await runStaffCommand({ command: 'list' }, fakeAdmin([]))).toEqual(['No staff accounts.']);
  });

  it('removes the claim (null deletes the key) and leaves the account', async () => {
    const admin = fakeAdmin(users());
    const lines = await runStaffCommand({ command: 'remove', email: 'meera@gcc-advisory.com' }, admin);
    expect(admin.calls.at(-1)).toEqual(['updateUserById', 'u1', { app_metadata: { staff: null } }]);
    expect(lines[0]).toBe('Removed staff access from meera@gcc-advisory.com.');
  });

  it('says so for a remove of an account that is not staff, or of no account', async () => {
    expect(await runStaffCommand({ command: 'remove', email: 'visitor@acme.com' }, fakeAdmin(users()))).toEqual([
      'visitor@acme.com is not staff; nothing to remove.',
    ]);
    await expect(runStaffCommand({ command: 'remove', email: 'nobody@acme.com' }, fakeAdmin(users()))).rejects.toThrow(
      'No account for nobody@acme.com.',
    );
  });

  it('shows the usage for help', async () => {
    expect(await runStaffCommand({ command: 'help' }, fakeAdmin([]))).toEqual([USAGE]);
  });
});

describe('generatePassword', () => {
  it('makes a new 32-character URL-safe password every time', () => {
    const passwords = new Set(Array.from({ length: 50 }, generatePassword));
    expect(passwords.size).toBe(50);
    for (const p of passwords) expect(p).toMatch(/^[A-Za-z0-9_-]{32}$/);
  });
});
