-- A few visitors cannot steer a decision. The page-load migration made each page load count once,
-- but one address could still send 30 page loads a minute, all errored, on the canary arm of any
-- version it names. Now:
--
-- - Visitors. The collect-telemetry function keys the client's address with the UTC day
--   (visitor_key, a keyed hash: address-key.ts). telemetry_visitors notes, per visitor and release
--   (bundle, version, arm), the minute it was first counted and whether it reported the release
--   errored or crashed; telemetry_release_visitors reads, per release, the visitors first counted
--   in a window and how many of them reported it errored or crashed. One visitor adds at most one
--   to each per release and day, however many page loads it sends; the canary decision tests harm
--   on these (docs/canary-rule.md). A beacon whose address is unknown counts as one visitor per
--   minute. After its day a key is replaced by a random one (the counts stay); rows go two days on.
-- - Running releases only. A page load is counted for a release only if the release journal
--   (release_switches, release_canaries, written by the release commands) has it live (arm live)
--   or as the running canary (arm canary) at some time in the last 5 minutes. A bundle the journal
--   never named (release commands without a backend to journal to) is not checked, nor the preview
--   arm. A release refused so is not counted, and neither are its page load's later reports.
-- - What one address adds to one release: at most release_cap (beacon-limits.json's
--   loadsPerAddressPerReleasePerMinute) page loads a minute, per address key and bundle@version
--   (telemetry_address_releases); the releases of a page load over it are not counted.

create table public.telemetry_visitors (
  day date not null,
  visitor_key text not null,
  bundle text not null,
  version text not null,
  arm text not null,
  minute timestamptz not null,
  errored boolean not null default false,
  crashed boolean not null default false,
  primary key (visitor_key, bundle, version, arm)
);

create index telemetry_visitors_release_idx on public.telemetry_visitors (bundle, version, minute);
create index release_switches_bundle_idx on public.release_switches (bundle, at);

comment on table public.telemetry_visitors is 'Per visitor (a keyed hash of address and UTC day, a random key after that day) and release: the minute first counted, errored, crashed; kept 3 days.';

-- The keys are read by nobody: staff and the service role read counts (telemetry_release_visitors).
alter table public.telemetry_visitors enable row level security;
revoke all on public.telemetry_visitors from public, anon, authenticated, service_role;
grant select (bundle, version, arm, minute, errored, crashed) on public.telemetry_visitors to authenticated, service_role;
create policy "Staff read visitor counts" on public.telemetry_visitors for select
  to authenticated using ((select public.is_staff()));

-- Whether a release was live (arm live) or the running canary (arm canary) of its bundle at some
-- time in [at - 5 minutes, at], by the release journal; true for the preview arm and for a bundle
-- the journal never named.
create function public.telemetry_release_running(bundle text, version text, arm text, at timestamptz)
  returns boolean
  language sql
  stable
  security definer
  set search_path = ''
as $$
  select case
    when telemetry_release_running.arm = 'preview' then true
    when not exists (select 1 from public.release_switches s where s.bundle = telemetry_release_running.bundle) then true
    when telemetry_release_running.arm = 'canary' then exists (
      select 1 from public.release_canaries c
      where c.bundle = telemetry_release_running.bundle and c.version = telemetry_release_running.version
        and c.started_at <= telemetry_release_running.at
        and (c.status = 'running' and c.share > 0 and c.lease_until > telemetry_release_running.at - interval '5 minutes'
             or c.updated_at > telemetry_release_running.at - interval '5 minutes'))
    else exists (
      -- The switches of the last 5 minutes, and the one before them: the releases live meanwhile.
      select 1
      from public.release_switches s
      where s.bundle = telemetry_release_running.bundle and s.at <= telemetry_release_running.at
        and (s.at > telemetry_release_running.at - interval '5 minutes'
             or s.id = (select l.id from public.release_switches l
                        where l.bundle = telemetry_release_running.bundle and l.at <= telemetry_release_running.at - interval '5 minutes'
                        order by l.at desc, l.id desc limit 1))
        and case when s.kind in ('canary-start', 'canary-step', 'canary-abort', 'canary-stop') then s.previous
                 else s.version end = telemetry_release_running.version)
  end
