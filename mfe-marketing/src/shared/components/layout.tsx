import styled from '@emotion/styled';
import { color, font, media, space } from 'shared-ui';

/** Centered content column with side gutters; 1200px wide at most. */
export const Container = styled.div`
  width: 100%;
  max-width: 1200px;
  margin: 0 auto;
  padding: 0 ${space(4)};
  ${media.md} {
    padding: 0 ${space(6)};
  }
`;

export type SectionTone = 'plain' | 'muted' | 'dark';

/**
 * A full-width page band. `dark` uses the theme's hero gradient, which is dark in every theme,
 * so white text on it keeps its contrast.
 */
export const Section = styled.section<{ tone?: SectionTone }>`
  padding: ${space(16)} 0;
  ${media.md} {
    padding: ${space(24)} 0;
  }
  background: ${(p) =>
    p.tone === 'muted'
      ? color.surfaceMuted
      : p.tone === 'dark'
        ? `linear-gradient(135deg, ${color.heroFrom}, ${color.heroTo})`
        : color.background};
  color: ${(p) => (p.tone === 'dark' ? '#ffffff' : color.text)};
`;

export const Eyebrow = styled.p`
  margin: 0 0 ${space(2)};
  font-size: 0.8rem;
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${color.accent};
`;

export const SectionTitle = styled.h2`
  margin: 0;
  font-family: ${font.heading};
  font-size: clamp(1.6rem, 1.1rem + 2vw, 2.4rem);
  line-height: 1.2;
  letter-spacing: -0.02em;
`;

export const Lead = styled.p`
  margin: ${space(4)} 0 0;
  max-width: 44rem;
  font-size: 1.075rem;
  color: ${color.textMuted};
`;

/** The heading block that opens a section: centered, with room below for the content. */
export const SectionHeader = styled.header`
  margin: 0 auto ${space(10)};
  max-width: 48rem;
  text-align: center;
  ${Lead} {
    margin-left: auto;
    margin-right: auto;
  }
`;
