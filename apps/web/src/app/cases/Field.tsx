import { type LimitedField, textLimits } from '@tmt/contract/text-limits';
import { cloneElement, type ReactElement, useId } from 'react';
import { CharCount } from '../ui/CharCount';

/**
 * A labelled control: the label names the control alone (not its value), so screen readers read it cleanly. A text
 * the API limits (`limit`) stops at the limit and counts near it.
 */
export function Field({
  label,
  children,
  wide,
  limit,
}: {
  label: string;
  children: ReactElement<{ id?: string; maxLength?: number; value?: unknown }>;
  wide?: boolean;
  limit?: LimitedField;
}) {
  const id = useId();
  return (
    <div className={`field ${wide ? 'wide' : ''}`}>
      <label htmlFor={id}>{label}</label>
      {cloneElement(children, { id, ...(limit ? { maxLength: textLimits[limit] } : {}) })}
      {limit && <CharCount field={limit} value={children.props.value} />}
    </div>
  );
}