$$;

revoke all on function public.telemetry_release_running(text, text, text, timestamptz) from public, anon, authenticated, service_role;

-- Writing ----------------------------------------------------------------------------------------

-- Page loads per address key (of a minute) and release, for the per-release cap; kept as the
-- address counters are.
create table public.telemetry_address_releases (
  address_key text not null,
  minute timestamptz not null,
  bundle text not null,
  version text not null,
  loads integer not null,
  primary key (address_key, minute, bundle, version)
);
alter table public.telemetry_address_releases enable row level security;
revoke all on public.telemetry_address_releases from public, anon, authenticated, service_role;

drop function public.collect_telemetry(jsonb, integer, integer);

-- As in the page-load migration, plus: a release is counted only while it runs
-- (telemetry_release_running), and each visitor is noted per release. `batch` is
-- `[{"address_key": ..., "visitor_key": ..., "load_key": ..., "beacon": {...}}, ...]`; visitor_key is
-- null when the address is unknown.
create function public.collect_telemetry(
  batch jsonb, loads_cap integer, global_cap integer default null, release_cap integer default null)
  returns jsonb
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  this_minute constant timestamptz := date_trunc('minute', now());
  this_day constant date := (now() at time zone 'utc')::date;
  counted bigint[];
  known bigint[];
  allowed jsonb;
  kept jsonb;
  sample record;
