-- A look of the canary watcher is one query.
--
-- - telemetry_canary_look(bundle, live_version, canary_version, since, until) answers, for the two
--   arms of one canary step (the live release on the live arm, the candidate on the canary arm) over
--   [since, until), all the watcher weighs: page loads, errored, crashed, conversions, what the
--   caps dropped, the visitors first counted with those who reported the release errored or crashed,
--   and the Web Vitals' p75. One row per arm, both always (zeros where nothing was counted), read
--   only for that bundle and those two releases: the watcher asked telemetry_release_health (every
--   bundle, version and arm) and telemetry_release_visitors (the same) for each window, and kept
--   one row of each.
-- - telemetry_release_visitors had no other reader and goes. telemetry_release_health stays: the
--   telemetry bench reads it (bench/telemetry/stored.ts).

drop function public.telemetry_release_visitors(timestamptz, timestamptz);

-- Security invoker, as the other read functions: staff (and the service role) read the counts, any
-- other signed-in user gets zeros (row-level security), visitors nothing (no grant to anon).
-- p75 as telemetry_release_series reads it: the histograms of every route and form factor summed.
create function public.telemetry_canary_look(
  bundle text, live_version text, canary_version text, since timestamptz, until timestamptz)
  returns table (
    arm public.telemetry_arm, version text,
    page_loads bigint, errored bigint, crashed bigint, conversions bigint,
    dropped_loads bigint, dropped_updates bigint,
    visitors bigint, errored_visitors bigint, crashed_visitors bigint,
    lcp_p75 double precision, inp_p75 double precision, cls_p75 double precision)
  language sql
  stable
  security invoker
  set search_path = ''
as $$
  with arms (arm, version) as (
    values ('live'::public.telemetry_arm, telemetry_canary_look.live_version),
           ('canary'::public.telemetry_arm, telemetry_canary_look.canary_version)
  ), counts as (
    select r.arm, sum(r.page_loads)::bigint as page_loads, sum(r.errored)::bigint as errored,
           sum(r.crashed)::bigint as crashed, sum(r.conversions)::bigint as conversions,
           sum(r.dropped_loads)::bigint as dropped_loads, sum(r.dropped_updates)::bigint as dropped_updates
    from public.telemetry_rollups r
    join arms a on a.arm = r.arm and a.version = r.version
    where r.bundle = telemetry_canary_look.bundle and r.minute >= since and r.minute < until
    group by r.arm
  ), seen as (
    select v.arm, count(v.minute) as visitors, count(v.minute) filter (where v.errored) as errored_visitors,
           count(v.minute) filter (where v.crashed) as crashed_visitors
    from public.telemetry_visitors v
    join arms a on a.arm = v.arm and a.version = v.version
    where v.bundle = telemetry_canary_look.bundle and v.minute >= since and v.minute < until
    group by v.arm
  ), histograms as (
    select h.arm, h.vital, public.telemetry_counts_sum(h.counts) as counts
    from public.telemetry_vitals h
    join arms a on a.arm = h.arm and a.version = h.version
    where h.bundle = telemetry_canary_look.bundle and h.minute >= since and h.minute < until
      and h.vital in ('LCP', 'INP', 'CLS')
    group by h.arm, h.vital
  ), vitals as (
    select h.arm,
           max(public.telemetry_p75(h.counts, e.edges)) filter (where h.vital = 'LCP') as lcp_p75,
           max(public.telemetry_p75(h.counts, e.edges)) filter (where h.vital = 'INP') as inp_p75,
           max(public.telemetry_p75(h.counts, e.edges)) filter (where h.vital = 'CLS') as cls_p75
    from histograms h join public.telemetry_vital_edges e on e.vital = h.vital
    group by h.arm
  )
  select a.arm, a.version,
         coalesce(c.page_loads, 0), coalesce(c.errored, 0), coalesce(c.crashed, 0), coalesce(c.conversions, 0),
         coalesce(c.dropped_loads, 0), coalesce(c.dropped_updates, 0),
         coalesce(s.visitors, 0), coalesce(s.errored_visitors, 0), coalesce(s.crashed_visitors, 0),
         x.lcp_p75, x.inp_p75, x.cls_p75
  from arms a
  left join counts c on c.arm = a.arm
  left join seen s on s.arm = a.arm
  left join vitals x on x.arm = a.arm
  order by a.arm
$$;

comment on function public.telemetry_canary_look(text, text, text, timestamptz, timestamptz) is
  'A look of the canary watcher: per arm of one step (live_version on the live arm, canary_version on the canary arm of bundle) over [since, until), page loads, errored, crashed, conversions, dropped counts, visitors and the Web Vitals'' p75; one row per arm, both always.';

revoke all on function public.telemetry_canary_look(text, text, text, timestamptz, timestamptz)
  from public, anon, authenticated, service_role;
grant execute on function public.telemetry_canary_look(text, text, text, timestamptz, timestamptz)
  to authenticated, service_role;
