import { renderToString } from 'react-dom/server';
import { loadToastArea, Toaster } from './toaster';

// Each test file has modules of its own: here Radix's toast area has not loaded yet
// (toaster-first-toast.test.tsx and toaster-first-use.test.tsx cover when it loads).
describe('Toaster before Radix has loaded', () => {
  it("renders Radix's empty area, element for element, so a served page is taken over as it is", async () => {
    const empty = renderToString(<Toaster />);
    const RadixArea = await loadToastArea();

    expect(empty).toContain('aria-label="Notifications (F8)"');
    expect(empty).toBe(renderToString(<RadixArea />));
  });
});
