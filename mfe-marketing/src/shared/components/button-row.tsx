import styled from '@emotion/styled';
import { media, space } from 'shared-ui';

/** Call-to-action buttons: stacked full width on phones, side by side from small screens up. */
export const ButtonRow = styled.div<{ align?: 'start' | 'center' }>`
  display: flex;
  flex-direction: column;
  gap: ${space(3)};
  margin-top: ${space(8)};
  > * {
    width: 100%;
  }
  ${media.sm} {
    flex-direction: row;
    flex-wrap: wrap;
    justify-content: ${(p) => (p.align === 'center' ? 'center' : 'flex-start')};
    > * {
      width: auto;
    }
  }
`;
