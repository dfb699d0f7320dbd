import type { IncomingMessage, ServerResponse } from 'node:http';
import type { BackendContext } from '../http/context';
import { sendJson } from '../http/io';
import { createUser, findUserById, listUsers, updateUser, type UserRow } from './auth-store';
import { validatedEmail } from './email-rule';
import { GoTrueError } from './gotrue-error';
import { checkPassword, jsonBody, objectField, optionalField } from './request-body';
import { requireUser, verifiedClaims } from './require-user';
import { userJson } from './session';

// GoTrue's default `GOTRUE_JWT_ADMIN_ROLES`.
const ADMIN_ROLES = new Set(['service_role', 'supabase_admin']);
const USER_PATH = /^\/admin\/users\/([0-9a-f-]{36})$/i;

/**
 * `/auth/v1/admin/users[/<id>]`: the GoTrue admin API that `supabase.auth.admin` calls, for the
 * service key only. Returns false when the route is not an admin route.
 */
export async function handleAdmin(
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  url: URL,
  ctx: BackendContext,
  headers: Record<string, string>,
): Promise<boolean> {
  if (path !== '/admin/users' && !USER_PATH.test(path)) return false;
  await requireAdmin(req, ctx);
  const id = USER_PATH.exec(path)?.[1]?.toLowerCase();
  const method = req.method ?? 'GET';
  if (!id && method === 'POST') sendJson(res, 200, userJson(await create(req, ctx)), headers);
  else if (!id && method === 'GET') await list(res, url, ctx, headers);
  else if (id && method === 'GET') sendJson(res, 200, userJson(await existing(ctx, id)), headers);
  else if (id && method === 'PUT') sendJson(res, 200, userJson(await update(req, ctx, id)), headers);
  else if (id && method === 'DELETE') {
    await existing(ctx, id);
    await refuseSoftDelete(req);
    await ctx.db.query('delete from auth.users where id = $1', [id]);
    // GoTrue's adminUserDelete answers 200 with an empty JSON object, which auth-js parses.
    sendJson(res, 200, {}, headers);
  } else throw new GoTrueError(405, 'method_not_allowed', `${method} is not allowed on ${path}`);
  return true;
}

/**
 * GoTrue's requireAdminCredentials and requireAdmin: a valid Bearer token (a user's token must
 * still name a live session) whose role is an admin role (the service key).
 */
async function requireAdmin(req: IncomingMessage, ctx: BackendContext): Promise<void> {
  const claims = await verifiedClaims(req, ctx);
  if (typeof claims.session_id === 'string' && claims.session_id !== '') await requireUser(req, ctx);
  if (!ADMIN_ROLES.has(String(claims.role))) throw new GoTrueError(403, 'not_admin', 'User not allowed');
}

/**
 * auth-js sends `{ should_soft_delete }` with a delete. GoTrue's soft deletion keeps an obfuscated
 * row, which this backend does not model: asked for, it is refused rather than done as a hard delete.
 */
async function refuseSoftDelete(req: IncomingMessage): Promise<void> {
  const hasBody = Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;
  if (!hasBody) return;
  if (optionalBoolean(await jsonBody(req), 'should_soft_delete'))
    throw new GoTrueError(
      422,
      'validation_failed',
      'Soft deletion (should_soft_delete) is not available in the local backend',
    );
}

async function existing(ctx: BackendContext, id: string): Promise<UserRow> {
  const user = await findUserById(ctx.db, id);
  if (!user) throw new GoTrueError(404, 'user_not_found', 'User not found');
  return user;
}

const PARAMS = 'AdminUserParams';
const optionalString = (body: Record<string, unknown>, name: string) =>
  optionalField<string>(body, name, PARAMS, 'string');
const optionalBoolean = (body: Record<string, unknown>, name: string) =>
  optionalField<boolean>(body, name, PARAMS, 'boolean');

async function create(req: IncomingMessage, ctx: BackendContext): Promise<UserRow> {
  const body = await jsonBody(req);
  const given = optionalString(body, 'email') ?? '';
  // This backend has no phone sign-ins, so an address is what a user needs (GoTrue adminUserCreate).
  if (given === '')
    throw new GoTrueError(400, 'validation_failed', 'Cannot create a user without either an email or phone');
  const email = validatedEmail(given);
  const password = optionalString(body, 'password');
  if (password !== undefined) checkPassword(password);
  const user = await createUser(ctx.db, {
    email,
    password: password ?? null,
    appMetadata: objectField(body, 'app_metadata', PARAMS),
    // auth-js sends user_metadata; older clients sent `data`.
    userMetadata: objectField(body, 'user_metadata', PARAMS) ?? objectField(body, 'data', PARAMS),
    confirmed: optionalBoolean(body, 'email_confirm') ?? false,
  });
  if (!user) throw new GoTrueError(422, 'email_exists', 'A user with this email address has already been registered');
  return user;
}

async function update(req: IncomingMessage, ctx: BackendContext, id: string): Promise<UserRow> {
  const body = await jsonBody(req);
  const password = optionalString(body, 'password');
  if (password !== undefined) checkPassword(password);
  const email = optionalString(body, 'email');
  try {
    const user = await updateUser(ctx.db, id, {
      password,
      // GoTrue's adminUserUpdate checks (and changes) the address only when one is given.
      email: email ? validatedEmail(email) : undefined,
      confirmed: optionalBoolean(body, 'email_confirm'),
      appMetadata: objectField(body, 'app_metadata', PARAMS),
      userMetadata: objectField(body, 'user_metadata', PARAMS),
    });
    if (!user) throw new GoTrueError(404, 'user_not_found', 'User not found');
    return user;
  } catch (error) {
    if ((error as { code?: string }).code === '23505')
      throw new GoTrueError(422, 'email_exists', 'A user with this email address has already been registered');
    throw error;
  }
}

async function list(
  res: ServerResponse,
  url: URL,
  ctx: BackendContext,
  headers: Record<string, string>,
): Promise<void> {
  const page = pageNumber(url.searchParams.get('page'), 1);
  const perPage = Math.min(pageNumber(url.searchParams.get('per_page'), 50), 1000);
  const { users, total } = await listUsers(ctx.db, page, perPage);
  // GoTrue's pagination headers, which auth-js reads into nextPage / lastPage / total.
  const last = Math.max(1, Math.ceil(total / perPage));
  const link = (p: number, rel: string) => `</admin/users?page=${p}&per_page=${perPage}>; rel="${rel}"`;
  const links = [...(page < last ? [link(page + 1, 'next')] : []), link(last, 'last')];
  sendJson(
    res,
    200,
    { users: users.map(userJson), aud: 'authenticated' },
    {
      ...headers,
      'X-Total-Count': String(total),
      Link: links.join(', '),
    },
  );
}

/**
 * A page parameter as GoTrue reads it (an unsigned integer, else 400 "Bad Pagination
 * Parameters"); 0 or absent takes the default. At most 9 digits, so the offset stays exact.
 */
function pageNumber(raw: string | null, fallback: number): number {
  if (raw === null || raw === '') return fallback;
  if (!/^\d{1,9}$/.test(raw)) throw new GoTrueError(400, 'validation_failed', 'Bad Pagination Parameters');
  return Number(raw) || fallback;
}
