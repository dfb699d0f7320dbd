import styled from '@emotion/styled';
import { color, font, media } from 'shared-ui';
import { Eyebrow } from './eyebrow';
import { Container } from './section';

const Intro = styled.header({
  // Clears the shell's fixed header: about 100px tall on phones, 64px from md up.
  padding: '136px 0 40px',
  background: color.surfaceMuted,
  color: color.text,
  textAlign: 'center',
  [media.md]: { padding: '128px 0 56px' },
});

const Title = styled.h1({
  margin: '0 auto',
  maxWidth: 820,
  fontFamily: font.heading,
  fontSize: '2rem',
  lineHeight: 1.15,
  [media.md]: { fontSize: '2.75rem' },
});

const Lead = styled.p({ margin: '16px auto 0', maxWidth: 700, fontSize: '1.1rem', color: color.textMuted });

export interface PageIntroProps {
  eyebrow: string;
  title: string;
  lead: string;
}

/** The opening band of an inner page: eyebrow, the page's h1 and a lead paragraph. */
export function PageIntro({ eyebrow, title, lead }: PageIntroProps) {
  return (
    <Intro>
      <Container>
        <Eyebrow>{eyebrow}</Eyebrow>
        <Title>{title}</Title>
        <Lead>{lead}</Lead>
      </Container>
    </Intro>
  );
}
