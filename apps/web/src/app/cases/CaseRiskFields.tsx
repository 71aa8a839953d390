import { riskLevelOf } from '@tmt/contract/risk-level';
import { useEnumLabel, useT } from '../lib/i18n';
import type { Draft, SetGroup } from './case-draft';
import { EnumSelect } from './EnumSelect';
import { Field } from './Field';

/** The Risk group: likelihood and impact, each set by hand or computed, and the risk level they make. */
export function CaseRiskFields({ r, set }: { r: Draft['Risk']; set: SetGroup }) {
  const t = useT();
  const label = useEnumLabel();
  return (
    <>
      <label className="check">
        <input
          type="checkbox"
          checked={r.AutoCalculateLikelihood}
          onChange={(e) => set('Risk', { AutoCalculateLikelihood: e.target.checked })}
        />
        {t('case.field.AutoCalculateLikelihood')}
      </label>
      <Field label={t('case.field.Likelihood')}>
        <EnumSelect
          name="Likelihood"
          value={r.Likelihood}
          disabled={r.AutoCalculateLikelihood}
          onChange={(v) => set('Risk', { Likelihood: v })}
        />
      </Field>
      <label className="check">
        <input
          type="checkbox"
          checked={r.AutoCalculateImpact}
          onChange={(e) => set('Risk', { AutoCalculateImpact: e.target.checked })}
        />
        {t('case.field.AutoCalculateImpact')}
      </label>
      <Field label={t('case.field.Impact')}>
        <EnumSelect
          name="Impact"
          value={r.Impact}
          disabled={r.AutoCalculateImpact}
          onChange={(v) => set('Risk', { Impact: v })}
        />
      </Field>
      <dl className="facts wide">
        <div>
          <dt>{t('case.field.RiskLevel')}</dt>
          {/* Computed as the fields change, as the server will on saving. */}
          <dd data-testid="risk-level" aria-live="polite">
            {label('RiskLevel', riskLevelOf(r.Likelihood, r.Impact))}
          </dd>
        </div>
      </dl>
    </>
  );
}
