import { pageTitle, usePageMeta } from 'shared-ui';

export function HomePage() {
  usePageMeta({ title: pageTitle('Home'), description: 'Home page' });
  return <h1 style={{ paddingTop: 120 }}>Home</h1>;
}
