import styled from '@emotion/styled';
import { font, media } from 'shared-ui';
import { ContactActions } from '../../../shared/layout/contact-actions';
import { Container } from '../../../shared/layout/section';
import { HERO_GRADIENT, ON_DARK_MUTED, ON_DARK_TEXT } from '../../../shared/style/gradient';
import { FINAL_CTA } from '../data/final-cta';

const Band = styled.section({
  padding: '64px 0',
  background: HERO_GRADIENT,
  color: ON_DARK_TEXT,
  textAlign: 'center',
  [media.md]: { padding: '88px 0' },
});

const Title = styled.h2({
  margin: 0,
  fontFamily: font.heading,
  fontSize: '1.75rem',
  lineHeight: 1.2,
  [media.md]: { fontSize: '2.5rem' },
});

const Body = styled.p({ margin: '16px auto 32px', maxWidth: 640, fontSize: '1.1rem', color: ON_DARK_MUTED });

export function FinalCta() {
  return (
    <Band aria-labelledby="home-final-cta-title">
      <Container>
        <Title id="home-final-cta-title">{FINAL_CTA.title}</Title>
        <Body>{FINAL_CTA.body}</Body>
        <ContactActions primary={FINAL_CTA.primaryAction} secondary={FINAL_CTA.secondaryAction} center />
      </Container>
    </Band>
  );
}
