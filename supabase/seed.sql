-- Local development data for the Knowledge Hub. Applied by `supabase db reset` (CLI) and by the
-- embedded local backend on first start. Documents are PDFs in supabase/storage/resources/ (the
-- public bucket "resources", uploaded to a hosted project by `supabase seed buckets`), printed
-- from their sources in supabase/documents/ by scripts/make-documents.mjs: hosted Storage serves
-- .html objects as text/plain, and staff uploads are PDFs too. A url names a document by storage
-- location, '<bucket>/<path>', and the site asks supabase-js for the public address on whatever
-- host it talks to, so nothing here names a host.
--
-- Fixed ids keep links, tests and analytics stable across resets. Distinct created_at values make
-- the "newest first" order deterministic.

insert into public.resources (id, type, title, description, url, created_at) values
(
  '3f6a1c2e-8b4d-4e5f-9a10-1b2c3d4e5f01', 'Report',
  'India GCC Landscape Report 2025: Cities, Talent and Operating Costs',
  'Where multinationals are building Global Capability Centers in India, which capabilities they are hiring for, and what a centre really costs to run once set-up is complete.',
  'resources/india-gcc-landscape-report-2025.pdf',
  '2025-06-10 09:00:00+05:30'
),
(
  '3f6a1c2e-8b4d-4e5f-9a10-1b2c3d4e5f02', 'Webinar',
  'Build-Operate-Transfer or Captive? Choosing Your GCC Entry Model',
  'A panel discussion comparing wholly owned captives with build-operate-transfer arrangements: when each model works, and the contract terms that decide a smooth transfer.',
  'resources/webinar-bot-vs-captive-entry-models.pdf',
  '2025-05-22 16:30:00+05:30'
),
(
  '3f6a1c2e-8b4d-4e5f-9a10-1b2c3d4e5f03', 'Whitepaper',
  'The GCC Operating Model Playbook: From Cost Centre to Capability Hub',
  'The mandate, organisation, governance and talent choices that turn a cost-driven centre into a hub that owns products and outcomes, with a maturity checklist.',
  'resources/gcc-operating-model-playbook.pdf',
  '2025-05-05 10:00:00+05:30'
),
(
  '3f6a1c2e-8b4d-4e5f-9a10-1b2c3d4e5f04', 'Podcast',
  'GCC Leaders in Conversation: Scaling an Engineering Centre in Pune',
  'A site leader explains how an industrial technology centre grew from twelve engineers to several hundred and earned ownership of a complete product line.',
  'resources/podcast-scaling-engineering-centre-pune.pdf',
  '2025-04-18 08:00:00+05:30'
),
(
  '3f6a1c2e-8b4d-4e5f-9a10-1b2c3d4e5f05', 'Whitepaper',
  'Entity Structures for a GCC in India: Subsidiary, Branch Office or LLP',
  'How the choice of legal vehicle shapes tax, permitted activities, repatriation and compliance for a capability centre, and which structure we usually recommend.',
  'resources/india-entity-structures-for-gccs.pdf',
  '2025-04-02 11:00:00+05:30'
),
(
  '3f6a1c2e-8b4d-4e5f-9a10-1b2c3d4e5f06', 'Webinar',
  'Hiring Your First 100: Talent Acquisition for a New GCC',
  'The hiring sequence, sourcing channels and employer-branding choices that set a new centre''s culture, and the mistakes that most often slow the ramp-up.',
  'resources/webinar-hiring-your-first-100.pdf',
  '2025-03-14 15:00:00+05:30'
),
(
  '3f6a1c2e-8b4d-4e5f-9a10-1b2c3d4e5f07', 'Report',
  'Beyond Bengaluru: Benchmarking Tier-2 Cities for Your Next GCC',
  'Coimbatore, Kochi, Jaipur, Indore, Ahmedabad and Visakhapatnam compared on talent depth, office supply, connectivity, incentives and quality of life.',
  'resources/tier-2-cities-gcc-benchmark.pdf',
  '2025-02-20 10:30:00+05:30'
),
(
  '3f6a1c2e-8b4d-4e5f-9a10-1b2c3d4e5f08', 'Podcast',
  'Transfer Pricing and Tax Incentives: What CFOs Ask Before Opening a GCC',
  'Our tax advisers answer the first questions finance leaders ask: cost-plus remuneration, advance pricing agreements, the concessional tax regime, SEZ/STPI and GST on exports.',
  'resources/podcast-transfer-pricing-and-tax-incentives.pdf',
  '2025-02-03 07:30:00+05:30'
),
(
  -- Deliberately unpublished: the url is the content team's '#' placeholder, so the site shows
  -- its "content needed" toast instead of opening the access dialog.
  '3f6a1c2e-8b4d-4e5f-9a10-1b2c3d4e5f09', 'Whitepaper',
  'GCC Compliance Calendar 2025-26: Filings, Registrations and Renewals',
  'A month-by-month calendar of the corporate, tax, labour and regulatory filings a capability centre in India must plan for in its first full financial year.',
  '#',
  '2025-01-15 09:30:00+05:30'
);
