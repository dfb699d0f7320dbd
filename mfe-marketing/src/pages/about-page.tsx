import { pageTitle, usePageMeta } from 'shared-ui';

export function AboutPage() {
  usePageMeta({ title: pageTitle('About'), description: 'About page' });
  return <h1 style={{ paddingTop: 120 }}>About</h1>;
}
