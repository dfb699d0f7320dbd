import type { IconName } from '../../../shared/icons/icon-paths';
import type { GradientSpec } from '../../../shared/style/gradient';

export interface Advantage {
  icon: IconName;
  title: string;
  description: string;
  gradient: GradientSpec;
}

export const ADVANTAGES_HEADING = {
  eyebrow: 'The India advantage',
  title: 'Why Choose India for Your GCC',
  lead: 'The world’s leading companies run engineering, analytics and operations hubs in India. Here is why.',
} as const;

export const ADVANTAGES: readonly Advantage[] = [
  {
    icon: 'talent',
    title: 'Deep Talent Pool',
    description:
      'A pool of 4.5M+ tech professionals, from cloud engineers and data scientists to finance and cybersecurity specialists.',
    gradient: { from: 'primary', to: 'accent' },
  },
  {
    icon: 'savings',
    title: 'Significant Cost Savings',
    description:
      'Run operations at 30-50% lower cost than in North America or Western Europe without trading away quality or control.',
    gradient: { from: 'heroFrom', to: 'heroTo' },
  },
  {
    icon: 'globe',
    title: 'Round-the-Clock Delivery',
    description:
      'Time zones that overlap with Europe and follow the sun from the Americas let work move forward while headquarters sleeps.',
    gradient: { from: 'accent', to: 'primary' },
  },
  {
    icon: 'building',
    title: 'Mature GCC Ecosystem',
    description:
      'More than 500 global companies already run capability centers in India, backed by proven vendors, Grade-A offices and tech parks.',
    gradient: { from: 'heroTo', to: 'primary' },
  },
  {
    icon: 'shield',
    title: 'Supportive Policy',
    description:
      'SEZ and state incentives, a clear data protection law and simpler foreign investment rules make entry predictable.',
    gradient: { from: 'primary', to: 'heroFrom' },
  },
  {
    icon: 'target',
    title: 'Innovation at Scale',
    description:
      'Indian GCCs now own global products, AI research and platform engineering, not just back-office support.',
    gradient: { from: 'accent', to: 'heroTo' },
  },
];
