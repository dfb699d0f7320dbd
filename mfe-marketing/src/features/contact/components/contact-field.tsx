import styled from '@emotion/styled';
import { color, radius } from 'shared-ui';

export const Field = styled.div`
  display: grid;
  gap: 6px;
  label {
    font-weight: 600;
    font-size: 0.9rem;
  }
  input,
  textarea {
    width: 100%;
    padding: 10px 12px;
    /* The muted text colour keeps the field's edge at 3:1 or more against the dialog in every theme. */
    border: 1px solid ${color.textMuted};
    border-radius: ${radius.sm};
    background: ${color.surface};
    color: ${color.text};
    font: inherit;
  }
  input[readonly],
  textarea[readonly] {
    opacity: 0.75;
  }
  textarea {
    min-height: 120px;
    resize: vertical;
  }
`;

export const Form = styled.form`
  display: grid;
  gap: 14px;
`;
