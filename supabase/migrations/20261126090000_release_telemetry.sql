-- Release telemetry: what visitors' page loads say about each bundle@version release (shell and
-- remotes, live, canary or preview), stored as per-minute rollups for the release health page and
-- the canary watcher. Written only by the collect-telemetry Edge Function through
-- public.collect_telemetry (service role); read only by staff. Nothing identifies a visitor: no
-- raw beacon, no address, no cookie or id; the per-address cap keeps a keyed hash of the address
-- and the minute for at most a few minutes (docs/telemetry.md).

-- Histogram edges of each Web Vital: bucket i counts values in [edges[i], edges[i+1]), the last
-- bucket everything from its edge up. Milliseconds, CLS unitless. Finer around the "good" and
-- "poor" thresholds (LCP 2.5/4 s, INP 200/500 ms, CLS 0.1/0.25, FCP 1.8/3 s, TTFB 0.8/1.8 s).
-- A p75 is read as the upper edge of the bucket holding the 75th percentile: never better than
-- the true value, at most one bucket worse.
create table public.telemetry_vital_edges (
  vital text primary key,
  edges double precision[] not null check (edges[1] = 0 and cardinality(edges) between 2 and 64)
);

insert into public.telemetry_vital_edges (vital, edges) values
  ('LCP',  '{0,250,500,750,1000,1250,1500,1750,2000,2250,2500,2750,3000,3500,4000,4500,5000,6000,7000,8000,10000,12000,15000,20000,30000,60000}'),
  ('FCP',  '{0,250,500,750,1000,1250,1500,1800,2100,2400,2700,3000,3500,4000,5000,6000,8000,10000,15000,20000,30000,60000}'),
  ('TTFB', '{0,100,200,300,400,500,600,700,800,1000,1200,1400,1600,1800,2200,2600,3000,4000,6000,10000,20000,60000}'),
  ('INP',  '{0,25,50,75,100,125,150,175,200,250,300,350,400,450,500,600,800,1000,1500,2000,3000,5000,10000,30000}'),
  ('CLS',  '{0,0.01,0.025,0.05,0.075,0.1,0.125,0.15,0.2,0.25,0.3,0.4,0.5,0.75,1,1.5,2,5,10}');

-- Page loads per minute, release and route. `route` is a manifest route, '*' (a page outside the
-- manifest) or '' (a later beacon that showed no new route). Page loads are counted on the landing
-- route, errored and crashed on the route of the beacon that reported them, conversions on theirs.
create table public.telemetry_rollups (
  minute timestamptz not null,
  bundle text not null,
  version text not null,
  arm text not null check (arm in ('live', 'canary', 'preview')),
  route text not null,
  mobile boolean not null,
  page_loads integer not null default 0,
  errored integer not null default 0,
  crashed integer not null default 0,
  conversions integer not null default 0,
  primary key (minute, bundle, version, arm, route, mobile)
);

create index telemetry_rollups_release_idx on public.telemetry_rollups (bundle, version, minute);

-- One histogram per minute, release, route, form factor and vital (counts per bucket of its edges).
create table public.telemetry_vitals (
  minute timestamptz not null,
  bundle text not null,
  version text not null,
  arm text not null check (arm in ('live', 'canary', 'preview')),
  route text not null,
  mobile boolean not null,
  vital text not null references public.telemetry_vital_edges (vital),
  counts integer[] not null,
  primary key (minute, bundle, version, arm, route, mobile, vital)
);

create index telemetry_vitals_release_idx on public.telemetry_vitals (bundle, version, minute);

-- A bounded sample of each release's errors for diagnosis: at most 20 distinct message + frames
-- per bundle@version, then one row ('other') counting the rest. Errors the browser could not
-- attribute are kept under bundle 'unknown' and version ''.
create table public.telemetry_errors (
  bundle text not null,
  version text not null,
  fingerprint text not null,
  message text not null,
  frames text[] not null,
  count integer not null,
  first_seen timestamptz not null,
  last_seen timestamptz not null,
  primary key (bundle, version, fingerprint)
);

-- Beacons per keyed hash of (address, minute), for the per-address cap. Kept a few minutes.
create table public.telemetry_address_minutes (
  address_key text not null,
  minute timestamptz not null,
  loads integer not null default 0,
  updates integer not null default 0,
  primary key (address_key, minute)
);

