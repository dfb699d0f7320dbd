-- A page load counts once. Until now every beacon added what it named: one first beacon and thirty
-- later ones of one page load (or thirty forged ones) stored 1 page load and 30 errored, crashed and
-- conversions, and a later beacon was counted whether or not its page load had ever begun. Now:
--
-- - A beacon names its page load by a random id the browser makes for that page load alone
--   (beacon.ts "load"); the collect-telemetry function passes only a keyed hash of it (load_key).
--   Per page load, ingestion keeps which releases it counted and whether each already counted it
--   as errored, crashed or converted, for 12 hours after it began, then deletes it.
-- - A page load adds at most one page load, one errored, one crashed and one conversion per bundle,
--   all on the rollup row where its page load was counted (the minute it began or the release was
--   first counted, its landing route), so no row and no time window can hold more errored,
--   crashed or conversions than page loads.
-- - A later beacon whose page load ingestion never saw begin (or began more than 12 hours ago) is
--   refused: nothing of it is stored, and it is not counted as dropped (nothing known was lost).
-- - A first beacon without "load" (a shell released before this change) still counts its page
--   load, with at most one errored, crashed and conversion per bundle; it can have no later beacons.
-- - The rollups cannot hold counts above their page loads: a check constraint. Rows stored before
--   this migration counted errored, crashed and conversions on the route and minute of the beacon
--   that reported them, so a row could hold more than its page loads: those counts are cut to the
--   row's page loads (docs/telemetry.md).

-- Page loads ingestion saw begin: a keyed hash of the browser's page-load id, never the id.
create table public.telemetry_page_loads (
  load_key text primary key,
  began timestamptz not null
);

-- The releases a page load was counted for, where, and what it already counted for each.
create table public.telemetry_page_load_releases (
  load_key text not null references public.telemetry_page_loads (load_key) on delete cascade,
  bundle text not null,
  version text not null,
  arm text not null,
  minute timestamptz not null,
  route text not null,
  mobile boolean not null,
  errored boolean not null default false,
  crashed boolean not null default false,
  converted boolean not null default false,
  primary key (load_key, bundle)
);

comment on table public.telemetry_page_loads is 'Page loads seen begin: a keyed hash of the browser''s random page-load id, never the id; kept 12 hours.';
comment on table public.telemetry_page_load_releases is 'Per page load and bundle: the release and rollup row it was counted on, and whether it already counted as errored, crashed, converted; kept with its page load.';

-- Nobody reads or writes them but collect_telemetry (security definer).
alter table public.telemetry_page_loads enable row level security;
alter table public.telemetry_page_load_releases enable row level security;
revoke all on public.telemetry_page_loads, public.telemetry_page_load_releases
  from public, anon, authenticated, service_role;

-- Counts above page loads cannot be stored. Older rows are cut to their page loads first.
update public.telemetry_rollups set
  errored = least(errored, page_loads),
  crashed = least(crashed, page_loads),
  conversions = least(conversions, page_loads)
where errored > page_loads or crashed > page_loads or conversions > page_loads;

alter table public.telemetry_rollups
  add constraint telemetry_rollups_counts_within_page_loads check (
    page_loads >= 0
    and errored between 0 and page_loads
    and crashed between 0 and page_loads
    and conversions between 0 and page_loads
    and dropped_loads >= 0
    and dropped_updates >= 0);

-- Writing ----------------------------------------------------------------------------------------

drop function public.collect_telemetry(jsonb, integer, integer);

