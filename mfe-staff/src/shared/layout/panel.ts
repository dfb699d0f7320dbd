import styled from '@emotion/styled';
import { color, radius } from 'shared-ui';

/** A bordered box on the page's surface: the sign-in form, the no-access message. */
export const Panel = styled.div`
  padding: 24px;
  border: 1px solid ${color.border};
  border-radius: ${radius.lg};
  background: ${color.surface};
`;
