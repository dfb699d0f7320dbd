import { CARD_STAGGER_SECONDS, PAGE_TRANSITION, pageVariants, reducedPageVariants, staggerContainer } from './presets';

describe('motion presets', () => {
  it('animates page changes with a 0.5 s tween', () => {
    expect(PAGE_TRANSITION).toEqual(expect.objectContaining({ type: 'tween', duration: 0.5 }));
  });

  it('fades and slides a page in and out', () => {
    expect(pageVariants.initial).toEqual(expect.objectContaining({ opacity: 0 }));
    expect(pageVariants.enter).toEqual({ opacity: 1, y: 0 });
    expect(pageVariants.exit).toEqual(expect.objectContaining({ opacity: 0 }));
    expect(pageVariants.initial).not.toEqual(expect.objectContaining({ y: 0 }));
    expect(pageVariants.exit).not.toEqual(expect.objectContaining({ y: 0 }));
  });

  it('does not move anything for reduced motion', () => {
    for (const state of Object.values(reducedPageVariants)) expect(state).toEqual({ opacity: 1, y: 0 });
  });

  it('staggers resource cards by 0.1 s each', () => {
    expect(CARD_STAGGER_SECONDS).toBe(0.1);
    expect(staggerContainer.visible).toEqual({ transition: { staggerChildren: 0.1 } });
  });
});
