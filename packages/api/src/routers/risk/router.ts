import { router } from '../../trpc';
import { rebuildRiskLevelDocuments } from './rebuild-risk-level-documents';

export const riskRouter = router({ rebuildRiskLevelDocuments });
