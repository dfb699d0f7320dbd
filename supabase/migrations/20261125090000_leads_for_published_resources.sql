-- A lead is recorded only for a published resource, and the database says so itself.
--
-- Until now a visitor could record a lead for an unpublished resource (201), while an unknown id
-- was refused by the foreign key (409, SQLSTATE 23503). Refusing the unpublished one any other way
-- (a row-level security check: 42501, answered 401/403) would tell a visitor which ids belong to
-- unpublished resources. So the refusal below is the foreign key's own answer, word for word: the
-- same SQLSTATE, message and detail, and therefore, through PostgREST, the same status (409) and body.
--
-- PostgreSQL shows the key in the detail only to a caller that may read it: not where row-level
-- security applies to the caller on resource_leads (anon, authenticated: "Key is not present in
-- table ..."), otherwise only with SELECT on the column (ri_triggers.c, ri_ReportViolation). The
-- trigger applies the same rule, so it matches the foreign key for every role.
--
-- It runs AFTER the row is inserted, as the foreign key's own check does: CHECK constraints and
-- row-level security refuse a bad lead first, whatever its resource, exactly as for an unknown id.
-- Trigger names fire in name order, and the foreign key's internal trigger ("RI_Constraint...")
-- sorts before this one: an unknown id is still refused by the foreign key itself.
--
-- Security invoker: the lookup runs as the caller, whose grants (SELECT on resources for every API
-- role) and policies apply; `published` is tested explicitly because staff may read drafts. It
-- applies to inserts only: unpublishing a resource later keeps the leads it already has.

create or replace function public.refuse_lead_for_unpublished_resource()
  returns trigger
  language plpgsql
  security invoker
  set search_path = ''
as $$
begin
  if new.resource_id is null
     or exists (select 1 from public.resources r where r.id = new.resource_id and r.published) then
    return null;
  end if;
  raise exception using
    errcode = 'foreign_key_violation',
    message = format(
      'insert or update on table "%s" violates foreign key constraint "%s"',
      tg_table_name,
      'resource_leads_resource_id_fkey'
    ),
    detail = case
      when row_security_active(tg_relid) or not has_column_privilege(tg_relid, 'resource_id', 'SELECT')
        then 'Key is not present in table "resources".'
      else format('Key (resource_id)=(%s) is not present in table "resources".', new.resource_id)
    end;
end;
$$;

comment on function public.refuse_lead_for_unpublished_resource() is
  'Refuses a lead for an unpublished resource with the foreign key''s own error, so it reads as an unknown id.';

-- Firing a trigger needs no EXECUTE privilege; nobody has a reason to hold it (hosted Supabase's
-- default privileges would grant it to the API roles).
revoke all on function public.refuse_lead_for_unpublished_resource() from public, anon, authenticated;

create trigger resource_leads_resource_published
  after insert on public.resource_leads
  for each row
  execute function public.refuse_lead_for_unpublished_resource();
