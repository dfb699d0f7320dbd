import type { IconName } from '../../../shared/icons/icon-paths';

export interface CoreValue {
  icon: IconName;
  title: string;
  description: string;
}

export const VALUES_HEADING = {
  eyebrow: 'What guides us',
  title: 'Our Core Values',
} as const;

export const CORE_VALUES: readonly CoreValue[] = [
  {
    icon: 'handshake',
    title: 'Client-Centric',
    description:
      'Your goals set the plan. We adapt our methods to your culture, timeline and budget, and we stay with you after the ribbon is cut.',
  },
  {
    icon: 'award',
    title: 'Expertise',
    description:
      'Practitioners who have run GCCs themselves, with hands-on knowledge of Indian law, tax, talent markets and real estate.',
  },
  {
    icon: 'shield',
    title: 'Integrity',
    description:
      'Transparent fees, honest advice and full compliance, even when the answer is not the one you hoped to hear.',
  },
];
