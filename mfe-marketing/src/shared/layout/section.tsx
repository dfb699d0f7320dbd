import styled from '@emotion/styled';
import { color, media } from 'shared-ui';

/** A full-width page band; `muted` alternates the background so neighbouring sections read apart. */
export const Section = styled.section<{ $muted?: boolean }>(({ $muted }) => ({
  padding: '56px 0',
  background: $muted ? color.surfaceMuted : color.background,
  color: color.text,
  [media.md]: { padding: '80px 0' },
}));

/** Centers content at a readable width with side gutters that grow with the screen. */
export const Container = styled.div({
  width: '100%',
  maxWidth: 1200,
  margin: '0 auto',
  padding: '0 20px',
  [media.md]: { padding: '0 32px' },
});

/** Responsive card grid: one column on phones, up to `columns` on wide screens. */
export const CardGrid = styled.div<{ $columns?: 2 | 3 | 4 }>(({ $columns = 3 }) => ({
  display: 'grid',
  gap: 20,
  gridTemplateColumns: '1fr',
  [media.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  [media.lg]: { gridTemplateColumns: `repeat(${$columns}, minmax(0, 1fr))`, gap: 24 },
}));

/** A row of call-to-action buttons that wraps on small screens. */
export const ButtonRow = styled.div<{ $center?: boolean }>(({ $center }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  gap: 12,
  justifyContent: $center ? 'center' : 'flex-start',
}));
