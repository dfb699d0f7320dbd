import type { PageModule } from 'shared-ui';
import { KnowledgeHubPage } from '../pages/knowledge-hub-page';

/** Exposed to the shell as knowledgeHub/knowledge-hub-page. */
export default KnowledgeHubPage satisfies PageModule['default'];
