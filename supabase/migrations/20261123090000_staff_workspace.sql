-- Staff workspace: the content team publishes resources, the marketing team reads the leads.
--
-- Who is staff: the claim app_metadata.staff = true in the caller's access token. app_metadata
-- is set only with the service key (Auth admin API, `npm run staff -- add`); users can change
-- user_metadata but never app_metadata, so the claim cannot be self-granted.
--
-- Access model after this migration (grants AND row-level security):
--   anon                  reads published resources, inserts leads (exactly as before: every
--                         existing row stays published, and its grants are unchanged)
--   authenticated         the same as anon, unless staff
--   authenticated staff   reads every resource, inserts and updates resources (unpublish =
--                         published false; no delete), reads leads, uploads PDFs to the
--                         `resources` storage bucket
--   service_role          full access, as before
-- Hosted projects already have the storage schema; the local backend creates the same subset in
-- local-backend/sql/supabase-base.sql, so the policies below run unchanged in both places.

-- Trigram indexes for the leads page's "contains" search (ilike '%text%').
create extension if not exists pg_trgm with schema extensions;

-- True when the caller's verified JWT carries app_metadata.staff = true. Security invoker: it
-- reads only the caller's own claims. Policies call it as `(select public.is_staff())`, so it is
-- evaluated once per statement rather than once per row.
create or replace function public.is_staff()
  returns boolean
  language sql
  stable
  security invoker
  set search_path = ''
as $$
  select coalesce((auth.jwt() -> 'app_metadata' ->> 'staff')::boolean, false)
$$;

comment on function public.is_staff() is
  'True when the caller''s access token has app_metadata.staff = true (set only with the service key).';

revoke all on function public.is_staff() from public;
grant execute on function public.is_staff() to anon, authenticated, service_role;

-- Resources -------------------------------------------------------------------------------------

-- Existing rows stay visible: the default fills them in as published.
alter table public.resources add column published boolean not null default true;

comment on column public.resources.published is
  'Shown on the public Knowledge Hub when true; staff see every row and unpublish by setting false.';

-- Staff write through the authenticated role; RLS below narrows it to staff. Column lists keep
-- id and created_at server-chosen, as for leads.
grant insert (type, title, description, url, published) on table public.resources to authenticated;
grant update (type, title, description, url, published) on table public.resources to authenticated;

drop policy "Resources are readable by everyone" on public.resources;

create policy "Published resources are readable by everyone"
  on public.resources for select
  to anon, authenticated
  using (published);

create policy "Staff read every resource"
  on public.resources for select
  to authenticated
  using ((select public.is_staff()));

create policy "Staff add resources"
  on public.resources for insert
  to authenticated
  with check ((select public.is_staff()));

create policy "Staff edit resources"
  on public.resources for update
  to authenticated
  using ((select public.is_staff()))
  with check ((select public.is_staff()));

-- Leads -----------------------------------------------------------------------------------------

-- Visitors keep insert only (anon's grants are untouched). Signed-in callers get SELECT, and the
-- policy lets staff alone see rows: anyone else reads an empty table.
grant select on table public.resource_leads to authenticated;

create policy "Staff read leads"
  on public.resource_leads for select
  to authenticated
  using ((select public.is_staff()));

-- The leads page: newest first (with id as the tie-break the CSV export pages by), a date range,
-- and a case-insensitive "contains" filter over name, email and company.
create index resource_leads_created_at_id_idx on public.resource_leads (created_at desc, id desc);
create index resource_leads_name_trgm_idx on public.resource_leads using gin (name extensions.gin_trgm_ops);
create index resource_leads_email_trgm_idx on public.resource_leads using gin (email extensions.gin_trgm_ops);
create index resource_leads_company_trgm_idx on public.resource_leads using gin (company extensions.gin_trgm_ops);

-- Storage ---------------------------------------------------------------------------------------

-- The public bucket of the Knowledge Hub documents (`supabase seed buckets` may have created it
-- from config.toml already). 20 MiB per object.
insert into storage.buckets (id, name, public, file_size_limit)
values ('resources', 'resources', true, 20971520)
on conflict (id) do update set public = excluded.public, file_size_limit = excluded.file_size_limit;

-- Public downloads need no policy (the bucket is public). Writing is for staff only, and only
-- PDF documents; reading the object rows (listing, upsert) too.
create policy "Staff upload resource documents"
  on storage.objects for insert
  to authenticated
  with check (bucket_id = 'resources' and (select public.is_staff()) and lower(name) like '%.pdf');

create policy "Staff list resource documents"
  on storage.objects for select
  to authenticated
  using (bucket_id = 'resources' and (select public.is_staff()));

create policy "Staff replace resource documents"
  on storage.objects for update
  to authenticated
  using (bucket_id = 'resources' and (select public.is_staff()))
  with check (bucket_id = 'resources' and (select public.is_staff()) and lower(name) like '%.pdf');
