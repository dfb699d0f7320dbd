import { pageTitle } from 'shared-ui';

/** The title and description of the error screen for `detail` ("404 Not Found", or what failed). */
export function errorPageMeta(detail: string): { title: string; description: string } {
  return { title: pageTitle(detail), description: 'This page could not be shown.' };
}
