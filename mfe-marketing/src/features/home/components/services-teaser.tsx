import styled from '@emotion/styled';
import { buttonStyle, color, radius, shadow, SiteLink } from 'shared-ui';
import { Icon } from '../../../shared/icons/icon';
import { ButtonRow, CardGrid, Container, Section } from '../../../shared/layout/section';
import { SectionHeader } from '../../../shared/layout/section-header';
import { SERVICES_TEASER_HEADING, TEASER_SERVICES } from '../data/services-teaser';

const Item = styled.article({
  padding: 24,
  borderRadius: radius.lg,
  border: `1px solid ${color.border}`,
  background: color.surface,
  boxShadow: shadow.card,
});

const IconWrap = styled.div({ color: color.primary, marginBottom: 12 });

const Title = styled.h3({ margin: '0 0 8px', fontSize: '1.15rem', color: color.text });

const Description = styled.p({ margin: 0, color: color.textMuted });

const ViewAll = styled(SiteLink)(buttonStyle('default', 'lg'));

const Footer = styled(ButtonRow)({ marginTop: 32 });

export function ServicesTeaser() {
  const { linkLabel, ...heading } = SERVICES_TEASER_HEADING;
  return (
    <Section aria-labelledby="home-services-title">
      <Container>
        <SectionHeader id="home-services-title" {...heading} />
        <CardGrid>
          {TEASER_SERVICES.map((service) => (
            <Item key={service.title}>
              <IconWrap>
                <Icon name={service.icon} size={32} />
              </IconWrap>
              <Title>{service.title}</Title>
              <Description>{service.description}</Description>
            </Item>
          ))}
        </CardGrid>
        <Footer $center>
          <ViewAll to="/services">{linkLabel}</ViewAll>
        </Footer>
      </Container>
    </Section>
  );
}
