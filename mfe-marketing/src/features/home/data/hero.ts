export const HERO_CONTENT = {
  badge: "India's GCC Setup Partner",
  title: 'Build Your Global Capability Center in India',
  lead: 'From market-entry strategy to a fully staffed, compliant and running center: one advisory team guides every step of your GCC journey.',
  primaryAction: 'Start Your GCC Journey',
  secondaryAction: 'Explore Services',
  pauseVideo: 'Pause background video',
  playVideo: 'Play background video',
} as const;
