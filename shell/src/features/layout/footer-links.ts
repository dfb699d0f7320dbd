/** Footer columns (spec 2). Items without `to` are shown disabled, not as links. */
export interface FooterItem {
  label: string;
  to?: string;
}

export const FOOTER_SERVICES: readonly FooterItem[] = [
  { label: 'Strategic Planning', to: '/services' },
  { label: 'Legal Setup', to: '/services' },
  { label: 'Talent Acquisition', to: '/services' },
  { label: 'Infrastructure Setup', to: '/services' },
  { label: 'Tax Advisory', to: '/services' },
];

export const FOOTER_COMPANY: readonly FooterItem[] = [
  { label: 'About Us', to: '/about' },
  { label: 'Our Team', to: '/about' },
  { label: 'Case Studies', to: '/resources' },
  { label: 'Careers' },
  { label: 'News' },
];
