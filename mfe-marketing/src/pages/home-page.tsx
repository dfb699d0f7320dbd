import { AboutTeaser } from '../features/home/components/about-teaser';
import { AdvantagesSection } from '../features/home/components/advantages-section';
import { FinalCta } from '../features/home/components/final-cta';
import { HeroSection } from '../features/home/components/hero-section';
import { ServicesTeaser } from '../features/home/components/services-teaser';
import { StatsStrip } from '../features/home/components/stats-strip';

/** `/`: its title and description are the site manifest's (the shell sets the page head). */
export function HomePage() {
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
