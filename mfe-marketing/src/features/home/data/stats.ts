export interface Stat {
  value: string;
  label: string;
}

export const TRUST_LINE = 'Trusted by Global Fortune 500 companies';

/** The site's headline claims (spec section 1). */
export const STATS: readonly Stat[] = [
  { value: '500+', label: 'Global companies' },
  { value: '₹2.5T', label: 'Market size' },
  { value: '4.5M+', label: 'Tech professionals' },
  { value: '15+', label: 'Years of expertise' },
  { value: '200+', label: 'Successful GCC establishments' },
  { value: '25+', label: 'Countries in our partnerships' },
  { value: '30-50%', label: 'Cost savings' },
];
