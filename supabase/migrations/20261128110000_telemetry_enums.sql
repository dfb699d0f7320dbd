-- The beacon's closed lists as enums, and a batch read once.
--
-- - Every closed list of a telemetry beacon is a Postgres enum: the arm a release runs on
--   (telemetry_arm), the browser family (telemetry_browser), the conversion kind
--   (telemetry_conversion) and the Web Vital (telemetry_vital). The generated types
--   (supabase/types/database.ts, `npm run db:types`) carry them as Database['public']['Enums'] and
--   Constants.public.Enums, which the beacon's schema reads (packages/telemetry-contract): each list
--   is written here and nowhere else. The columns and parameters that held them as text (and a
--   check) take the enum, every row kept as it was.
-- - collect_telemetry reads its batch once: one statement parses every beacon into temporary
--   tables (its beacons, the releases, vitals and error samples they name) that every later step
--   reads, where each step used to parse the JSON again. What it stores, and answers, is unchanged.

create type public.telemetry_arm as enum ('live', 'canary', 'preview');
create type public.telemetry_browser as enum ('chrome', 'edge', 'firefox', 'safari', 'samsung', 'other');
create type public.telemetry_conversion as enum ('contact-sent', 'resource-accessed');
create type public.telemetry_vital as enum ('LCP', 'INP', 'CLS', 'FCP', 'TTFB');

comment on type public.telemetry_arm is 'How a page load got a release: live, canary or preview.';
comment on type public.telemetry_browser is 'A beacon''s browser family (checked, not stored).';
comment on type public.telemetry_conversion is 'A conversion a page load reports.';
comment on type public.telemetry_vital is 'A Web Vital a page load reports (histogram edges in telemetry_vital_edges).';

-- The functions that take or return an arm are dropped first, then made again with the enum.
drop function public.collect_telemetry(jsonb, integer, integer, integer);
drop function public.telemetry_release_running(text, text, text, timestamptz);
drop function public.telemetry_release_health(timestamptz, timestamptz);
drop function public.telemetry_release_visitors(timestamptz, timestamptz);

-- Columns: the checks that spelled the arms go, the enums hold them now.
alter table public.telemetry_rollups drop constraint telemetry_rollups_arm_check;
alter table public.telemetry_rollups alter column arm type public.telemetry_arm using arm::public.telemetry_arm;
alter table public.telemetry_vitals drop constraint telemetry_vitals_arm_check;
alter table public.telemetry_vitals drop constraint telemetry_vitals_vital_fkey;
alter table public.telemetry_vitals alter column arm type public.telemetry_arm using arm::public.telemetry_arm;
alter table public.telemetry_vitals alter column vital type public.telemetry_vital using vital::public.telemetry_vital;
alter table public.telemetry_vital_edges alter column vital type public.telemetry_vital using vital::public.telemetry_vital;
alter table public.telemetry_vitals
  add constraint telemetry_vitals_vital_fkey foreign key (vital) references public.telemetry_vital_edges (vital);
alter table public.telemetry_page_load_releases alter column arm type public.telemetry_arm using arm::public.telemetry_arm;
alter table public.telemetry_visitors alter column arm type public.telemetry_arm using arm::public.telemetry_arm;

-- As in the visitors migration, the arm an enum.
create function public.telemetry_release_running(bundle text, version text, arm public.telemetry_arm, at timestamptz)
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

revoke all on function public.telemetry_release_running(text, text, public.telemetry_arm, timestamptz)
  from public, anon, authenticated, service_role;

-- Writing ----------------------------------------------------------------------------------------

-- As in the visitors migration (the caps and what they drop, each page load once, running releases
-- only, visitors, vitals, the error sample, retention), reading the batch once. `batch` is
-- `[{"address_key": ..., "visitor_key": ..., "load_key": ..., "beacon": {...}}, ...]`.
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
  sample record;
