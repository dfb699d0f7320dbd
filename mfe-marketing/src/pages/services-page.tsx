import { pageTitle, usePageMeta } from 'shared-ui';
import { PageIntro } from '../shared/layout/page-intro';
import { ServicesGrid } from '../features/services/components/services-grid';
import { SERVICES_INTRO, SERVICES_META } from '../features/services/data/services';

export function ServicesPage() {
  usePageMeta({ title: pageTitle(SERVICES_META.title), description: SERVICES_META.description });
  return (
    <>
      <PageIntro {...SERVICES_INTRO} />
      <ServicesGrid />
    </>
  );
}
