import { monitorForElements } from '@atlaskit/pragmatic-drag-and-drop/element/adapter';
import { extractInstruction } from '@atlaskit/pragmatic-drag-and-drop-hitbox/list-item';
import { useEffect, useRef } from 'react';
import { useT } from '../lib/i18n';
import type { Draft } from './case-draft';
import { StepItem } from './StepItem';

/** A case's steps: edit, add, delete, and reorder them by buttons, Alt+↑/↓ or drag and drop. */
export function Steps({
  steps,
  onChange,
}: {
  steps: Draft['TestSteps'];
  onChange: (steps: Draft['TestSteps']) => void;
}) {
  const t = useT();
  const counter = useRef(0);
  const focusKey = useRef<string | null>(null);
  // A moved step's element goes elsewhere in the list; whatever had the focus in it gets it back.
  const refocus = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (refocus.current && document.activeElement !== refocus.current) refocus.current.focus();
    refocus.current = null;
    if (!focusKey.current) return;
    document.querySelector<HTMLElement>(`[data-step="${focusKey.current}"] textarea`)?.focus();
    focusKey.current = null;
  });
  const moveTo = (from: number, to: number) => {
    const current = steps;
    if (from === to || to < 0 || to >= current.length) return;
    const next = [...current];
    const [step] = next.splice(from, 1);
    if (!step) return;
    next.splice(to, 0, step);
    refocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    onChange(next);
  };
  // The drop monitor is registered once and reads the latest steps.
  const latest = useRef({ steps, moveTo });
  latest.current = { steps, moveTo };
  // A step dropped on another goes before or after it.
  useEffect(
    () =>
      monitorForElements({
        canMonitor: ({ source }) => typeof source.data.stepKey === 'string',
        onDrop: ({ source, location }) => {
          const target = location.current.dropTargets[0];
          if (!target) return;
          const current = latest.current.steps;
          const from = current.findIndex((s) => s.key === source.data.stepKey);
          const over = current.findIndex((s) => s.key === target.data.stepKey);
          const instruction = extractInstruction(target.data);
          if (from < 0 || over < 0 || !instruction) return;
          const at = instruction.operation === 'reorder-after' ? over + 1 : over;
          latest.current.moveTo(from, at > from ? at - 1 : at);
        },
      }),
    [],
  );
  return (
    <div className="steps">
      {steps.length === 0 && <p className="muted">{t('case.steps.empty')}</p>}
      <ol className="step-list">
        {steps.map((step, index) => (
          <StepItem
            key={step.key}
            step={step}
            index={index}
            count={steps.length}
            onUpdate={(patch) => onChange(steps.map((s, i) => (i === index ? { ...s, ...patch } : s)))}
            onMove={(by) => moveTo(index, index + by)}
            onDelete={() => onChange(steps.filter((_, i) => i !== index))}
          />
        ))}
      </ol>
      <button
        type="button"
        className="button small"
        data-testid="add-step"
        onClick={() => {
          const key = `new-${++counter.current}`;
          focusKey.current = key;
          onChange([...steps, { key, Action: '', ExpectedResult: '' }]);
        }}
      >
        {t('case.steps.add')}
      </button>
    </div>
  );
}
