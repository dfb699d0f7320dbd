import { keyframes } from '@emotion/react';

/** Page change: fade and slide, 0.5 s tween (spec 9). */
export const PAGE_TRANSITION = { type: 'tween', duration: 0.5, ease: 'easeInOut' } as const;

/** The old page leaves upwards while fading out; the new one rises into place while fading in. */
export const PAGE_EXIT = { opacity: [1, 0], y: [0, -16] };
export const PAGE_ENTER = { opacity: [0, 1], y: [16, 0] };

/** Resource cards appear one after another, 0.1 s apart (spec 9), each fading up in 0.4 s. */
export const CARD_STAGGER_SECONDS = 0.1;
export const CARD_FADE_SECONDS = 0.4;

export const fadeUp = keyframes`
  from {
    opacity: 0;
    transform: translateY(12px);
  }
  to {
    opacity: 1;
    transform: none;
  }
`;
