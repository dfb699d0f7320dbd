#!/usr/bin/env node
// npm run staff -- add <email> | list | remove <email>  (see scripts/staff/staff-command.mjs)
// Auth's own address rule (its one definition), so an address Auth would refuse is refused before
// any call, against a hosted project too.
import { authEmailProblem } from '../local-backend/shared/gotrue-email-rule.js';
import { serverClient } from './lib/server-client.mjs';
import { BackendSettingError, resolveBackend } from './lib/site-backend.mjs';
import { parseStaffArgs, runStaffCommand, StaffCommandError, USAGE } from './staff/staff-command.mjs';

async function main() {
  const args = parseStaffArgs(process.argv.slice(2), authEmailProblem);
  if (args.command === 'help') return console.log(USAGE);
  const backend = await resolveBackend(process.env, () => import('local-backend'));
  await assertReachable(backend);
  const client = serverClient(backend.url, backend.secretKey);
  for (const line of await runStaffCommand(args, client.auth.admin)) console.log(line);
}

/**
 * Fails with a clear message when the backend does not answer (supabase-js would only say "fetch failed").
 * @param {import('./staff/staff-command.mjs').StaffBackend} backend
 */
async function assertReachable(backend) {
  const answered = await fetch(`${backend.url}/auth/v1/health`, { headers: { apikey: backend.secretKey } }).then(
    (response) => response.ok,
    () => false,
  );
  if (answered) return;
  throw new StaffCommandError(
    backend.local
      ? `Cannot reach the local backend at ${backend.url}: start it with \`npm start\` (or \`npm run start -w local-backend\`).`
      : `Cannot reach the Auth API of ${backend.url}: check SUPABASE_URL and SUPABASE_SECRET_KEY.`,
  );
}

main().catch((error) => {
  const refused = error instanceof StaffCommandError || error instanceof BackendSettingError;
  console.error(refused ? `✖ ${error.message}` : error);
  process.exitCode = 1;
});
