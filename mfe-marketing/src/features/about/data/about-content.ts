import { SITE_INFO } from 'shared-ui';

export const ABOUT_INTRO = {
  eyebrow: 'About us',
  title: `About ${SITE_INFO.brand}`,
  lead: 'Specialists in one thing: helping global companies build capability centers in India that deliver from the first day.',
} as const;

export const OUR_STORY = {
  title: 'Our Story',
  paragraphs: [
    'Our founders spent more than fifteen years inside multinational companies, opening and running their India centers. They saw the same pattern every time: strategy consultants, law firms, recruiters and real-estate brokers each doing their part, and nobody owning the whole.',
    `So they built a firm that does. From ${SITE_INFO.city}, our team of strategists, lawyers, chartered accountants, recruiters and operators has since helped establish more than 200 GCCs for companies from over 25 countries.`,
    'We measure success by what happens after launch: centers that hit their hiring plans, pass their audits and take on work that matters to the business.',
  ],
} as const;

export const ABOUT_CTA = {
  title: 'Let’s Build Your India Center Together',
  body: 'Tell us where you are in your GCC journey and we will show you the fastest safe route to an operating center.',
  primaryAction: 'Partner With Us',
  secondaryAction: 'See How We Work',
} as const;
