import type { Locale } from '@tmt/contract';
import { auditOf } from '../../kernel/documents/content-row';
import { displayDate } from '../../kernel/documents/display-date';
import { toDocument } from '../../kernel/documents/envelope';
import { scopeFields } from '../../kernel/documents/scope-fields';
import { timestamp } from '../../kernel/entities/timestamp';
import type { LoadedRun } from './load-run';
import { type RunFiguresRow, runFigureFields } from './run-figures';

/** The TestRun-dm document of a run, with its derived figures. */
export function runDocument(run: Pick<LoadedRun, 'row' | 'scoped'>, figures: RunFiguresRow, locale: Locale) {
  const { row, scoped } = run;
  const closedOn = row.closed_on ? timestamp(row.closed_on) : null;
  const { general, displayFields } = runFigureFields(figures, locale);
  return toDocument(
    'TestRun-dm',
    row.id,
    auditOf(row),
    {
      General: {
        ...scopeFields(scoped, row.version_number),
        Title: row.title,
        Description: row.description,
        Configuration: row.configuration,
        Status: row.status,
        Id: row.business_id,
        TenantId: row.tenant_id,
        TechnicalId: row.id,
        ...general,
      },
      DisplayFields: displayFields,
    },
    locale,
    {
      ClosedBy: row.closed_by,
      ClosedOn: closedOn?.getTime() ?? null,
      DisplayClosedOn: closedOn ? displayDate(closedOn, locale) : null,
      AssignedToVersion: { AssignedToNumber: row.version_number, AssignedToTitle: row.version_title },
    },
  );
}
