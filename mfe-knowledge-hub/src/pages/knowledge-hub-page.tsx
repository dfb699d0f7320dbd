import { pageTitle, usePageMeta } from 'shared-ui';

export function KnowledgeHubPage() {
  usePageMeta({ title: pageTitle('Knowledge Hub', 'GCC Insights & Resources'), description: 'Knowledge hub' });
  return <h1 style={{ paddingTop: 120 }}>Knowledge Hub</h1>;
}
