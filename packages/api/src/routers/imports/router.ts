import { router } from '../../trpc';
import { exportTestCases } from './export-test-cases';
import { importTestCases } from './import-test-cases';

export const importsRouter = router({ exportTestCases, importTestCases });
