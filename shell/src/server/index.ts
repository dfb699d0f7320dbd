import type { RenderInput, RenderedRoutes } from './render-page';

/**
 * The entry of the shell's Node build. Shared modules (React, the router, Emotion) are loaded
 * behind this async boundary, as in the browser (RUNTIME-006).
 */
export async function renderRoutes(input: RenderInput): Promise<RenderedRoutes> {
  const { renderRoutes: render } = await import('./render-page');
  return render(input);
}
