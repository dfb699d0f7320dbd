import styled from '@emotion/styled';
import { color, radius } from '../../theme/tokens';

// The parts of a labelled field, shared by TextField and the other controls drawn as it is.

export const FieldFrame = styled.div`
  display: grid;
  gap: 6px;
`;

export const FieldLabel = styled.label`
  font-size: 0.9rem;
  font-weight: 600;
`;

/** The look of a field's control: TextField's input and textarea, and any other control drawn as they are. */
export const fieldControl = `
  width: 100%;
  min-height: 44px;
  padding: 10px 12px;
  /* The muted text colour, not the border token: a field's edge needs 3:1 contrast in every theme. */
  border: 1px solid ${color.textMuted};
  border-radius: ${radius.sm};
  background: ${color.surface};
  color: ${color.text};
  font: inherit;
  &:focus-visible {
    border-color: ${color.focus};
  }
  &[aria-invalid='true'] {
    border-color: ${color.destructive};
  }
  &[readonly],
  &:disabled {
    opacity: 0.75;
  }
`;

export const FieldNote = styled.p`
  margin: 0;
  color: ${color.textMuted};
  font-size: 0.85rem;
`;

export const FieldProblem = styled(FieldNote)`
  color: ${color.text};
  font-weight: 600;
`;

/** Read by screen readers, not shown. */
export const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;
