import { pageTitle, usePageMeta } from 'shared-ui';

export function ServicesPage() {
  usePageMeta({ title: pageTitle('Services'), description: 'Services page' });
  return <h1 style={{ paddingTop: 120 }}>Services</h1>;
}
