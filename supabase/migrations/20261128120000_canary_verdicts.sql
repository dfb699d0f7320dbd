-- The watcher's verdict as codes with their numbers (canary-analysis's Verdict), not sentences:
-- the release health page (/staff/releases) and `npm run canary` put it into words, each in one
-- place. A row written before this keeps its words in `reasons` and has no verdict; a row written
-- after has its verdict and no words. Its outcome is one of a closed list, as the analysis answers.

alter table public.release_canaries
  add column verdict jsonb
    check (verdict is null or (jsonb_typeof(verdict) = 'object'
      and verdict #>> '{outcome,code}' in ('hold', 'step', 'promote', 'abort', 'stop', 'sample-ratio-mismatch')));

comment on column public.release_canaries.verdict is
  'The watcher''s last verdict: {outcome: {code, ...numbers}, metrics, ...} (canary-analysis); null before its first look, and in rows written before verdicts were kept (their words are in reasons).';

-- A new canary of the bundle starts with no decision: the last one's belongs to that one.
create or replace function public.release_canaries_new_canary()
  returns trigger
  language plpgsql
  set search_path = ''
as $$
begin
  if new.started_at is distinct from old.started_at then
    new.decision := null;
    new.reasons := '{}';
    new.verdict := null;
  end if;
  return new;
end
$$;

revoke all on function public.release_canaries_new_canary() from public, anon, authenticated, service_role;
