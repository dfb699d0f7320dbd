import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { color, font, media, space } from 'shared-ui';
import { Container } from './layout';

// The shell's fixed header is about 100px tall on phones and 64px from medium screens up.
const Band = styled.section`
  padding: calc(100px + ${space(12)}) 0 ${space(14)};
  ${media.md} {
    padding: calc(64px + ${space(16)}) 0 ${space(20)};
  }
  background: linear-gradient(135deg, ${color.heroFrom}, ${color.heroTo});
  color: #ffffff;
  text-align: center;
`;

const Kicker = styled.p`
  margin: 0 0 ${space(3)};
  font-size: 0.85rem;
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: rgba(255, 255, 255, 0.88);
`;

const Title = styled.h1`
  margin: 0 auto;
  max-width: 48rem;
  font-family: ${font.heading};
  font-size: clamp(2rem, 1.3rem + 3vw, 3.25rem);
  line-height: 1.15;
  letter-spacing: -0.02em;
`;

const Text = styled.p`
  margin: ${space(5)} auto 0;
  max-width: 44rem;
  font-size: 1.1rem;
  color: rgba(255, 255, 255, 0.9);
`;

export interface PageIntroProps {
  kicker: string;
  title: string;
  text: string;
  children?: ReactNode;
}

/** The dark band that opens an inner page: its one h1 and a short introduction. */
export function PageIntro({ kicker, title, text, children }: PageIntroProps) {
  return (
    <Band aria-labelledby="page-intro-title">
      <Container>
        <Kicker>{kicker}</Kicker>
        <Title id="page-intro-title">{title}</Title>
        <Text>{text}</Text>
        {children}
      </Container>
    </Band>
  );
}
