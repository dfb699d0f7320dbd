import type { IconName } from '../../../shared/icons/icon-paths';

export interface Service {
  id: string;
  icon: IconName;
  title: string;
  description: string;
  /** Exactly four points per card. */
  points: readonly [string, string, string, string];
}

export const SERVICES_INTRO = {
  eyebrow: 'Our services',
  title: 'Everything You Need to Launch and Run a GCC in India',
  lead: 'Six practices, one accountable team. Engage us for a single workstream or for the full journey from business case to a self-sufficient center.',
} as const;

export const SERVICES: readonly Service[] = [
  {
    id: 'strategy',
    icon: 'compass',
    title: 'Strategic Planning & Market Entry',
    description:
      'We turn the idea of an India center into a plan your leadership can sign off, with numbers that hold up to scrutiny.',
    points: [
      'Location assessment across Bengaluru, Hyderabad, Pune, Chennai and emerging tier-2 cities',
      'Build, build-operate-transfer and hybrid operating-model comparison',
      'Five-year business case with cost, headcount and ramp-up scenarios',
      'Board-ready roadmap with milestones, owners and decision gates',
    ],
  },
  {
    id: 'legal',
    icon: 'scale',
    title: 'Legal & Entity Setup',
    description:
      'We set up the right legal vehicle quickly and keep it compliant, so your center can sign leases, hire and invoice from day one.',
    points: [
      'Choice of entity: private limited company, LLP or branch office',
      'Incorporation, PAN, TAN, GST and Shops & Establishments registrations',
      'FEMA and RBI filings for foreign direct investment',
      'Intercompany agreements and transfer-pricing documentation',
    ],
  },
  {
    id: 'talent',
    icon: 'talent',
    title: 'Talent Acquisition & HR',
    description:
      'We find the leaders who set the culture and the teams that deliver, then give them the HR foundation to stay.',
    points: [
      'Executive search for the center head and first leadership layer',
      'Employer branding and campus programmes in your chosen city',
      'Compensation benchmarking and benefits design for the local market',
      'HR policies, payroll setup and labour-law compliance',
    ],
  },
  {
    id: 'infrastructure',
    icon: 'server',
    title: 'Infrastructure & IT Setup',
    description:
      'From a temporary managed office to a flagship campus, we deliver workspace and technology that meet your global standards.',
    points: [
      'Office search, lease negotiation and fit-out project management',
      'Plug-and-play seats to run the first hires while the main site is built',
      'Network, end-user computing and secure connectivity to global systems',
      'Information-security controls aligned with ISO 27001 and SOC 2',
    ],
  },
  {
    id: 'finance',
    icon: 'ledger',
    title: 'Finance & Accounting',
    description:
      'We run the books of your Indian entity with the rigour your group auditors expect, and keep tax exposure low.',
    points: [
      'Bookkeeping, monthly close and group reporting in your chart of accounts',
      'Corporate tax, GST and withholding-tax compliance',
      'Statutory audit coordination and annual ROC filings',
      'Treasury, cost-plus invoicing and repatriation planning',
    ],
  },
  {
    id: 'operations',
    icon: 'gear',
    title: 'Operational Excellence',
    description:
      'Once the center is running, we help it grow from cost center to capability hub that owns outcomes for the business.',
    points: [
      'Governance model, KPIs and service-level framework with headquarters',
      'Process transitions with knowledge-transfer and stabilisation plans',
      'Automation and AI opportunities that lift productivity',
      'Maturity assessments and a roadmap to scale new capabilities',
    ],
  },
];
