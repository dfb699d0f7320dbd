import { CardGrid, Container, Section } from '../../../shared/layout/section';
import { SERVICES } from '../data/services';
import { ServiceCard } from './service-card';

export function ServicesGrid() {
  return (
    <Section aria-label="Service list">
      <Container>
        <CardGrid>
          {SERVICES.map((service) => (
            <ServiceCard key={service.id} service={service} />
          ))}
        </CardGrid>
      </Container>
    </Section>
  );
}
