import styled from '@emotion/styled';
import { media } from '../../theme/tokens';

/**
 * A remote page's frame below the shell's fixed header: centred, at most 1200px wide. The header
 * is up to about 160px high on narrow phones (it wraps onto three rows), about 110px on small
 * screens and under 80px from medium screens up.
 */
export const PageFrame = styled.div`
  max-width: 1200px;
  margin: 0 auto;
  padding: 184px 16px 64px;
  ${media.sm} {
    padding-top: 144px;
  }
  ${media.md} {
    padding: 120px 24px 96px;
  }
`;
