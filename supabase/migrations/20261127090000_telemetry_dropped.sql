-- Telemetry the caps dropped: collect_telemetry used to answer "not counted" for a beacon over its
-- address's cap and keep nothing of it, so the health page and the canary watcher read partial
-- counts without knowing. Now every dropped beacon is counted in the per-minute rollups, per
-- release it names (bundle@version and arm), as a page load not counted (dropped_loads) or a later
-- report of a counted page load lost (dropped_updates); the readers return both. And a beacon
-- whose client address the function cannot tell (no client-address setting, or the header
-- missing: supabase/functions/_shared/client-address.js) is no longer put in one per-address
-- bucket with every other such beacon: those share a global cap of their own, global_cap
-- (beacon-limits.json's loadsPerMinuteGlobal). docs/telemetry.md describes both.

alter table public.telemetry_rollups
  add column dropped_loads integer not null default 0,
  add column dropped_updates integer not null default 0;

comment on column public.telemetry_rollups.dropped_loads is 'Page loads of the release not counted because their beacon was over a cap (per address, or global).';
comment on column public.telemetry_rollups.dropped_updates is 'Later beacons of counted page loads (errors, crashes, vitals, conversions) dropped by a cap.';

-- The columns are read like the rest of the table: staff through RLS ("Staff read telemetry
-- rollups"), the service role; nobody writes them but collect_telemetry.

-- Writing ----------------------------------------------------------------------------------------

drop function public.collect_telemetry(jsonb, integer);

-- As in the telemetry migration, plus: beacons with a null address_key share the counter '*' within
-- global_cap; and the beacons not counted are counted as dropped in the rollups. Returns one
-- boolean per beacon, in order: false for a beacon not counted because a cap was reached.
create function public.collect_telemetry(batch jsonb, loads_cap integer, global_cap integer default null)
  returns jsonb
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  this_minute constant timestamptz := date_trunc('minute', now());
  counted bigint[];
  kept jsonb;
  sample record;
begin
  -- The caps: each address's beacons of this batch, added to its counters, counted in order while
  -- the address is within loads_cap this minute; beacons without an address key (the function
  -- could not tell the address) share one counter, '*' (never a key: keys are hex), within
  -- global_cap (no limit when null).
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

  -- What the caps dropped, counted where the page loads would have been: per release the beacon
  -- names, a page load (on its landing route) when the beacon would have counted one, else a later
  -- report of a counted page load (on its latest route). Readers can then tell partial data.
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

  -- The counted beacons, with what every statement below needs of each.
  select coalesce(jsonb_agg(jsonb_build_object(
           'ord', t.ord,
           'first', (t.item -> 'beacon' ->> 'first')::boolean,
           'mobile', (t.item -> 'beacon' ->> 'mobile')::boolean,
           'landing', coalesce(t.item -> 'beacon' -> 'routes' ->> 0, ''),
           'latest', coalesce(t.item -> 'beacon' -> 'routes' ->> -1, ''),
           'beacon', t.item -> 'beacon') order by t.ord), '[]'::jsonb)
    into kept
  from jsonb_array_elements(batch) with ordinality as t(item, ord)
  where t.ord = any (counted);

  with releases as (
    select b.ord, b.first, b.mobile, b.landing, b.latest, b.beacon, r.bundle, r.version, r.arm, r.counted
    from jsonb_to_recordset(kept) as b(ord bigint, first boolean, mobile boolean, landing text, latest text, beacon jsonb)
    cross join jsonb_to_recordset(b.beacon -> 'releases') as r(bundle text, version text, arm text, counted boolean)
  ), deltas (bundle, version, arm, route, mobile, page_loads, errored, crashed, conversions) as (
    select r.bundle, r.version, r.arm, r.landing, r.mobile, 1, 0, 0, 0 from releases r where coalesce(r.counted, r.first)
    union all
    select r.bundle, r.version, r.arm, r.latest, r.mobile, 0, 1, 0, 0 from releases r
      where r.beacon -> 'errored' ? r.bundle
    union all
    select r.bundle, r.version, r.arm, r.latest, r.mobile, 0, 0, 1, 0 from releases r
      where r.beacon -> 'crashed' ? r.bundle
    union all
    select r.bundle, r.version, r.arm, c.route, r.mobile, 0, 0, 0, 1
      from releases r cross join jsonb_to_recordset(r.beacon -> 'conversions') as c(route text)
  )
  insert into public.telemetry_rollups as t
    (minute, bundle, version, arm, route, mobile, page_loads, errored, crashed, conversions)
  select this_minute, d.bundle, d.version, d.arm, d.route, d.mobile,
         sum(d.page_loads), sum(d.errored), sum(d.crashed), sum(d.conversions)
  from deltas d
  group by d.bundle, d.version, d.arm, d.route, d.mobile
  on conflict (minute, bundle, version, arm, route, mobile) do update set
    page_loads = t.page_loads + excluded.page_loads,
    errored = t.errored + excluded.errored,
    crashed = t.crashed + excluded.crashed,
    conversions = t.conversions + excluded.conversions;

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
    -- One writer at a time per release, so its sample never exceeds its bound.
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

  -- Retention, at most once a minute: rollups and histograms by the minute for 2 days, then merged
  -- into one row per hour (the row of the hour's first minute) until 30 days; error samples 30
  -- days after they were last seen; per-address counters after their minute and the next two.
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
  end if;

  return (
    select coalesce(jsonb_agg(t.ord = any (counted) order by t.ord), '[]'::jsonb)
    from jsonb_array_elements(batch) with ordinality as t(item, ord));
end
$$;


comment on function public.collect_telemetry(jsonb, integer, integer) is
  'Stores a batch of validated beacons (collect-telemetry Edge Function, service role only); one boolean per beacon, false when a cap (its address''s, or the global one for unknown addresses) was reached; dropped beacons are counted in telemetry_rollups.';

-- Reading: the same functions with the dropped counts ---------------------------------------------

drop function public.telemetry_release_health(timestamptz, timestamptz);
drop function public.telemetry_release_series(timestamptz, timestamptz, interval);

-- As in the telemetry migration, plus dropped_loads and dropped_updates per bundle, version and arm.
create function public.telemetry_release_health(since timestamptz, until timestamptz default now())
  returns table (
    bundle text, version text, arm text,
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


-- As in the release journal migration, plus dropped_loads and dropped_updates per bucket and release.
create function public.telemetry_release_series(since timestamptz, until timestamptz, bucket interval)
  returns table (
    bucket_start timestamptz, bundle text, version text,
    page_loads bigint, errored bigint, crashed bigint,
    lcp_p75 double precision, inp_p75 double precision, cls_p75 double precision,
    dropped_loads bigint, dropped_updates bigint)
  language sql
  stable
  security invoker
  set search_path = ''
as $$
  with counts as (
    select date_bin(bucket, r.minute, since) as bucket_start, r.bundle, r.version,
           sum(r.page_loads)::bigint as page_loads, sum(r.errored)::bigint as errored,
           sum(r.crashed)::bigint as crashed,
           sum(r.dropped_loads)::bigint as dropped_loads, sum(r.dropped_updates)::bigint as dropped_updates
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
         v.lcp_p75, v.inp_p75, v.cls_p75, coalesce(c.dropped_loads, 0), coalesce(c.dropped_updates, 0)
  from counts c
  full join vitals v on v.bucket_start = c.bucket_start and v.bundle = c.bundle and v.version = c.version
  order by 2, 3, 1
$$;


revoke all on function public.collect_telemetry(jsonb, integer, integer),
  public.telemetry_release_health(timestamptz, timestamptz),
  public.telemetry_release_series(timestamptz, timestamptz, interval)
  from public, anon, authenticated, service_role;
grant execute on function public.collect_telemetry(jsonb, integer, integer) to service_role;
grant execute on function public.telemetry_release_health(timestamptz, timestamptz),
  public.telemetry_release_series(timestamptz, timestamptz, interval) to authenticated, service_role;
