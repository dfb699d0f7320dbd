import { pageTitle, usePageMeta } from 'shared-ui';
import { AboutTeaser } from '../features/home/components/about-teaser';
import { AdvantagesSection } from '../features/home/components/advantages-section';
import { FinalCta } from '../features/home/components/final-cta';
import { HeroSection } from '../features/home/components/hero-section';
import { ServicesTeaser } from '../features/home/components/services-teaser';
import { StatsStrip } from '../features/home/components/stats-strip';
import { HOME_META } from '../features/home/data/page-meta';

export function HomePage() {
  usePageMeta({ title: pageTitle(HOME_META.title), description: HOME_META.description });
  return (
    <>
      <HeroSection />
      <StatsStrip />
      <AdvantagesSection />
      <ServicesTeaser />
      <AboutTeaser />
      <FinalCta />
    </>
  );
}