begin
  -- The batch as read: one row per beacon (in the batch's order), per release it names, per vital
  -- and per error sample. Made by a transaction's first call and dropped at its end; a later call
  -- in the same transaction empties them.
  if to_regclass('pg_temp.telemetry_beacons') is null then
    create temporary table telemetry_beacons (
      ord bigint primary key,
      -- The cap's key: the address key, or '*' for an unknown address (the global cap).
      address text not null,
      load_key text,
      -- One visitor per address and day, or per minute for an unknown address.
      visitor text not null,
      first boolean not null,
      mobile boolean not null,
      landing text not null,
      latest text not null,
      errored text[] not null,
      crashed text[] not null,
      converted boolean not null,
      -- Within the per-address (or global) cap; and counted: within it and of a page load seen begin.
      within_caps boolean not null default false,
      known boolean not null default false
    ) on commit drop;
    create temporary table telemetry_beacon_releases (
      ord bigint not null,
      bundle text not null,
      version text not null,
      arm public.telemetry_arm not null,
      counted boolean,
      -- Counted for this release: running, and within what one address may add to it.
      allowed boolean not null default false
    ) on commit drop;
    create temporary table telemetry_beacon_vitals (
      ord bigint not null, vital public.telemetry_vital not null, value double precision not null, route text not null
    ) on commit drop;
    create temporary table telemetry_beacon_errors (
      ord bigint not null, idx bigint not null, bundle text not null, message text not null, frames text[] not null
    ) on commit drop;
  else
    delete from pg_temp.telemetry_beacons;
    delete from pg_temp.telemetry_beacon_releases;
    delete from pg_temp.telemetry_beacon_vitals;
    delete from pg_temp.telemetry_beacon_errors;
  end if;

  with items as (
    select t.ord, t.address_key, t.visitor_key, t.load_key, b.*
    from rows from (jsonb_to_recordset(batch) as (address_key text, visitor_key text, load_key text, beacon jsonb))
      with ordinality as t(address_key, visitor_key, load_key, beacon, ord)
    cross join lateral jsonb_to_record(t.beacon) as b(
      first boolean, mobile boolean, browser public.telemetry_browser, routes text[], releases jsonb,
      errored text[], crashed text[], errors jsonb, vitals jsonb, conversions jsonb)
  ), releases as (
    insert into pg_temp.telemetry_beacon_releases (ord, bundle, version, arm, counted)
    select i.ord, r.bundle, r.version, r.arm, r.counted
    from items i
    cross join jsonb_to_recordset(i.releases) as r(bundle text, version text, arm public.telemetry_arm, counted boolean)
  ), vitals as (
    insert into pg_temp.telemetry_beacon_vitals (ord, vital, value, route)
    select i.ord, x.name, x.value, x.route
    from items i
    cross join jsonb_to_recordset(i.vitals) as x(name public.telemetry_vital, value double precision, route text)
  ), errors as (
    insert into pg_temp.telemetry_beacon_errors (ord, idx, bundle, message, frames)
    select i.ord, e.idx, e.bundle, e.message, e.frames
    from items i
    cross join rows from (jsonb_to_recordset(i.errors) as (bundle text, message text, frames text[]))
      with ordinality as e(bundle, message, frames, idx)
  )
  insert into pg_temp.telemetry_beacons
    (ord, address, load_key, visitor, first, mobile, landing, latest, errored, crashed, converted)
  select i.ord, coalesce(i.address_key, '*'), i.load_key, coalesce(i.visitor_key, '*' || this_minute::text),
         i.first, i.mobile, coalesce(i.routes[1], ''), coalesce(i.routes[cardinality(i.routes)], ''),
         coalesce(i.errored, '{}'), coalesce(i.crashed, '{}'),
         -- Each kind read as the enum: a kind the list does not know fails the call.
         exists (select from jsonb_to_recordset(i.conversions) as c(kind public.telemetry_conversion))
  from items i;

  -- The caps, as before.
  with sent as (
    select b.address, count(*) filter (where b.first) as loads, count(*) filter (where not b.first) as updates
    from pg_temp.telemetry_beacons b group by b.address
  ), totals as (
    insert into public.telemetry_address_minutes as a (address_key, minute, loads, updates)
    select s.address, this_minute, s.loads, s.updates from sent s
    on conflict (address_key, minute) do update
      set loads = a.loads + excluded.loads, updates = a.updates + excluded.updates
    returning a.address_key, a.loads, a.updates
  ), ranked as (
    select b.ord, b.address,
           row_number() over (partition by b.address, b.first order by b.ord)
             + case when b.first then t.loads - s.loads else t.updates - s.updates end as used
    from pg_temp.telemetry_beacons b
    join sent s on s.address = b.address
    join totals t on t.address_key = b.address
  )
  update pg_temp.telemetry_beacons b set within_caps = true
  from ranked r
  where r.ord = b.ord and r.used <= case when r.address = '*' then coalesce(global_cap, r.used) else loads_cap end;

  -- What the caps dropped, as before.
  insert into public.telemetry_rollups as t (minute, bundle, version, arm, route, mobile, dropped_loads, dropped_updates)
  select this_minute, r.bundle, r.version, r.arm,
         case when coalesce(r.counted, b.first) then b.landing else b.latest end, b.mobile,
         count(*) filter (where coalesce(r.counted, b.first)), count(*) filter (where not coalesce(r.counted, b.first))
  from pg_temp.telemetry_beacons b
  join pg_temp.telemetry_beacon_releases r on r.ord = b.ord
  where not b.within_caps
  group by 2, 3, 4, 5, 6
  on conflict (minute, bundle, version, arm, route, mobile) do update set
    dropped_loads = t.dropped_loads + excluded.dropped_loads,
    dropped_updates = t.dropped_updates + excluded.dropped_updates;

  -- Page loads begun: a first beacon's id is noted (a second first beacon with the same id is read
  -- as a later one of the same page load).
  insert into public.telemetry_page_loads (load_key, began)
  select distinct b.load_key, now()
  from pg_temp.telemetry_beacons b
  where b.within_caps and b.first and b.load_key is not null
  on conflict (load_key) do nothing;

  -- The counted beacons of page loads seen begin: first beacons, and later ones whose id was noted.
  update pg_temp.telemetry_beacons b set known = true
  where b.within_caps
    and (b.first or exists (select 1 from public.telemetry_page_loads p where p.load_key = b.load_key));

  -- What one address may add a minute to one release: release_cap page loads (no limit when null),
  -- in the batch's order; the releases of a page load over it are not counted (nor its later
  -- reports of them). Only running releases are candidates.
  with candidates as (
    select b.ord, b.address, b.landing, b.mobile, r.bundle, r.version, r.arm
    from pg_temp.telemetry_beacons b
    join pg_temp.telemetry_beacon_releases r on r.ord = b.ord
    where b.known and coalesce(r.counted, b.first)
      and public.telemetry_release_running(r.bundle, r.version, r.arm, now())
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
  update pg_temp.telemetry_beacon_releases r set allowed = true
  from within w
  where r.ord = w.ord and r.bundle = w.bundle;

  -- A first beacon without an id: its page load, with at most one of each count per bundle it counts,
  -- for the releases running then; its visitor noted too.
  with releases as (
    select b.visitor, b.landing, b.mobile, r.bundle, r.version, r.arm,
           r.bundle = any (b.errored) as errored, r.bundle = any (b.crashed) as crashed, b.converted
    from pg_temp.telemetry_beacons b
    join pg_temp.telemetry_beacon_releases r on r.ord = b.ord
    where b.known and b.load_key is null and r.allowed
  ), visits as (
    insert into public.telemetry_visitors as v (day, visitor_key, bundle, version, arm, minute, errored, crashed)
    select this_day, r.visitor, r.bundle, r.version, r.arm, this_minute, bool_or(r.errored), bool_or(r.crashed)
    from releases r
    group by r.visitor, r.bundle, r.version, r.arm
    on conflict (visitor_key, bundle, version, arm) do update
      set errored = v.errored or excluded.errored, crashed = v.crashed or excluded.crashed
  )
  insert into public.telemetry_rollups as t
    (minute, bundle, version, arm, route, mobile, page_loads, errored, crashed, conversions)
  select this_minute, r.bundle, r.version, r.arm, r.landing, r.mobile, count(*),
         count(*) filter (where r.errored), count(*) filter (where r.crashed), count(*) filter (where r.converted)
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
    from pg_temp.telemetry_beacons b
    join pg_temp.telemetry_beacon_releases r on r.ord = b.ord
    where b.known and b.load_key is not null and r.allowed
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
    from pg_temp.telemetry_beacons b
    cross join unnest(b.errored) as x(bundle)
    where b.known and b.load_key is not null
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
    from pg_temp.telemetry_beacons b
    cross join unnest(b.crashed) as x(bundle)
    where b.known and b.load_key is not null
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
    from pg_temp.telemetry_beacons b
    join pg_temp.telemetry_beacon_releases r on r.ord = b.ord
    where b.known and b.load_key is not null and b.converted
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
    select r.bundle, r.version, r.arm, x.route, b.mobile, x.vital,
           width_bucket(x.value, e.edges) as bucket, cardinality(e.edges) as size
    from pg_temp.telemetry_beacons b
    join pg_temp.telemetry_beacon_vitals x on x.ord = b.ord
    join public.telemetry_vital_edges e on e.vital = x.vital
    join pg_temp.telemetry_beacon_releases r on r.ord = b.ord
    where b.known
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
    from pg_temp.telemetry_beacons b
    join pg_temp.telemetry_beacon_errors e on e.ord = b.ord
    left join pg_temp.telemetry_beacon_releases r on r.ord = b.ord and r.bundle = e.bundle
    where b.known
    order by b.ord, e.idx
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
             case when b.known then to_jsonb(true) when b.within_caps then 'null'::jsonb else to_jsonb(false) end
             order by b.ord), '[]'::jsonb)
    from pg_temp.telemetry_beacons b);
