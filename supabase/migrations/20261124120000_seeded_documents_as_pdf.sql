-- The seeded Knowledge Hub documents are PDFs now (supabase/storage/resources/*.pdf, printed from
-- supabase/documents/): hosted Storage serves an .html object as text/plain, so a visitor would
-- have got source code. A database seeded before keeps working: the rows that still name the old
-- HTML documents name their PDFs. Nothing else changes (a fresh database has no such rows yet).
update public.resources
set url = regexp_replace(url, '\.html$', '.pdf')
where url in (
  'resources/gcc-operating-model-playbook.html',
  'resources/india-entity-structures-for-gccs.html',
  'resources/india-gcc-landscape-report-2025.html',
  'resources/podcast-scaling-engineering-centre-pune.html',
  'resources/podcast-transfer-pricing-and-tax-incentives.html',
  'resources/tier-2-cities-gcc-benchmark.html',
  'resources/webinar-bot-vs-captive-entry-models.html',
  'resources/webinar-hiring-your-first-100.html'
);
