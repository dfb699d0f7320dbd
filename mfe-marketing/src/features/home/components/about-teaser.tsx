import styled from '@emotion/styled';
import {
  Button,
  buttonStyle,
  color,
  font,
  media,
  radius,
  shadow,
  useContactAction,
  SiteLink,
  actionAttribute,
} from 'shared-ui';
import { Eyebrow } from '../../../shared/layout/eyebrow';
import { ButtonRow, Container, Section } from '../../../shared/layout/section';
import { VisuallyHidden } from '../../../shared/layout/visually-hidden';
import { ABOUT_FACTS, ABOUT_TEASER } from '../data/about-teaser';

const Layout = styled.div({
  display: 'grid',
  gap: 32,
  alignItems: 'center',
  [media.lg]: { gridTemplateColumns: '1fr 1fr', gap: 56 },
});

const Title = styled.h2({
  margin: 0,
  fontFamily: font.heading,
  fontSize: '1.75rem',
  lineHeight: 1.2,
  [media.md]: { fontSize: '2.25rem' },
});

const Body = styled.p({ margin: '16px 0 28px', color: color.textMuted, fontSize: '1.05rem' });

const Facts = styled.ul({
  display: 'grid',
  gap: 16,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

const Fact = styled.li({
  padding: 20,
  borderRadius: radius.lg,
  background: color.surface,
  border: `1px solid ${color.border}`,
  boxShadow: shadow.card,
});

const FactValue = styled.strong({ display: 'block', fontSize: '1.75rem', color: color.primary, lineHeight: 1.2 });

const FactLabel = styled.span({ color: color.textMuted, fontSize: '0.925rem' });

const LearnMore = styled(SiteLink)(buttonStyle('outline', 'lg'));

export function AboutTeaser() {
  const openContact = useContactAction();
  return (
    <Section $muted aria-labelledby="home-about-title">
      <Container>
        <Layout>
          <div>
            <Eyebrow>{ABOUT_TEASER.eyebrow}</Eyebrow>
            <Title id="home-about-title">{ABOUT_TEASER.title}</Title>
            <Body>{ABOUT_TEASER.body}</Body>
            <ButtonRow>
              <Button size="lg" onClick={openContact} {...actionAttribute('contact')}>
                {ABOUT_TEASER.primaryAction}
              </Button>
              <LearnMore to="/about">
                {ABOUT_TEASER.linkLabel}
                <VisuallyHidden>{ABOUT_TEASER.linkContext}</VisuallyHidden>
              </LearnMore>
            </ButtonRow>
          </div>
          <Facts aria-label="Key facts">
            {ABOUT_FACTS.map((fact) => (
              <Fact key={fact.label}>
                <FactValue>{fact.value}</FactValue>
                <FactLabel>{fact.label}</FactLabel>
              </Fact>
            ))}
          </Facts>
        </Layout>
      </Container>
    </Section>
  );
}