begin
  -- The caps, as before.
  with items as (
    select t.ord, coalesce(t.item ->> 'address_key', '*') as address_key,
           (t.item -> 'beacon' ->> 'first')::boolean as first
    from jsonb_array_elements(batch) with ordinality as t(item, ord)
  ), sent as (
    select i.address_key, count(*) filter (where i.first) as loads, count(*) filter (where not i.first) as updates
    from items i group by i.address_key
  ), totals as (
    insert into public.telemetry_address_minutes as a (address_key, minute, loads, updates)
    select s.address_key, this_minute, s.loads, s.updates from sent s
    on conflict (address_key, minute) do update
      set loads = a.loads + excluded.loads, updates = a.updates + excluded.updates
    returning a.address_key, a.loads, a.updates
  )
  select coalesce(array_agg(r.ord), '{}') into counted
  from (
    select i.ord, i.address_key,
           row_number() over (partition by i.address_key, i.first order by i.ord)
             + case when i.first then t.loads - s.loads else t.updates - s.updates end as used
    from items i
    join sent s on s.address_key = i.address_key
    join totals t on t.address_key = i.address_key
  ) as r
  where r.used <= case when r.address_key = '*' then coalesce(global_cap, r.used) else loads_cap end;

  -- What the caps dropped, as before.
  with dropped as (
    select (t.item -> 'beacon' ->> 'first')::boolean as first, (t.item -> 'beacon' ->> 'mobile')::boolean as mobile,
           coalesce(t.item -> 'beacon' -> 'routes' ->> 0, '') as landing,
           coalesce(t.item -> 'beacon' -> 'routes' ->> -1, '') as latest,
           t.item -> 'beacon' -> 'releases' as releases
    from jsonb_array_elements(batch) with ordinality as t(item, ord)
    where not (t.ord = any (counted))
  ), deltas as (
    select r.bundle, r.version, r.arm, d.mobile, coalesce(r.counted, d.first) as load,
           case when coalesce(r.counted, d.first) then d.landing else d.latest end as route
    from dropped d
    cross join jsonb_to_recordset(d.releases) as r(bundle text, version text, arm text, counted boolean)
  )
  insert into public.telemetry_rollups as t (minute, bundle, version, arm, route, mobile, dropped_loads, dropped_updates)
  select this_minute, d.bundle, d.version, d.arm, d.route, d.mobile,
         count(*) filter (where d.load), count(*) filter (where not d.load)
  from deltas d
  group by d.bundle, d.version, d.arm, d.route, d.mobile
  on conflict (minute, bundle, version, arm, route, mobile) do update set
    dropped_loads = t.dropped_loads + excluded.dropped_loads,
    dropped_updates = t.dropped_updates + excluded.dropped_updates;

  -- Page loads begun: a first beacon's id is noted (a second first beacon with the same id is read
  -- as a later one of the same page load).
  insert into public.telemetry_page_loads (load_key, began)
  select distinct t.item ->> 'load_key', now()
  from jsonb_array_elements(batch) with ordinality as t(item, ord)
  where t.ord = any (counted) and (t.item -> 'beacon' ->> 'first')::boolean and t.item ->> 'load_key' is not null
  on conflict (load_key) do nothing;

  -- The counted beacons of page loads seen begin: first beacons, and later ones whose id was noted.
  select coalesce(array_agg(t.ord), '{}') into known
  from jsonb_array_elements(batch) with ordinality as t(item, ord)
  where t.ord = any (counted)
    and ((t.item -> 'beacon' ->> 'first')::boolean
         or exists (select 1 from public.telemetry_page_loads p where p.load_key = t.item ->> 'load_key'));

  select coalesce(jsonb_agg(jsonb_build_object(
           'ord', t.ord,
           'load_key', t.item ->> 'load_key',
           'visitor', coalesce(t.item ->> 'visitor_key', '*' || this_minute::text),
           'address', coalesce(t.item ->> 'address_key', '*'),
           'first', (t.item -> 'beacon' ->> 'first')::boolean,
           'mobile', (t.item -> 'beacon' ->> 'mobile')::boolean,
           'landing', coalesce(t.item -> 'beacon' -> 'routes' ->> 0, ''),
           'beacon', t.item -> 'beacon') order by t.ord), '[]'::jsonb)
    into kept
  from jsonb_array_elements(batch) with ordinality as t(item, ord)
  where t.ord = any (known);

  -- What one address may add a minute to one release: release_cap page loads (no limit when null),
  -- in the batch's order; the releases of a page load over it are not counted (nor its later
  -- reports of them). Only running releases are candidates.
  with candidates as (
    select b.ord, b.address, b.landing, b.mobile, r.bundle, r.version, r.arm
    from jsonb_to_recordset(kept) as b(ord bigint, address text, first boolean, mobile boolean, landing text, beacon jsonb)
    cross join jsonb_to_recordset(b.beacon -> 'releases') as r(bundle text, version text, arm text, counted boolean)
    where coalesce(r.counted, b.first) and public.telemetry_release_running(r.bundle, r.version, r.arm, now())
  ), ranked as (
    select c.*, row_number() over (partition by c.address, c.bundle, c.version order by c.ord)
             + coalesce((select a.loads from public.telemetry_address_releases a
                         where a.address_key = c.address and a.minute = this_minute
                           and a.bundle = c.bundle and a.version = c.version), 0) as used
    from candidates c
  ), within as (
    select r.* from ranked r where r.used <= coalesce(release_cap, r.used)
  ), noted as (
    insert into public.telemetry_address_releases as a (address_key, minute, bundle, version, loads)
    select w.address, this_minute, w.bundle, w.version, count(*) from within w group by w.address, w.bundle, w.version
    on conflict (address_key, minute, bundle, version) do update set loads = a.loads + excluded.loads
  ), over_cap as (
    -- Page loads of a release over its cap are dropped by a cap like any other: counted as such.
    insert into public.telemetry_rollups as t (minute, bundle, version, arm, route, mobile, dropped_loads)
    select this_minute, r.bundle, r.version, r.arm, r.landing, r.mobile, count(*)
    from ranked r where r.used > coalesce(release_cap, r.used)
    group by r.bundle, r.version, r.arm, r.landing, r.mobile
    on conflict (minute, bundle, version, arm, route, mobile) do update
      set dropped_loads = t.dropped_loads + excluded.dropped_loads
  )
  select coalesce(jsonb_agg(jsonb_build_array(w.ord, w.bundle)), '[]'::jsonb) into allowed from within w;

  -- A first beacon without an id: its page load, with at most one of each count per bundle it counts,
  -- for the releases running then; its visitor noted too.
  with releases as (
    select b.visitor, b.landing, b.mobile, b.beacon, r.bundle, r.version, r.arm
    from jsonb_to_recordset(kept) as b(ord bigint, load_key text, visitor text, first boolean, mobile boolean, landing text, beacon jsonb)
    cross join jsonb_to_recordset(b.beacon -> 'releases') as r(bundle text, version text, arm text, counted boolean)
    where b.load_key is null and allowed @> jsonb_build_array(jsonb_build_array(b.ord, r.bundle))
  ), visits as (
    insert into public.telemetry_visitors as v (day, visitor_key, bundle, version, arm, minute, errored, crashed)
    select this_day, r.visitor, r.bundle, r.version, r.arm, this_minute,
           bool_or(r.beacon -> 'errored' ? r.bundle), bool_or(r.beacon -> 'crashed' ? r.bundle)
    from releases r
    group by r.visitor, r.bundle, r.version, r.arm
    on conflict (visitor_key, bundle, version, arm) do update
      set errored = v.errored or excluded.errored, crashed = v.crashed or excluded.crashed
  )
  insert into public.telemetry_rollups as t
    (minute, bundle, version, arm, route, mobile, page_loads, errored, crashed, conversions)
  select this_minute, r.bundle, r.version, r.arm, r.landing, r.mobile, count(*),
         count(*) filter (where r.beacon -> 'errored' ? r.bundle),
         count(*) filter (where r.beacon -> 'crashed' ? r.bundle),
         count(*) filter (where jsonb_array_length(r.beacon -> 'conversions') > 0)
  from releases r
  group by r.bundle, r.version, r.arm, r.landing, r.mobile
  on conflict (minute, bundle, version, arm, route, mobile) do update set
    page_loads = t.page_loads + excluded.page_loads,
    errored = t.errored + excluded.errored,
    crashed = t.crashed + excluded.crashed,
    conversions = t.conversions + excluded.conversions;

  -- A release a page load counts for the first time (in its first beacon, or a remote loaded
  -- later), if it is running then: noted with the row it is counted on, and counted there, and its
  -- visitor noted. A bundle is counted once per page load, whatever release a later beacon names.
  with claimed as (
    select distinct on (b.load_key, r.bundle) b.load_key, b.visitor, r.bundle, r.version, r.arm, b.landing, b.mobile
    from jsonb_to_recordset(kept) as b(ord bigint, load_key text, visitor text, first boolean, mobile boolean, landing text, beacon jsonb)
    cross join jsonb_to_recordset(b.beacon -> 'releases') as r(bundle text, version text, arm text, counted boolean)
    where b.load_key is not null and allowed @> jsonb_build_array(jsonb_build_array(b.ord, r.bundle))
    order by b.load_key, r.bundle, b.ord
  ), added as (
    insert into public.telemetry_page_load_releases (load_key, bundle, version, arm, minute, route, mobile)
    select c.load_key, c.bundle, c.version, c.arm, this_minute, c.landing, c.mobile from claimed c
    on conflict (load_key, bundle) do nothing
    returning load_key, bundle, version, arm, route, mobile
  ), visits as (
    insert into public.telemetry_visitors (day, visitor_key, bundle, version, arm, minute)
    select distinct on (c.visitor, a.bundle, a.version, a.arm) this_day, c.visitor, a.bundle, a.version, a.arm, this_minute
    from added a join claimed c on c.load_key = a.load_key and c.bundle = a.bundle
    on conflict (visitor_key, bundle, version, arm) do nothing
  )
  insert into public.telemetry_rollups as t (minute, bundle, version, arm, route, mobile, page_loads)
  select this_minute, a.bundle, a.version, a.arm, a.route, a.mobile, count(*)
  from added a
  group by a.bundle, a.version, a.arm, a.route, a.mobile
  on conflict (minute, bundle, version, arm, route, mobile) do update set page_loads = t.page_loads + excluded.page_loads;

  -- What a page load's beacons report, counted once per bundle on the row its page load is counted
  -- on (which exists: it was written with the page load). Each flag is set only where it was not:
  -- a concurrent call setting the same flag waits for this one and then finds it set.
  with wanted as (
    select distinct on (b.load_key, x.bundle) b.load_key, x.bundle, b.visitor
    from jsonb_to_recordset(kept) as b(load_key text, visitor text, beacon jsonb)
    cross join jsonb_array_elements_text(b.beacon -> 'errored') as x(bundle)
    where b.load_key is not null
  ), flagged as (
    update public.telemetry_page_load_releases p set errored = true
    from wanted w
    where p.load_key = w.load_key and p.bundle = w.bundle and not p.errored
    returning p.minute, p.bundle, p.version, p.arm, p.route, p.mobile, w.visitor
  ), added as (
    select f.minute, f.bundle, f.version, f.arm, f.route, f.mobile, count(*) as n
    from flagged f group by f.minute, f.bundle, f.version, f.arm, f.route, f.mobile
  ), counted as (
    update public.telemetry_rollups t set errored = t.errored + a.n
    from added a
    where (t.minute, t.bundle, t.version, t.arm, t.route, t.mobile) = (a.minute, a.bundle, a.version, a.arm, a.route, a.mobile)
  )
  -- The visitor who reported it (noted at the page load's minute if not yet seen with the release).
  insert into public.telemetry_visitors as v (day, visitor_key, bundle, version, arm, minute, errored)
  select this_day, f.visitor, f.bundle, f.version, f.arm, min(f.minute), true
  from flagged f
  group by f.visitor, f.bundle, f.version, f.arm
  on conflict (visitor_key, bundle, version, arm) do update set errored = true;

  with wanted as (
    select distinct on (b.load_key, x.bundle) b.load_key, x.bundle, b.visitor
    from jsonb_to_recordset(kept) as b(load_key text, visitor text, beacon jsonb)
    cross join jsonb_array_elements_text(b.beacon -> 'crashed') as x(bundle)
    where b.load_key is not null
  ), flagged as (
    update public.telemetry_page_load_releases p set crashed = true
    from wanted w
    where p.load_key = w.load_key and p.bundle = w.bundle and not p.crashed
    returning p.minute, p.bundle, p.version, p.arm, p.route, p.mobile, w.visitor
  ), added as (
    select f.minute, f.bundle, f.version, f.arm, f.route, f.mobile, count(*) as n
    from flagged f group by f.minute, f.bundle, f.version, f.arm, f.route, f.mobile
  ), counted as (
    update public.telemetry_rollups t set crashed = t.crashed + a.n
    from added a
    where (t.minute, t.bundle, t.version, t.arm, t.route, t.mobile) = (a.minute, a.bundle, a.version, a.arm, a.route, a.mobile)
  )
  -- The visitor who reported it (noted at the page load's minute if not yet seen with the release).
  insert into public.telemetry_visitors as v (day, visitor_key, bundle, version, arm, minute, crashed)
  select this_day, f.visitor, f.bundle, f.version, f.arm, min(f.minute), true
  from flagged f
  group by f.visitor, f.bundle, f.version, f.arm
  on conflict (visitor_key, bundle, version, arm) do update set crashed = true;

  -- A conversion converts the page load for every release it runs (as before), once.
  with wanted as (
    select distinct b.load_key, r.bundle
    from jsonb_to_recordset(kept) as b(load_key text, beacon jsonb)
    cross join jsonb_to_recordset(b.beacon -> 'releases') as r(bundle text)
    where b.load_key is not null and jsonb_array_length(b.beacon -> 'conversions') > 0
  ), flagged as (
    update public.telemetry_page_load_releases p set converted = true
    from wanted w
    where p.load_key = w.load_key and p.bundle = w.bundle and not p.converted
    returning p.minute, p.bundle, p.version, p.arm, p.route, p.mobile
  ), added as (
    select f.minute, f.bundle, f.version, f.arm, f.route, f.mobile, count(*) as n
    from flagged f group by f.minute, f.bundle, f.version, f.arm, f.route, f.mobile
  )
  update public.telemetry_rollups t set conversions = t.conversions + a.n
  from added a
  where (t.minute, t.bundle, t.version, t.arm, t.route, t.mobile) = (a.minute, a.bundle, a.version, a.arm, a.route, a.mobile);

  -- Web Vitals and the error sample, as before, from the beacons of page loads seen begin.
  with observed as (
    select r.bundle, r.version, r.arm, x.route, b.mobile, x.name as vital,
           width_bucket(x.value, e.edges) as bucket, cardinality(e.edges) as size
    from jsonb_to_recordset(kept) as b(mobile boolean, beacon jsonb)
    cross join jsonb_to_recordset(b.beacon -> 'vitals') as x(name text, value double precision, route text)
    join public.telemetry_vital_edges e on e.vital = x.name
    cross join jsonb_to_recordset(b.beacon -> 'releases') as r(bundle text, version text, arm text)
  )
  insert into public.telemetry_vitals as t (minute, bundle, version, arm, route, mobile, vital, counts)
  select this_minute, o.bundle, o.version, o.arm, o.route, o.mobile, o.vital,
         public.telemetry_histogram(array_agg(o.bucket), max(o.size))
  from observed o
  group by o.bundle, o.version, o.arm, o.route, o.mobile, o.vital
  on conflict (minute, bundle, version, arm, route, mobile, vital) do update
    set counts = public.telemetry_add_counts(t.counts, excluded.counts);

  for sample in
    select e.bundle, coalesce(r.version, '') as version, e.message, e.frames,
           md5(e.message || chr(10) || array_to_string(e.frames, chr(10))) as fingerprint
    from jsonb_to_recordset(kept) as b(ord bigint, beacon jsonb)
    cross join jsonb_to_recordset(b.beacon -> 'errors') as e(bundle text, message text, frames text[])
    left join jsonb_to_recordset(b.beacon -> 'releases') as r(bundle text, version text) on r.bundle = e.bundle
    order by b.ord
  loop
    perform pg_advisory_xact_lock(hashtext('telemetry_errors'), hashtext(sample.bundle || '@' || sample.version));
    update public.telemetry_errors e
      set count = e.count + 1, last_seen = now()
      where e.bundle = sample.bundle and e.version = sample.version and e.fingerprint = sample.fingerprint;
    continue when found;
    if (select count(*) from public.telemetry_errors e
        where e.bundle = sample.bundle and e.version = sample.version and e.fingerprint <> 'other') < 20 then
      insert into public.telemetry_errors (bundle, version, fingerprint, message, frames, count, first_seen, last_seen)
      values (sample.bundle, sample.version, sample.fingerprint, sample.message, sample.frames, 1, now(), now());
    else
      insert into public.telemetry_errors as t (bundle, version, fingerprint, message, frames, count, first_seen, last_seen)
      values (sample.bundle, sample.version, 'other', '(other errors)', '{}', 1, now(), now())
      on conflict (bundle, version, fingerprint) do update set count = t.count + 1, last_seen = now();
    end if;
  end loop;

  -- Retention, as before, plus: page loads 12 hours after they began; visitors' keys after their
  -- day, their rows two days later.
  update public.telemetry_housekeeping set last_run = now() where last_run < this_minute;
  if found then
    with moved as (
      delete from public.telemetry_rollups r
      where r.minute < now() - interval '2 days' and r.minute <> date_trunc('hour', r.minute)
      returning r.*
    )
    insert into public.telemetry_rollups as t
      (minute, bundle, version, arm, route, mobile, page_loads, errored, crashed, conversions,
       dropped_loads, dropped_updates)
    select date_trunc('hour', m.minute), m.bundle, m.version, m.arm, m.route, m.mobile,
           sum(m.page_loads), sum(m.errored), sum(m.crashed), sum(m.conversions),
           sum(m.dropped_loads), sum(m.dropped_updates)
    from moved m
    group by 1, m.bundle, m.version, m.arm, m.route, m.mobile
    on conflict (minute, bundle, version, arm, route, mobile) do update set
      page_loads = t.page_loads + excluded.page_loads,
      errored = t.errored + excluded.errored,
      crashed = t.crashed + excluded.crashed,
      conversions = t.conversions + excluded.conversions,
      dropped_loads = t.dropped_loads + excluded.dropped_loads,
      dropped_updates = t.dropped_updates + excluded.dropped_updates;
    with moved as (
      delete from public.telemetry_vitals v
      where v.minute < now() - interval '2 days' and v.minute <> date_trunc('hour', v.minute)
      returning v.*
    )
    insert into public.telemetry_vitals as t (minute, bundle, version, arm, route, mobile, vital, counts)
    select date_trunc('hour', m.minute), m.bundle, m.version, m.arm, m.route, m.mobile, m.vital,
           public.telemetry_counts_sum(m.counts)
    from moved m
    group by 1, m.bundle, m.version, m.arm, m.route, m.mobile, m.vital
    on conflict (minute, bundle, version, arm, route, mobile, vital) do update
      set counts = public.telemetry_add_counts(t.counts, excluded.counts);
    delete from public.telemetry_rollups where minute < now() - interval '30 days';
    delete from public.telemetry_vitals where minute < now() - interval '30 days';
    delete from public.telemetry_errors where last_seen < now() - interval '30 days';
    delete from public.telemetry_address_minutes where minute < this_minute - interval '2 minutes';
    delete from public.telemetry_address_releases where minute < this_minute - interval '2 minutes';
    delete from public.telemetry_page_loads where began < now() - interval '12 hours';
    -- A visitor's key serves its day only: then its rows keep their counts under a random key.
    update public.telemetry_visitors set visitor_key = 'gone:' || gen_random_uuid()::text
      where day < this_day and visitor_key not like 'gone:%';
    delete from public.telemetry_visitors where day < this_day - 2;
  end if;

  return (
    select coalesce(jsonb_agg(
             case when t.ord = any (known) then to_jsonb(true) when t.ord = any (counted) then 'null'::jsonb
                  else to_jsonb(false) end
             order by t.ord), '[]'::jsonb)
    from jsonb_array_elements(batch) with ordinality as t(item, ord));
end
$$;

comment on function public.collect_telemetry(jsonb, integer, integer, integer) is
  'Stores a batch of validated beacons (collect-telemetry Edge Function, service role only): each page load once, running releases only, visitors noted; one value per beacon: true counted, false dropped by a cap, null refused (its page load was never seen begin).';

revoke all on function public.collect_telemetry(jsonb, integer, integer, integer) from public, anon, authenticated, service_role;
grant execute on function public.collect_telemetry(jsonb, integer, integer, integer) to service_role;

-- Reading ----------------------------------------------------------------------------------------

-- Per bundle, version and arm: the visitors first counted in [since, until), and how many of them
-- reported the release errored or crashed. Security invoker: only staff (and the service role)
-- see rows, and only these columns.
create function public.telemetry_release_visitors(since timestamptz, until timestamptz default now())
  returns table (bundle text, version text, arm text, visitors bigint, errored_visitors bigint, crashed_visitors bigint)
  language sql
  stable
  security invoker
  set search_path = ''
as $$
  select v.bundle, v.version, v.arm, count(v.minute), count(v.minute) filter (where v.errored),
         count(v.minute) filter (where v.crashed)
  from public.telemetry_visitors v
  where v.minute >= since and v.minute < until
  group by v.bundle, v.version, v.arm
  order by 1, 2, 3
$$;

revoke all on function public.telemetry_release_visitors(timestamptz, timestamptz) from public, anon, authenticated, service_role;
grant execute on function public.telemetry_release_visitors(timestamptz, timestamptz) to authenticated, service_role;
