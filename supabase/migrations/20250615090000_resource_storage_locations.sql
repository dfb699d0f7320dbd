-- Resource documents kept in Supabase Storage are stored by location, `<bucket>/<path>` (for
-- example 'resources/gcc-operating-model-playbook.html'), not by absolute URL: the site turns the
-- location into the project's public address with supabase-js (`storage.from(bucket)
-- .getPublicUrl(path)`), so the same rows work locally, on any port and on every hosted project.
-- Absolute http(s) addresses (documents hosted elsewhere) and the '#' placeholder stay as they were.

alter table public.resources drop constraint resources_url_shape;
alter table public.resources add constraint resources_url_shape check (
  url is null
  or url = '#'
  or url ~* '^https?://[^[:space:]]+$'
  -- A storage location: a bucket id, then one or more non-empty path segments, none '.' or '..'.
  or (url ~ '^[a-z0-9][a-z0-9_-]*(/[^/[:space:]]+)+$' and url !~ '/\.\.?(/|$)')
);

comment on column public.resources.url is
  'Where the document is: a storage location ''<bucket>/<path>'' in a public bucket, an absolute http(s) URL, or ''#'' while the content is still being prepared.';

-- Rows that an earlier seed linked at the local backend's absolute address become storage
-- locations too (a data folder created before this migration is migrated, not re-seeded).
update public.resources
   set url = regexp_replace(url, '^http://(localhost|127\.0\.0\.1)(:[0-9]+)?/storage/v1/object/public/', '')
 where url ~ '^http://(localhost|127\.0\.0\.1)(:[0-9]+)?/storage/v1/object/public/[a-z0-9][a-z0-9_-]*/';
