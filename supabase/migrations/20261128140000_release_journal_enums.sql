-- The release journal's closed lists as enums, as the telemetry's are (20261128110000_telemetry_enums.sql).
--
-- - The kind of a switch (release_switch_kind) and the status of a canary (release_canary_status) are
--   Postgres enums. The generated types (packages/database-types, `npm run db:types`) carry them as
--   Database['public']['Enums'] and Constants.public.Enums, which the release package and the release
--   health page (/staff/releases) read: each list is written here and nowhere else.
-- - The columns that held them as text (and a check) take the enum, every row kept as it was. The
--   functions that compare them with a literal (telemetry_release_running) read the enum as they read
--   the text, so none is made again.

create type public.release_switch_kind as enum (
  'release', 'rollback', 'promote', 'start',
  'canary-start', 'canary-step', 'canary-promote', 'canary-abort', 'canary-stop');
create type public.release_canary_status as enum ('running', 'promoted', 'aborted', 'stopped');

comment on type public.release_switch_kind is
  'What a switch of a bundle is: a release, a rollback, a promotion, a start (npm start), or a canary''s start, step, promotion, abort or stop.';
comment on type public.release_canary_status is 'A canary as its last change left it: running, promoted, aborted or stopped.';

alter table public.release_switches drop constraint release_switches_kind_check;
alter table public.release_switches
  alter column kind type public.release_switch_kind using kind::public.release_switch_kind;

alter table public.release_canaries drop constraint release_canaries_status_check;
alter table public.release_canaries
  alter column status type public.release_canary_status using status::public.release_canary_status;
