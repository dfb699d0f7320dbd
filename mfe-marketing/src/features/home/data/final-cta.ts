export const FINAL_CTA = {
  title: 'Ready to Establish Your GCC in India?',
  body: 'Talk to our advisors about your goals, timeline and budget. We will map out a clear path from idea to operating center.',
  primaryAction: 'Schedule Consultation',
  secondaryAction: 'Download Brochure',
} as const;
