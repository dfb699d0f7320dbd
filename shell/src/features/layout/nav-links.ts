/** Header navigation (spec 2): Services, Resources, About. */
export const NAV_LINKS = [
  { to: '/services', label: 'Services' },
  { to: '/resources', label: 'Resources' },
  { to: '/about', label: 'About' },
] as const;
