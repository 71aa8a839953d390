import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import type { SuiteAnswer } from '../lib/documents';
import { formatDate, useEnumLabel, useLocale, useT } from '../lib/i18n';
import type { Scope } from '../lib/scope';
import { actionsColumn } from '../ui/actions-column';
import { suiteColumns } from '../ui/suite-columns';
import { AutomationCell } from './AutomationCell';
import { SuiteActions } from './SuiteActions';

/** The suites table's columns: id and title, priority, cases, automation, assignees, latest execution, actions. */
export function useSuiteColumns(scope: Scope, canEdit: boolean): ColumnDef<SuiteAnswer>[] {
  const t = useT();
  const lang = useLocale();
  const label = useEnumLabel();
  const { projectId, subProjectId, version: v } = scope;
  return useMemo<ColumnDef<SuiteAnswer>[]>(
    () => [
      ...suiteColumns<SuiteAnswer>(t, { projectId, subProjectId }, v, (row) => row.document.Root.General),
      {
        id: 'priority',
        header: t('suites.col.priority'),
        cell: ({ row }) => label('RecommendedPriority', row.original.document.Root.General.RecommendedPriority?.Value),
        meta: { className: 'hide-narrow' },
      },
      {
        id: 'cases',
        header: t('suites.col.cases'),
        cell: ({ row }) => row.original.document.Root.DisplayFields.TotalTestCases,
        meta: { className: 'numeric' },
      },
      {
        id: 'automation',
        header: t('suites.col.automation'),
        cell: ({ row }) => <AutomationCell suite={row.original} />,
        meta: { className: 'hide-narrow' },
      },
      {
        id: 'assignees',
        header: t('suites.col.assignees'),
        cell: ({ row }) => row.original.document.Root.DisplayFields.AssigneesOfTestCases.join(', '),
        meta: { className: 'hide-narrow' },
      },
      {
        id: 'latest',
        header: t('suites.col.latest'),
        cell: ({ row }) => {
          const latest = row.original.document.Root.Metadata.LatestTestCaseExecutionData;
          return latest ? (
            <span className="small">
              {t('suites.latest', { date: formatDate(lang, latest.TestedOn), run: latest.TestRunTitle })}
            </span>
          ) : (
            <span className="muted small">{t('suites.never')}</span>
          );
        },
        meta: { className: 'hide-narrow' },
      },
      actionsColumn<SuiteAnswer>(t, (suite) => (
        <SuiteActions scope={{ projectId, subProjectId }} suite={suite} canEdit={canEdit} />
      )),
    ],
    [t, label, lang, projectId, subProjectId, v, canEdit],
  );
}
