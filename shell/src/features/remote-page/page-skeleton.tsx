import styled from '@emotion/styled';
import { Spinner, color } from 'shared-ui';

// Holds the page's space while its bundle arrives, so the footer does not jump.
const Placeholder = styled.div`
  min-height: 100vh;
  display: grid;
  place-items: center;
  color: ${color.textMuted};
`;

export function PageSkeleton() {
  return (
    <Placeholder aria-busy="true">
      <Spinner size={28} label="Loading page" />
    </Placeholder>
  );
}
