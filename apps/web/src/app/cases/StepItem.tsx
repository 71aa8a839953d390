import { combine } from '@atlaskit/pragmatic-drag-and-drop/combine';
import { draggable, dropTargetForElements } from '@atlaskit/pragmatic-drag-and-drop/element/adapter';
import {
  attachInstruction,
  extractInstruction,
  type Instruction,
} from '@atlaskit/pragmatic-drag-and-drop-hitbox/list-item';
import { useEffect, useRef, useState } from 'react';
import { useT } from '../lib/i18n';
import type { Step } from './case-draft';
import { Field } from './Field';

/**
 * One step: its fields, buttons to move it up or down or delete it, Alt+↑/↓ anywhere in it to move it (the focus
 * stays where it was), and drag and drop by its head as in the tree.
 */
export function StepItem({
  step,
  index,
  count,
  onUpdate,
  onMove,
  onDelete,
}: {
  step: Step;
  index: number;
  count: number;
  onUpdate: (patch: Partial<Step>) => void;
  onMove: (by: number) => void;
  onDelete: () => void;
}) {
  const t = useT();
  const ref = useRef<HTMLLIElement>(null);
  const handle = useRef<HTMLDivElement>(null);
  const [instruction, setInstruction] = useState<Instruction | null>(null);
  const { key } = step;
  useEffect(() => {
    const element = ref.current;
    if (!element || !handle.current) return;
    return combine(
      draggable({ element, dragHandle: handle.current, getInitialData: () => ({ stepKey: key }) }),
      dropTargetForElements({
        element,
        canDrop: ({ source }) => typeof source.data.stepKey === 'string' && source.data.stepKey !== key,
        getData: ({ input, element: el }) =>
          attachInstruction(
            { stepKey: key },
            { input, element: el, operations: { 'reorder-before': 'available', 'reorder-after': 'available' } },
          ),
        onDrag: ({ self }) => setInstruction(extractInstruction(self.data)),
        onDragLeave: () => setInstruction(null),
        onDrop: () => setInstruction(null),
      }),
    );
  }, [key]);
  const no = index + 1;
  return (
    <li
      ref={ref}
      className={`step ${instruction ? `drop-${instruction.operation}` : ''}`}
      data-step={step.key}
      data-testid="step"
      onKeyDown={(e) => {
        if (!e.altKey || (e.key !== 'ArrowUp' && e.key !== 'ArrowDown')) return;
        e.preventDefault();
        const by = e.key === 'ArrowUp' ? -1 : 1;
        if (index + by >= 0 && index + by < count) onMove(by);
      }}
    >
      <div className="step-head" ref={handle} data-testid="step-handle">
        <strong>{t('case.steps.step', { no })}</strong>
        <div className="step-tools">
          <button
            type="button"
            className="icon-button"
            disabled={index === 0}
            aria-label={t('case.steps.up', { no })}
            aria-keyshortcuts="Alt+ArrowUp"
            onClick={() => onMove(-1)}
          >
            ↑
          </button>
          <button
            type="button"
            className="icon-button"
            disabled={index === count - 1}
            aria-label={t('case.steps.down', { no })}
            aria-keyshortcuts="Alt+ArrowDown"
            onClick={() => onMove(1)}
          >
            ↓
          </button>
          <button
            type="button"
            className="icon-button danger"
            aria-label={t('case.steps.delete', { no })}
            onClick={onDelete}
          >
            ✕
          </button>
        </div>
      </div>
      <div className="step-fields">
        <Field label={t('case.steps.action')} limit="Action">
          <textarea rows={2} value={step.Action} onChange={(e) => onUpdate({ Action: e.target.value })} />
        </Field>
        <Field label={t('case.steps.expected')} limit="ExpectedResult">
          <textarea
            rows={2}
            value={step.ExpectedResult}
            onChange={(e) => onUpdate({ ExpectedResult: e.target.value })}
          />
        </Field>
      </div>
    </li>
  );
}
