import { CardGrid, Container, Section } from '../../../shared/layout/section';
import { SectionHeader } from '../../../shared/layout/section-header';
import { ADVANTAGES, ADVANTAGES_HEADING } from '../data/advantages';
import { AdvantageCard } from './advantage-card';

export function AdvantagesSection() {
  return (
    <Section $muted aria-labelledby="home-advantages-title">
      <Container>
        <SectionHeader id="home-advantages-title" {...ADVANTAGES_HEADING} />
        <CardGrid>
          {ADVANTAGES.map((advantage) => (
            <AdvantageCard key={advantage.title} advantage={advantage} />
          ))}
        </CardGrid>
      </Container>
    </Section>
  );
}
