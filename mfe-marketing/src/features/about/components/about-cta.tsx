import styled from '@emotion/styled';
import { Button, color, font, media, useContactAction, useServiceAction } from 'shared-ui';
import { ButtonRow, Container, Section } from '../../../shared/layout/section';
import { ABOUT_CTA } from '../data/about-content';

const Centered = styled.div({ maxWidth: 720, margin: '0 auto', textAlign: 'center' });

const Title = styled.h2({
  margin: 0,
  fontFamily: font.heading,
  fontSize: '1.75rem',
  lineHeight: 1.2,
  color: color.text,
  [media.md]: { fontSize: '2.25rem' },
});

const Body = styled.p({ margin: '16px 0 28px', fontSize: '1.05rem', color: color.textMuted });

export function AboutCta() {
  const openContact = useContactAction();
  const showService = useServiceAction();
  return (
    <Section aria-labelledby="about-cta-title">
      <Container>
        <Centered>
          <Title id="about-cta-title">{ABOUT_CTA.title}</Title>
          <Body>{ABOUT_CTA.body}</Body>
          <ButtonRow $center>
            <Button size="lg" onClick={openContact}>
              {ABOUT_CTA.primaryAction}
            </Button>
            <Button size="lg" variant="outline" onClick={showService}>
              {ABOUT_CTA.secondaryAction}
            </Button>
          </ButtonRow>
        </Centered>
      </Container>
    </Section>
  );
}
