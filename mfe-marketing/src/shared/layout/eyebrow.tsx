import styled from '@emotion/styled';
import { color } from 'shared-ui';

/** The small uppercase label above a heading. */
export const Eyebrow = styled.p({
  margin: '0 0 8px',
  fontSize: '0.8rem',
  fontWeight: 700,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: color.primary,
});
