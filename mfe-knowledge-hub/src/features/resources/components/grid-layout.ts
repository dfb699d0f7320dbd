import styled from '@emotion/styled';
import { media } from 'shared-ui';

/** One column on small screens, two from medium (768px), three from large (1024px). */
const gridColumns = `
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 24px;
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

/** The resource grid and its loading skeleton: the same columns, so nothing moves when cards arrive. */
export const GridList = styled.ul`
  ${gridColumns}
`;
