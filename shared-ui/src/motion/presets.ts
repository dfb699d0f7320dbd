import type { Transition, Variants } from 'framer-motion';

/** Page change: fade and slide, 0.5 s tween (spec 9). */
export const PAGE_TRANSITION: Transition = { type: 'tween', duration: 0.5, ease: 'easeInOut' };

export const pageVariants: Variants = {
  initial: { opacity: 0, y: 16 },
  enter: { opacity: 1, y: 0 },
  exit: { opacity: 0, y: -16 },
};

/** Reduced motion: the same states without movement or duration. */
export const reducedPageVariants: Variants = {
  initial: { opacity: 1, y: 0 },
  enter: { opacity: 1, y: 0 },
  exit: { opacity: 1, y: 0 },
};

/** Resource cards appear one after another, 0.1 s apart (spec 9). */
export const CARD_STAGGER_SECONDS = 0.1;

export const staggerContainer: Variants = {
  hidden: {},
  visible: { transition: { staggerChildren: CARD_STAGGER_SECONDS } },
};

export const fadeUpItem: Variants = {
  hidden: { opacity: 0, y: 12 },
  visible: { opacity: 1, y: 0, transition: { type: 'tween', duration: 0.4 } },
};