end
$$;

comment on function public.collect_telemetry(jsonb, integer, integer, integer) is
  'Stores a batch of validated beacons (collect-telemetry Edge Function, service role only), read once: each page load once, running releases only, visitors noted; one value per beacon: true counted, false dropped by a cap, null refused (its page load was never seen begin).';

revoke all on function public.collect_telemetry(jsonb, integer, integer, integer) from public, anon, authenticated, service_role;
grant execute on function public.collect_telemetry(jsonb, integer, integer, integer) to service_role;

-- Reading: as before, the arm an enum ---------------------------------------------------------------

-- As in the dropped-telemetry migration.
create function public.telemetry_release_health(since timestamptz, until timestamptz default now())
  returns table (
    bundle text, version text, arm public.telemetry_arm,
    page_loads bigint, errored bigint, crashed bigint, conversions bigint, vitals jsonb,
    dropped_loads bigint, dropped_updates bigint)
  language sql
  stable
  security invoker
  set search_path = ''
as $$
  with counts as (
    select r.bundle, r.version, r.arm, sum(r.page_loads)::bigint as page_loads, sum(r.errored)::bigint as errored,
           sum(r.crashed)::bigint as crashed, sum(r.conversions)::bigint as conversions,
           sum(r.dropped_loads)::bigint as dropped_loads, sum(r.dropped_updates)::bigint as dropped_updates
    from public.telemetry_rollups r
    where r.minute >= since and r.minute < until
    group by r.bundle, r.version, r.arm
  ), histograms as (
    select v.bundle, v.version, v.arm, v.vital, case when v.mobile then 'mobile' else 'desktop' end as form,
           public.telemetry_counts_sum(v.counts) as counts
    from public.telemetry_vitals v
    where v.minute >= since and v.minute < until
    group by v.bundle, v.version, v.arm, v.vital, v.mobile
  ), forms as (
    select h.bundle, h.version, h.arm, h.vital, h.form, h.counts from histograms h
    union all
    select h.bundle, h.version, h.arm, h.vital, 'all', public.telemetry_counts_sum(h.counts)
    from histograms h group by h.bundle, h.version, h.arm, h.vital
  ), per_vital as (
    select f.bundle, f.version, f.arm, f.vital,
           jsonb_object_agg(f.form, jsonb_build_object(
             'p75', public.telemetry_p75(f.counts, e.edges),
             'n', (select coalesce(sum(c), 0) from unnest(f.counts) as c))) as summary
    from forms f join public.telemetry_vital_edges e on e.vital = f.vital
    group by f.bundle, f.version, f.arm, f.vital
  ), vitals as (
    select p.bundle, p.version, p.arm, jsonb_object_agg(p.vital, p.summary) as vitals
    from per_vital p group by p.bundle, p.version, p.arm
  )
  select coalesce(c.bundle, v.bundle), coalesce(c.version, v.version), coalesce(c.arm, v.arm),
         coalesce(c.page_loads, 0), coalesce(c.errored, 0), coalesce(c.crashed, 0), coalesce(c.conversions, 0),
         coalesce(v.vitals, '{}'::jsonb), coalesce(c.dropped_loads, 0), coalesce(c.dropped_updates, 0)
  from counts c
  full join vitals v on v.bundle = c.bundle and v.version = c.version and v.arm = c.arm
  order by 1, 2, 3
$$;

-- Per bundle, version and arm: the visitors first counted in [since, until), and how many of them
-- reported the release errored or crashed. Security invoker: only staff (and the service role)
-- see rows, and only these columns.
create function public.telemetry_release_visitors(since timestamptz, until timestamptz default now())
  returns table (bundle text, version text, arm public.telemetry_arm, visitors bigint, errored_visitors bigint, crashed_visitors bigint)
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

revoke all on function public.telemetry_release_health(timestamptz, timestamptz),
  public.telemetry_release_visitors(timestamptz, timestamptz)
  from public, anon, authenticated, service_role;
grant execute on function public.telemetry_release_health(timestamptz, timestamptz),
  public.telemetry_release_visitors(timestamptz, timestamptz) to authenticated, service_role;
