import styled from '@emotion/styled';
import { color, radius, shadow } from 'shared-ui';
import { Icon } from '../../../shared/icons/icon';
import { CardGrid, Container, Section } from '../../../shared/layout/section';
import { SectionHeader } from '../../../shared/layout/section-header';
import { CORE_VALUES, VALUES_HEADING } from '../data/values';

const Card = styled.article({
  padding: 28,
  borderRadius: radius.lg,
  border: `1px solid ${color.border}`,
  background: color.surface,
  boxShadow: shadow.card,
  textAlign: 'center',
});

const IconWrap = styled.div({ display: 'flex', justifyContent: 'center', marginBottom: 12, color: color.primary });

const Title = styled.h3({ margin: '0 0 8px', fontSize: '1.25rem', color: color.text });

const Description = styled.p({ margin: 0, color: color.textMuted });

export function CoreValues() {
  return (
    <Section $muted aria-labelledby="about-values-title">
      <Container>
        <SectionHeader id="about-values-title" {...VALUES_HEADING} />
        <CardGrid>
          {CORE_VALUES.map((value) => (
            <Card key={value.title}>
              <IconWrap>
                <Icon name={value.icon} size={36} />
              </IconWrap>
              <Title>{value.title}</Title>
              <Description>{value.description}</Description>
            </Card>
          ))}
        </CardGrid>
      </Container>
    </Section>
  );
}
