-- The release journal: what the release health page (/staff/releases) needs beside the telemetry
-- and cannot read from the deployment target itself. Every switch of a bundle (a release, a
-- rollback, a promotion, a canary's start, step, promotion or end) is one row of
-- release_switches, and each bundle's canary, as its last change or its watcher's last look left
-- it, one row of release_canaries. Written only by the release commands with the service key
-- (scripts/lib/release/health-journal.mjs); read only by staff. Also the per-bucket series of the
-- page's charts, read from the telemetry rollups with the telemetry migration's helpers.

create table public.release_switches (
  id bigint generated always as identity primary key,
  at timestamptz not null,
  bundle text not null,
  version text not null,
  previous text,
  kind text not null check (kind in ('release', 'rollback', 'promote', 'start', 'canary-start', 'canary-step',
    'canary-promote', 'canary-abort', 'canary-stop')),
  -- The canary's share after the switch (percent), for the canary's own switches.
  share numeric check (share between 0 and 100),
  reason text not null
);

create index release_switches_at_idx on public.release_switches (at);

-- One row per bundle: its canary as its last change or its watcher's last look left it.
create table public.release_canaries (
  bundle text primary key,
  version text not null,
  live text not null,
  share numeric not null check (share between 0 and 100),
  lease_until timestamptz not null,
  status text not null check (status in ('running', 'promoted', 'aborted', 'stopped')),
  started_at timestamptz not null,
  -- The watcher's last decision (hold, step, promote, abort, stop) and why; null before its first look.
  decision text,
  reasons text[] not null default '{}',
  updated_at timestamptz not null
);

-- A new canary of the bundle starts with no decision: the last one's belongs to that one.
create function public.release_canaries_new_canary()
  returns trigger
  language plpgsql
  set search_path = ''
as $$
begin
  if new.started_at is distinct from old.started_at then
    new.decision := null;
    new.reasons := '{}';
  end if;
  return new;
end
$$;

create trigger release_canaries_new_canary before update on public.release_canaries
  for each row execute function public.release_canaries_new_canary();

comment on table public.release_switches is 'Every switch of a bundle''s live release or canary, written by the release commands (service key).';
comment on table public.release_canaries is 'Each bundle''s canary as its last change or its watcher''s last decision left it.';

-- Access: nothing for anon; staff read through authenticated and RLS; the service role writes.
alter table public.release_switches enable row level security;
alter table public.release_canaries enable row level security;

revoke all on public.release_switches, public.release_canaries from public, anon, authenticated, service_role;
grant select on public.release_switches, public.release_canaries to authenticated;
grant select, insert on public.release_switches to service_role;
grant select, insert, update on public.release_canaries to service_role;

create policy "Staff read release switches" on public.release_switches for select
  to authenticated using ((select public.is_staff()));
create policy "Staff read canaries" on public.release_canaries for select
  to authenticated using ((select public.is_staff()));

-- Per bucket of `bucket` from `since` (up to `until`), bundle and version (all arms together):
-- page loads, errored, crashed, and the p75 of LCP, INP and CLS (null without values). Buckets
-- with nothing reported are left out. Security invoker: row-level security decides, as for
-- telemetry_release_health.
create function public.telemetry_release_series(since timestamptz, until timestamptz, bucket interval)
  returns table (
    bucket_start timestamptz, bundle text, version text,
    page_loads bigint, errored bigint, crashed bigint,
    lcp_p75 double precision, inp_p75 double precision, cls_p75 double precision)
  language sql
  stable
  security invoker
  set search_path = ''
as $$
  with counts as (
    select date_bin(bucket, r.minute, since) as bucket_start, r.bundle, r.version,
           sum(r.page_loads)::bigint as page_loads, sum(r.errored)::bigint as errored,
           sum(r.crashed)::bigint as crashed
    from public.telemetry_rollups r
    where r.minute >= since and r.minute < until
    group by 1, r.bundle, r.version
  ), histograms as (
    select date_bin(bucket, v.minute, since) as bucket_start, v.bundle, v.version, v.vital,
           public.telemetry_counts_sum(v.counts) as counts
    from public.telemetry_vitals v
    where v.minute >= since and v.minute < until and v.vital in ('LCP', 'INP', 'CLS')
    group by 1, v.bundle, v.version, v.vital
  ), vitals as (
    select h.bucket_start, h.bundle, h.version,
           max(public.telemetry_p75(h.counts, e.edges)) filter (where h.vital = 'LCP') as lcp_p75,
           max(public.telemetry_p75(h.counts, e.edges)) filter (where h.vital = 'INP') as inp_p75,
           max(public.telemetry_p75(h.counts, e.edges)) filter (where h.vital = 'CLS') as cls_p75
    from histograms h join public.telemetry_vital_edges e on e.vital = h.vital
    group by h.bucket_start, h.bundle, h.version
  )
  select coalesce(c.bucket_start, v.bucket_start), coalesce(c.bundle, v.bundle), coalesce(c.version, v.version),
         coalesce(c.page_loads, 0), coalesce(c.errored, 0), coalesce(c.crashed, 0),
         v.lcp_p75, v.inp_p75, v.cls_p75
  from counts c
  full join vitals v on v.bucket_start = c.bucket_start and v.bundle = c.bundle and v.version = c.version
  order by 2, 3, 1
$$;

revoke all on function public.release_canaries_new_canary() from public, anon, authenticated, service_role;
revoke all on function public.telemetry_release_series(timestamptz, timestamptz, interval)
  from public, anon, authenticated, service_role;
grant execute on function public.telemetry_release_series(timestamptz, timestamptz, interval)
  to authenticated, service_role;
