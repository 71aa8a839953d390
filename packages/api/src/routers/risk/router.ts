import { router } from '../../trpc';
import { createRunByRiskLevel } from './create-run-by-risk-level';
import { rebuildRiskLevelDocuments } from './rebuild-risk-level-documents';

export const riskRouter = router({ rebuildRiskLevelDocuments, createRunByRiskLevel });
