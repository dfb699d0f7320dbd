import { AnimatePresence, motion, useReducedMotion } from 'framer-motion';
import { useLocation, useOutlet } from 'react-router-dom';
import { PAGE_TRANSITION, pageVariants, reducedPageVariants } from 'shared-ui';

/** Page changes fade and slide out, then in (0.5 s tween); no movement for reduced motion. */
export function AnimatedOutlet() {
  const location = useLocation();
  const outlet = useOutlet();
  const reduceMotion = useReducedMotion();

  return (
    <AnimatePresence mode="wait" initial={false} onExitComplete={() => window.scrollTo(0, 0)}>
      <motion.main
        id="main"
        key={location.pathname}
        variants={reduceMotion ? reducedPageVariants : pageVariants}
        initial="initial"
        animate="enter"
        exit="exit"
        transition={reduceMotion ? { duration: 0 } : PAGE_TRANSITION}
      >
        {outlet}
      </motion.main>
    </AnimatePresence>
  );
}
