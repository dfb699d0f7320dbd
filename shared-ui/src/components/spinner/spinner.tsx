import styled from '@emotion/styled';
import { keyframes } from '@emotion/react';

const spin = keyframes`to { transform: rotate(360deg); }`;

// `$size`, not `size`: Emotion would write a valid attribute name onto the span.
const Ring = styled.span<{ $size: number }>`
  display: inline-block;
  width: ${(p) => p.$size}px;
  height: ${(p) => p.$size}px;
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.75s linear infinite;
  vertical-align: middle;
`;

export interface SpinnerProps {
  /** Diameter in pixels. */
  size?: number;
  /** Accessible name; pass an empty string when a visible text already says it. */
  label?: string;
}

/** A small rotating ring announcing that something is in progress. */
export function Spinner({ size = 16, label = 'Loading' }: SpinnerProps) {
  if (label === '') return <Ring $size={size} aria-hidden="true" />;
  return <Ring $size={size} role="status" aria-label={label} />;
}
