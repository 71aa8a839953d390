import type { ReactNode } from 'react';

/** A list's filter: a labelled select whose options are the children; the empty value means no filter. */
export function FilterSelect({
  label,
  value,
  onChange,
  testId,
  children,
}: {
  label: string;
  value: string | number | undefined;
  onChange: (value: string | undefined) => void;
  testId: string;
  children: ReactNode;
}) {
  return (
    <label className="field">
      <span>{label}</span>
      <select value={value ?? ''} onChange={(e) => onChange(e.target.value || undefined)} data-testid={testId}>
        {children}
      </select>
    </label>
  );
}
