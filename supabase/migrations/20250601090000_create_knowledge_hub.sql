-- Knowledge Hub: the resources the site lists and the leads it records when a visitor asks for one.
--
-- Access model (enforced by grants AND row-level security, as hosted Supabase expects):
--   anon, authenticated  may SELECT resources and INSERT leads, nothing else;
--   service_role         (server side only) keeps full access.
-- Hosted Supabase grants ALL on new public tables to anon/authenticated through default
-- privileges, so every table below starts by revoking that before granting the minimum.

create table public.resources (
  id uuid primary key default gen_random_uuid(),
  -- Free text, not an enum: the content team adds types (e.g. 'Case Study') without a migration;
  -- the site falls back to a default icon for types it does not know.
  type text not null,
  title text not null,
  description text,
  url text,
  created_at timestamptz not null default now(),
  constraint resources_type_length check (char_length(type) between 1 and 50 and type = btrim(type)),
  constraint resources_title_length check (char_length(btrim(title)) between 1 and 300),
  constraint resources_description_length check (description is null or char_length(description) <= 2000),
  -- '#' is the content team's placeholder for "document not ready yet"; the site shows a toast for it.
  constraint resources_url_length check (url is null or char_length(url) between 1 and 2048),
  constraint resources_url_shape check (url is null or url = '#' or url ~* '^https?://[^[:space:]]+$')
);

comment on table public.resources is 'Knowledge Hub items (whitepapers, webinars, podcasts, reports) shown on /resources.';
comment on column public.resources.url is 'Public document URL, or ''#'' while the content is still being prepared.';

-- The site always lists newest first.
create index resources_created_at_idx on public.resources (created_at desc);

create table public.resource_leads (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  email text not null,
  company text not null,
  -- A lead outlives the resource it was for (sales still wants it), hence "set null".
  resource_id uuid references public.resources (id) on delete set null,
  created_at timestamptz not null default now(),
  constraint resource_leads_name_length check (char_length(btrim(name)) between 1 and 200),
  constraint resource_leads_email_length check (char_length(email) between 3 and 254),
  constraint resource_leads_email_shape check (email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:].]+$'),
  constraint resource_leads_company_length check (char_length(btrim(company)) between 1 and 200)
);

comment on table public.resource_leads is 'Who asked for which Knowledge Hub resource. Write-only for visitors.';

-- Foreign keys are not indexed automatically; sales looks leads up by resource.
create index resource_leads_resource_id_idx on public.resource_leads (resource_id);

-- Grants: the first gate. Without them PostgREST answers 401/403 before any policy runs.
revoke all on table public.resources from anon, authenticated;
revoke all on table public.resource_leads from anon, authenticated;
grant select on table public.resources to anon, authenticated;
-- Column-level insert: visitors cannot choose the id or back-date created_at.
grant insert (name, email, company, resource_id) on table public.resource_leads to anon, authenticated;
grant all on table public.resources to service_role;
grant all on table public.resource_leads to service_role;

-- Row-level security: the second gate, and the one that still holds if a grant is widened by mistake.
alter table public.resources enable row level security;
alter table public.resource_leads enable row level security;

create policy "Resources are readable by everyone"
  on public.resources for select
  to anon, authenticated
  using (true);

create policy "Visitors can record a lead for a resource"
  on public.resource_leads for insert
  to anon, authenticated
  with check (resource_id is not null);

-- No select/update/delete policies on resource_leads and no write policies on resources:
-- with RLS enabled, a missing policy means "denied".
