import { router } from '../../trpc';
import { createQfRun } from './create-qf-run';
import { exportQfDataDetail } from './export-qf-data-detail';
import { exportQfDataStructure } from './export-qf-data-structure';
import { generateCsvReport } from './generate-csv-report';
import { generateReport } from './generate-report';
import { importJunitResults } from './import-junit-results';

export const automationRouter = router({
  createQfRun,
  exportQfDataDetail,
  exportQfDataStructure,
  generateCsvReport,
  generateReport,
  importJunitResults,
});
