import { useDraftState } from '../lib/drafts';
import { useEnumLabel, useLocale } from '../lib/i18n';
import type { RiskDoc } from '../lib/risk-docs';
import type { Scope } from '../lib/scope';
import { trpcClient } from '../lib/trpc';
import { refreshRuns } from '../runs/run-data';
import { FormDialog } from '../ui/Dialog';
import { useTaskMutation } from '../ui/useTaskMutation';
import { useRiskT } from './messages';
import { LEVELS, type MinimumLevel, riskRunPreview } from './risk-figures';

interface RiskRunFields {
  title: string;
  minimumRiskLevel: MinimumLevel;
  includeCasesWithoutHistory: boolean;
  /** As typed: empty is no cap. */
  maxTestCases: string;
}

const emptyFields: RiskRunFields = {
  title: '',
  minimumRiskLevel: 'HIGH',
  includeCasesWithoutHistory: true,
  maxTestCases: '',
};

const cap = (text: string) => {
  const n = Number(text);
  return text.trim() !== '' && Number.isInteger(n) && n >= 1 ? n : undefined;
};

/** What the run would take, as the form is filled in. */
function Preview({ docs, fields }: { docs: readonly RiskDoc[]; fields: RiskRunFields }) {
  const words = useRiskT();
  const p = riskRunPreview(docs, { ...fields, maxTestCases: cap(fields.maxTestCases) });
  return (
    <div className="risk-preview" role="status" data-testid="risk-run-preview">
      {p.total === 0 ? (
        <p>{words('risk.previewNone')}</p>
      ) : (
        <p>
          {words('risk.preview', {
            total: p.total,
            high: p.HIGH,
            medium: p.MEDIUM,
            low: p.LOW,
            noHistory: p.noHistory,
          })}
          {p.capped && ` ${words('risk.previewCapped', { max: p.total, all: p.all })}`}
        </p>
      )}
      <p className="muted small">{words('risk.previewNote')}</p>
    </div>
  );
}

/**
 * New run by risk (CREATE_RUN_BY_RISK_LEVEL): the level to start from, whether cases without history come too, an
 * optional cap, and a preview of what that takes before the run is created. What is typed is kept as a draft.
 */
export function RiskRunDialog({
  scope,
  docs,
  onClose,
  onCreated,
}: {
  scope: Scope;
  docs: readonly RiskDoc[];
  onClose: () => void;
  onCreated: (runId: string) => void;
}) {
  const words = useRiskT();
  const lang = useLocale();
  const label = useEnumLabel();
  const form = useDraftState<RiskRunFields>(
    `risk-run:${scope.projectId}/${scope.subProjectId}/${scope.version ?? 'latest'}`,
    emptyFields,
  );
  const fields = form.value;
  const set = (change: Partial<RiskRunFields>) => form.setValue((value) => ({ ...value, ...change }));
  const create = useTaskMutation(
    (input: RiskRunFields) =>
      trpcClient.executions.createRunByRiskLevel.mutate({
        projectId: scope.projectId,
        subProjectId: scope.subProjectId,
        ...(scope.version ? { projectVersionNumber: scope.version } : {}),
        title: input.title,
        minimumRiskLevel: input.minimumRiskLevel,
        includeCasesWithoutHistory: input.includeCasesWithoutHistory,
        ...(cap(input.maxTestCases) ? { maxTestCases: cap(input.maxTestCases) } : {}),
        locale: lang,
      }),
    (input) => ({
      type: 'CREATE_RUN_BY_RISK_LEVEL',
      subject: input.title,
      onDone: (result) => {
        void refreshRuns();
        const runId = (result as { testRunId?: string } | null)?.testRunId;
        if (runId) onCreated(runId);
      },
    }),
  );
  return (
    <FormDialog
      open
      onClose={() => {
        create.reset();
        onClose();
      }}
      title={words('risk.newRunTitle')}
      submitLabel={words('risk.create')}
      busy={create.isPending}
      error={create.error}
      onDiscard={form.held ? form.clear : undefined}
      onSubmit={() =>
        create.mutate(fields, {
          onSuccess: () => {
            form.clear();
            onClose();
          },
        })
      }
    >
      <label className="field">
        <span>{words('risk.runTitle')}</span>
        <input
          className="input"
          value={fields.title}
          onChange={(e) => set({ title: e.target.value })}
          required
          maxLength={500}
          data-testid="risk-run-title"
        />
      </label>
      <label className="field">
        <span>{words('risk.minimum')}</span>
        <select
          value={fields.minimumRiskLevel}
          onChange={(e) => set({ minimumRiskLevel: e.target.value as MinimumLevel })}
          data-testid="risk-run-minimum"
        >
          {LEVELS.map((level) => (
            <option key={level} value={level}>
              {label('RiskLevel', level)}
            </option>
          ))}
        </select>
      </label>
      <label className="check">
        <input
          type="checkbox"
          checked={fields.includeCasesWithoutHistory}
          onChange={(e) => set({ includeCasesWithoutHistory: e.target.checked })}
          data-testid="risk-run-no-history"
        />
        <span>{words('risk.withoutHistory')}</span>
      </label>
      <label className="field">
        <span>{words('risk.maxCases')}</span>
        <input
          className="input"
          type="number"
          min={1}
          max={100_000}
          inputMode="numeric"
          value={fields.maxTestCases}
          onChange={(e) => set({ maxTestCases: e.target.value })}
          aria-describedby="risk-run-max-hint"
          data-testid="risk-run-max"
        />
        <span id="risk-run-max-hint" className="muted small">
          {words('risk.maxCasesHint')}
        </span>
      </label>
      <Preview docs={docs} fields={fields} />
    </FormDialog>
  );
}
