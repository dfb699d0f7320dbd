import type { IconName } from '../../../shared/icons/icon-paths';

export interface TeaserService {
  icon: IconName;
  title: string;
  description: string;
}

export const SERVICES_TEASER_HEADING = {
  eyebrow: 'What we do',
  title: 'End-to-End GCC Setup Services',
  lead: 'One partner from the first business case to a center that runs on its own.',
  linkLabel: 'View All Services',
} as const;

export const TEASER_SERVICES: readonly TeaserService[] = [
  {
    icon: 'compass',
    title: 'Strategy & Market Entry',
    description: 'City selection, operating-model design and a business case your board can approve.',
  },
  {
    icon: 'scale',
    title: 'Legal & Entity Setup',
    description: 'Company incorporation, registrations and compliance handled end to end.',
  },
  {
    icon: 'talent',
    title: 'Talent Acquisition',
    description: 'Leadership hiring, employer branding and volume recruitment for your first 100 roles.',
  },
];
