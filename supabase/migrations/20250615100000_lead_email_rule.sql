-- One email rule for the whole site: the CHECK below, and the same pattern text in
-- shared-ui/src/forms/email-rule.json, which the contact form, the Access Resource form and the
-- local backend's auth use (supabase/tests compares the two and runs both on sample addresses).
-- One @, something on both sides, a dot in the domain, no white space.
--
-- The first version said [:space:], which PostgreSQL reads by the database's locale and
-- JavaScript cannot read at all. This one names the white space instead (ASCII, NEL, no-break,
-- the Unicode spaces, line and paragraph separators, BOM) in escapes that PostgreSQL and
-- JavaScript regular expressions read the same way, so both accept exactly the same addresses.

alter table public.resource_leads drop constraint resource_leads_email_shape;
alter table public.resource_leads add constraint resource_leads_email_shape check (
  email ~ '^[^@\t\n\v\f\r \u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+@[^@\t\n\v\f\r \u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+\.[^@\t\n\v\f\r \u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff.]+$'
);
