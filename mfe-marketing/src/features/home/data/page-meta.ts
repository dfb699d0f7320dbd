export const HOME_META = {
  title: 'GCC Setup in India',
  description:
    'Set up and scale your Global Capability Center in India: strategy, entity setup, talent, infrastructure and finance from one advisory partner.',
} as const;
