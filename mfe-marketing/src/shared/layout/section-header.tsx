import styled from '@emotion/styled';
import { color, font, media } from 'shared-ui';
import { Eyebrow } from './eyebrow';

const Header = styled.header<{ $center: boolean }>(({ $center }) => ({
  maxWidth: 760,
  margin: $center ? '0 auto 40px' : '0 0 40px',
  textAlign: $center ? 'center' : 'left',
}));

/** A section's h2: the one heading size of the marketing pages' sections. */
export const SectionTitle = styled.h2({
  margin: 0,
  fontFamily: font.heading,
  fontSize: '1.75rem',
  lineHeight: 1.2,
  color: color.text,
  [media.md]: { fontSize: '2.25rem' },
});

const Lead = styled.p({ margin: '12px 0 0', fontSize: '1.05rem', color: color.textMuted });

export interface SectionHeaderProps {
  id?: string;
  eyebrow?: string;
  title: string;
  lead?: string;
  center?: boolean;
}

/** The heading block that opens a section: optional eyebrow, an h2 and an optional lead paragraph. */
export function SectionHeader({ id, eyebrow, title, lead, center = true }: SectionHeaderProps) {
  return (
    <Header $center={center}>
      {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
      <SectionTitle id={id}>{title}</SectionTitle>
      {lead && <Lead>{lead}</Lead>}
    </Header>
  );
}