-- When collect_telemetry last deleted expired rows (at most once a minute).
create table public.telemetry_housekeeping (
  id boolean primary key default true check (id),
  last_run timestamptz not null
);
insert into public.telemetry_housekeeping (last_run) values ('-infinity');

comment on table public.telemetry_rollups is 'Page loads, errored, crashed and conversions per release and route: per minute for 2 days, then per hour (minute = the hour) until 30 days.';
comment on table public.telemetry_vitals is 'Web Vitals histograms (edges in telemetry_vital_edges) per release and route: per minute for 2 days, then per hour until 30 days.';
comment on table public.telemetry_errors is 'At most 20 distinct errors per bundle@version plus an ''other'' row; kept 30 days after last seen.';
comment on table public.telemetry_address_minutes is 'Per-address cap: a keyed hash of address and minute, never the address; kept a few minutes.';

-- Access: no grants to anon; staff read through authenticated and RLS; the service role writes
-- only through collect_telemetry (security definer) and may read.
alter table public.telemetry_vital_edges enable row level security;
alter table public.telemetry_rollups enable row level security;
alter table public.telemetry_vitals enable row level security;
alter table public.telemetry_errors enable row level security;
alter table public.telemetry_address_minutes enable row level security;
alter table public.telemetry_housekeeping enable row level security;

revoke all on public.telemetry_vital_edges, public.telemetry_rollups, public.telemetry_vitals,
  public.telemetry_errors, public.telemetry_address_minutes, public.telemetry_housekeeping
  from public, anon, authenticated, service_role;
grant select on public.telemetry_vital_edges, public.telemetry_rollups, public.telemetry_vitals,
  public.telemetry_errors to authenticated, service_role;

create policy "Staff read vital edges" on public.telemetry_vital_edges for select
  to authenticated using ((select public.is_staff()));
create policy "Staff read telemetry rollups" on public.telemetry_rollups for select
  to authenticated using ((select public.is_staff()));
create policy "Staff read vitals histograms" on public.telemetry_vitals for select
  to authenticated using ((select public.is_staff()));
create policy "Staff read error samples" on public.telemetry_errors for select
  to authenticated using ((select public.is_staff()));

-- Helpers ---------------------------------------------------------------------------------------

-- A histogram (counts per bucket 1..size) of bucket numbers.
create function public.telemetry_histogram(buckets integer[], size integer)
  returns integer[]
  language sql
  immutable
  set search_path = ''
as $$
  select array(
    select count(b)::integer
    from generate_series(1, size) as i
    left join unnest(buckets) as b on b = i
    group by i
    order by i)
$$;

-- Two histograms added bucket by bucket (a null one counts as empty).
create function public.telemetry_add_counts(a integer[], b integer[])
  returns integer[]
  language sql
  immutable
  set search_path = ''
as $$
  select array(select coalesce(x, 0) + coalesce(y, 0) from unnest(a, b) with ordinality as u(x, y, i) order by i)
$$;

create aggregate public.telemetry_counts_sum(integer[]) (sfunc = public.telemetry_add_counts, stype = integer[]);

-- The 75th percentile of a histogram: the upper edge of the bucket holding it (the last bucket's
-- own edge when it falls there); null when empty.
create function public.telemetry_p75(counts integer[], edges double precision[])
  returns double precision
  language sql
  immutable
  set search_path = ''
as $$
  select coalesce(edges[s.i + 1], edges[s.i])
  from (
    select u.i, sum(u.c) over (order by u.i) as running, sum(u.c) over () as total
    from unnest(counts) with ordinality as u(c, i)
  ) as s
  where s.total > 0 and s.running >= 0.75 * s.total
  order by s.i
  limit 1
$$;

-- Writing: one call per batch of beacons ---------------------------------------------------------

