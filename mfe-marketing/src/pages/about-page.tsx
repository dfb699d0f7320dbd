import { pageTitle, usePageMeta } from 'shared-ui';
import { PageIntro } from '../shared/layout/page-intro';
import { AboutCta } from '../features/about/components/about-cta';
import { CoreValues } from '../features/about/components/core-values';
import { OurStory } from '../features/about/components/our-story';
import { ABOUT_INTRO, ABOUT_META } from '../features/about/data/about-content';

export function AboutPage() {
  usePageMeta({ title: pageTitle(ABOUT_META.title), description: ABOUT_META.description });
  return (
    <>
      <PageIntro {...ABOUT_INTRO} />
      <OurStory />
      <CoreValues />
      <AboutCta />
    </>
  );
}