-- As in the dropped-telemetry migration (the caps, the dropped counts, the vitals, the error sample,
-- the retention), but counting each page load once. `batch` is
-- `[{"address_key": ..., "load_key": ..., "beacon": {...}}, ...]`; load_key is null for a beacon
-- without a page-load id. Returns one value per beacon, in order: true when counted, false when a
-- cap dropped it, null when it was refused because ingestion never saw its page load begin.
create function public.collect_telemetry(batch jsonb, loads_cap integer, global_cap integer default null)
  returns jsonb
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  this_minute constant timestamptz := date_trunc('minute', now());
  counted bigint[];
  known bigint[];
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
           'first', (t.item -> 'beacon' ->> 'first')::boolean,
           'mobile', (t.item -> 'beacon' ->> 'mobile')::boolean,
           'landing', coalesce(t.item -> 'beacon' -> 'routes' ->> 0, ''),
           'beacon', t.item -> 'beacon') order by t.ord), '[]'::jsonb)
    into kept
  from jsonb_array_elements(batch) with ordinality as t(item, ord)
  where t.ord = any (known);

  -- A first beacon without an id: its page load, with at most one of each count per bundle it counts.
  with releases as (
    select b.landing, b.mobile, b.beacon, r.bundle, r.version, r.arm
    from jsonb_to_recordset(kept) as b(load_key text, first boolean, mobile boolean, landing text, beacon jsonb)
    cross join jsonb_to_recordset(b.beacon -> 'releases') as r(bundle text, version text, arm text, counted boolean)
    where b.load_key is null and coalesce(r.counted, b.first)
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
  -- later): noted with the row it is counted on, and counted there. A bundle is counted once per
  -- page load, whatever release a later beacon names for it.
  with claimed as (
    select distinct on (b.load_key, r.bundle) b.load_key, r.bundle, r.version, r.arm, b.landing, b.mobile
    from jsonb_to_recordset(kept) as b(ord bigint, load_key text, first boolean, mobile boolean, landing text, beacon jsonb)
    cross join jsonb_to_recordset(b.beacon -> 'releases') as r(bundle text, version text, arm text, counted boolean)
    where b.load_key is not null and coalesce(r.counted, b.first)
    order by b.load_key, r.bundle, b.ord
  ), added as (
    insert into public.telemetry_page_load_releases (load_key, bundle, version, arm, minute, route, mobile)
    select c.load_key, c.bundle, c.version, c.arm, this_minute, c.landing, c.mobile from claimed c
    on conflict (load_key, bundle) do nothing
    returning bundle, version, arm, route, mobile
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
    select distinct b.load_key, x.bundle
    from jsonb_to_recordset(kept) as b(load_key text, beacon jsonb)
    cross join jsonb_array_elements_text(b.beacon -> 'errored') as x(bundle)
    where b.load_key is not null
  ), flagged as (
    update public.telemetry_page_load_releases p set errored = true
    from wanted w
    where p.load_key = w.load_key and p.bundle = w.bundle and not p.errored
    returning p.minute, p.bundle, p.version, p.arm, p.route, p.mobile
  ), added as (
    select f.minute, f.bundle, f.version, f.arm, f.route, f.mobile, count(*) as n
    from flagged f group by f.minute, f.bundle, f.version, f.arm, f.route, f.mobile
  )
  update public.telemetry_rollups t set errored = t.errored + a.n
  from added a
  where (t.minute, t.bundle, t.version, t.arm, t.route, t.mobile) = (a.minute, a.bundle, a.version, a.arm, a.route, a.mobile);

  with wanted as (
    select distinct b.load_key, x.bundle
    from jsonb_to_recordset(kept) as b(load_key text, beacon jsonb)
    cross join jsonb_array_elements_text(b.beacon -> 'crashed') as x(bundle)
    where b.load_key is not null
  ), flagged as (
    update public.telemetry_page_load_releases p set crashed = true
    from wanted w
    where p.load_key = w.load_key and p.bundle = w.bundle and not p.crashed
    returning p.minute, p.bundle, p.version, p.arm, p.route, p.mobile
  ), added as (
    select f.minute, f.bundle, f.version, f.arm, f.route, f.mobile, count(*) as n
    from flagged f group by f.minute, f.bundle, f.version, f.arm, f.route, f.mobile
  )
  update public.telemetry_rollups t set crashed = t.crashed + a.n
  from added a
  where (t.minute, t.bundle, t.version, t.arm, t.route, t.mobile) = (a.minute, a.bundle, a.version, a.arm, a.route, a.mobile);

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

  -- Retention, as before, plus: page loads 12 hours after they began.
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
    delete from public.telemetry_page_loads where began < now() - interval '12 hours';
  end if;

  return (
    select coalesce(jsonb_agg(
             case when t.ord = any (known) then to_jsonb(true) when t.ord = any (counted) then 'null'::jsonb
                  else to_jsonb(false) end
             order by t.ord), '[]'::jsonb)
    from jsonb_array_elements(batch) with ordinality as t(item, ord));
end
$$;

comment on function public.collect_telemetry(jsonb, integer, integer) is
  'Stores a batch of validated beacons (collect-telemetry Edge Function, service role only), counting each page load once; one value per beacon: true counted, false dropped by a cap, null refused (its page load was never seen begin).';

revoke all on function public.collect_telemetry(jsonb, integer, integer) from public, anon, authenticated, service_role;
grant execute on function public.collect_telemetry(jsonb, integer, integer) to service_role;