-- Stores a batch of validated beacons (the Edge Function checked each against beacon-limits.json
-- and gathers the beacons that arrive while its previous call runs) in one transaction, set-based:
-- the per-address cap, the rollups, the vitals histograms, the error sample, then, at most once a
-- minute, the retention. `batch` is `[{"address_key": ..., "beacon": {...}}, ...]`, where
-- address_key is the function's keyed hash of the client's address and the minute; `loads_cap`
-- is beacon-limits.json's loadsPerAddressPerMinute, applied to first beacons (page loads) and to
-- later beacons of page loads separately, in the batch's order. Returns one boolean per beacon,
-- in order: false for a beacon not counted because its address was over the cap this minute.
create function public.collect_telemetry(batch jsonb, loads_cap integer)
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
  -- The cap: each address's beacons of this batch, added to its counters, counted in order while
  -- the address is within loads_cap this minute.
  with items as (
    select t.ord, t.item ->> 'address_key' as address_key, (t.item -> 'beacon' ->> 'first')::boolean as first
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
    select i.ord,
           row_number() over (partition by i.address_key, i.first order by i.ord)
             + case when i.first then t.loads - s.loads else t.updates - s.updates end as used
    from items i
    join sent s on s.address_key = i.address_key
    join totals t on t.address_key = i.address_key
  ) as r
  where r.used <= loads_cap;

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
      (minute, bundle, version, arm, route, mobile, page_loads, errored, crashed, conversions)
    select date_trunc('hour', m.minute), m.bundle, m.version, m.arm, m.route, m.mobile,
           sum(m.page_loads), sum(m.errored), sum(m.crashed), sum(m.conversions)
    from moved m
    group by 1, m.bundle, m.version, m.arm, m.route, m.mobile
    on conflict (minute, bundle, version, arm, route, mobile) do update set
      page_loads = t.page_loads + excluded.page_loads,
      errored = t.errored + excluded.errored,
      crashed = t.crashed + excluded.crashed,
      conversions = t.conversions + excluded.conversions;
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

comment on function public.collect_telemetry(jsonb, integer) is
  'Stores a batch of validated beacons (collect-telemetry Edge Function, service role only); one boolean per beacon, false when its address was over the cap this minute.';

-- Reading: the release health page and the canary watcher ----------------------------------------

-- Per bundle, version and arm over [since, until): page loads, errored, crashed, conversions, and
-- per vital the p75 and number of values for all page loads, mobile and desktop:
-- vitals = {"LCP": {"all": {"p75": 2250, "n": 812}, "mobile": {...}, "desktop": {...}}, ...}.
-- Security invoker: row-level security decides, so only staff (and the service role) see rows.
create function public.telemetry_release_health(since timestamptz, until timestamptz default now())
  returns table (
    bundle text, version text, arm text,
    page_loads bigint, errored bigint, crashed bigint, conversions bigint, vitals jsonb)
  language sql
  stable
  security invoker
  set search_path = ''
as $$
  with counts as (
    select r.bundle, r.version, r.arm, sum(r.page_loads)::bigint as page_loads, sum(r.errored)::bigint as errored,
           sum(r.crashed)::bigint as crashed, sum(r.conversions)::bigint as conversions
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
         coalesce(v.vitals, '{}'::jsonb)
  from counts c
  full join vitals v on v.bundle = c.bundle and v.version = c.version and v.arm = c.arm
  order by 1, 2, 3
$$;

-- A release's most frequent errors (bundle 'unknown', version '' for unattributed ones).
create function public.telemetry_top_errors(bundle text, version text, max_rows integer default 10)
  returns table (message text, frames text[], count integer, first_seen timestamptz, last_seen timestamptz)
  language sql
  stable
  security invoker
  set search_path = ''
as $$
  select e.message, e.frames, e.count, e.first_seen, e.last_seen
  from public.telemetry_errors e
  where e.bundle = telemetry_top_errors.bundle and e.version = telemetry_top_errors.version
  order by e.count desc, e.last_seen desc
  limit least(greatest(max_rows, 0), 100)
$$;

revoke all on function public.telemetry_histogram(integer[], integer), public.telemetry_add_counts(integer[], integer[]),
  public.telemetry_counts_sum(integer[]), public.telemetry_p75(integer[], double precision[]),
  public.collect_telemetry(jsonb, integer), public.telemetry_release_health(timestamptz, timestamptz),
  public.telemetry_top_errors(text, text, integer)
  from public, anon, authenticated, service_role;
grant execute on function public.collect_telemetry(jsonb, integer) to service_role;
grant execute on function public.telemetry_release_health(timestamptz, timestamptz),
  public.telemetry_top_errors(text, text, integer) to authenticated, service_role;
-- The read functions run as their caller and call these.
grant execute on function public.telemetry_add_counts(integer[], integer[]), public.telemetry_counts_sum(integer[]),
  public.telemetry_p75(integer[], double precision[]) to authenticated, service_role;
