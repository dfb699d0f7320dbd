import styled from '@emotion/styled';
import { font, media } from 'shared-ui';
import { ContactActions } from '../../../shared/layout/contact-actions';
import { Container } from '../../../shared/layout/section';
import { HERO_GRADIENT, ON_DARK_MUTED, ON_DARK_TEXT } from '../../../shared/style/gradient';
import { HERO_CONTENT } from '../data/hero';
import { HeroBackground } from './hero-background';

const Hero = styled.section({
  position: 'relative',
  isolation: 'isolate',
  display: 'flex',
  alignItems: 'center',
  minHeight: '88vh',
  // The shell's fixed header sits over the hero: about 100px tall on phones, 64px from md up.
  padding: '148px 0 72px',
  background: HERO_GRADIENT,
  color: ON_DARK_TEXT,
  [media.md]: { padding: '136px 0 96px', minHeight: '80vh' },
});

const Content = styled.div({ position: 'relative', zIndex: 1, maxWidth: 760 });

const Badge = styled.p({
  display: 'inline-block',
  margin: '0 0 20px',
  padding: '6px 14px',
  borderRadius: 999,
  border: '1px solid rgba(255, 255, 255, 0.35)',
  background: 'rgba(255, 255, 255, 0.12)',
  fontSize: '0.875rem',
  fontWeight: 600,
});

const Title = styled.h1({
  margin: 0,
  fontFamily: font.heading,
  fontSize: '2.25rem',
  lineHeight: 1.1,
  letterSpacing: '-0.02em',
  [media.md]: { fontSize: '3.5rem' },
});

const Lead = styled.p({ margin: '20px 0 32px', fontSize: '1.125rem', color: ON_DARK_MUTED, maxWidth: 620 });

export function HeroSection() {
  return (
    <Hero aria-labelledby="home-hero-title">
      <Container>
        <Content>
          <Badge>{HERO_CONTENT.badge}</Badge>
          <Title id="home-hero-title">{HERO_CONTENT.title}</Title>
          <Lead>{HERO_CONTENT.lead}</Lead>
          <ContactActions primary={HERO_CONTENT.primaryAction} secondary={HERO_CONTENT.secondaryAction} light />
        </Content>
      </Container>
      {/* After the content, so the video's pause button follows the page's actions in tab order. */}
      <HeroBackground />
    </Hero>
  );
}
