import { PageIntro } from '../shared/layout/page-intro';
import { AboutCta } from '../features/about/components/about-cta';
import { CoreValues } from '../features/about/components/core-values';
import { OurStory } from '../features/about/components/our-story';
import { ABOUT_INTRO } from '../features/about/data/about-content';

/** `/about`: its title and description are the site manifest's (the shell sets the page head). */
export function AboutPage() {
  return (
    <>
      <PageIntro {...ABOUT_INTRO} />
      <OurStory />
      <CoreValues />
      <AboutCta />
    </>
  );
}
