import styled from '@emotion/styled';
import { Button } from 'shared-ui';

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 12px;
`;

export interface LeadsPagerProps {
  canGoBack: boolean;
  canGoForward: boolean;
  onPrevious: () => void;
  onNext: () => void;
}

/** Previous and Next, each disabled at its end of the list. */
export function LeadsPager({ canGoBack, canGoForward, onPrevious, onNext }: LeadsPagerProps) {
  return (
    <Nav aria-label="Pages of leads">
      <Button variant="outline" disabled={!canGoBack} onClick={onPrevious}>
        Previous
      </Button>
      <Button variant="outline" disabled={!canGoForward} onClick={onNext}>
        Next
      </Button>
    </Nav>
  );
}
