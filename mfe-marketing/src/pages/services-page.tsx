import { PageIntro } from '../shared/layout/page-intro';
import { ServicesGrid } from '../features/services/components/services-grid';
import { SERVICES_INTRO } from '../features/services/data/services';

/** `/services`: its title and description are the site manifest's (the shell sets the page head). */
export function ServicesPage() {
  return (
    <>
      <PageIntro {...SERVICES_INTRO} />
      <ServicesGrid />
    </>
  );
}
