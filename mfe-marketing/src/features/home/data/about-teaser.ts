import { SITE_INFO } from 'shared-ui';

export interface AboutFact {
  value: string;
  label: string;
}

export const ABOUT_TEASER = {
  eyebrow: 'Who we are',
  title: 'Your Trusted Partner for GCC Success',
  body: 'We are an advisory firm that does one thing: helping multinational companies set up and scale Global Capability Centers in India. Strategy, legal, talent, infrastructure and finance sit under one roof, so nothing falls between the cracks.',
  primaryAction: 'Partner With Us',
  linkLabel: 'Learn More',
  // Read after the visible words by screen readers and crawlers: the link says where it leads.
  linkContext: ` about ${SITE_INFO.brand}`,
} as const;

export const ABOUT_FACTS: readonly AboutFact[] = [
  { value: '15+', label: 'Years of expertise' },
  { value: '200+', label: 'GCCs established' },
  { value: '25+', label: 'Countries served' },
  { value: '1', label: 'Accountable team, start to finish' },
];
