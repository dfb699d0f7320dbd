import styled from '@emotion/styled';
import { color, radius } from 'shared-ui';

/** Controls that TextField does not cover (select, radios, checkbox, file), drawn as it draws its own. */
export const Field = styled.div`
  display: grid;
  gap: 6px;
`;

export const Label = styled.label`
  font-size: 0.9rem;
  font-weight: 600;
`;

export const Hint = styled.p`
  margin: 0;
  color: ${color.textMuted};
  font-size: 0.85rem;
`;

export const Problem = styled(Hint)`
  color: ${color.text};
  font-weight: 600;
`;

const control = `
  width: 100%;
  min-height: 44px;
  padding: 10px 12px;
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
  &:disabled {
    opacity: 0.75;
  }
`;

export const Select = styled.select(control);

export const FileInput = styled.input`
  ${control}
  padding: 8px 12px;
`;

/** A radio or checkbox with its label: the whole row is the touch target, at least 44px high. */
export const Choice = styled.label`
  display: flex;
  align-items: center;
  gap: 10px;
  min-height: 44px;
  padding: 0 4px;
  border-radius: ${radius.sm};
  cursor: pointer;
  input {
    width: 20px;
    height: 20px;
    margin: 0;
    accent-color: ${color.primary};
  }
`;

export const Group = styled.fieldset`
  display: grid;
  gap: 4px;
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    margin-bottom: 4px;
    padding: 0;
    font-size: 0.9rem;
    font-weight: 600;
  }
`;
