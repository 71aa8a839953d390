/** A dialog's form kept as a draft (lib/drafts.ts useDraftState): its value and setter. */
export interface Draft<T> {
  value: T;
  setValue: (change: (value: T) => T) => void;
}

/** The names of a form's text fields. */
type TextField<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T] & string;

interface DraftFieldProps<T> {
  form: Draft<T>;
  name: TextField<T>;
  label: string;
  required?: boolean;
}

const change =
  <T,>(form: Draft<T>, name: TextField<T>) =>
  (event: { target: { value: string } }) =>
    form.setValue((value) => ({ ...value, [name]: event.target.value }));

/** A labelled one-line text field bound to one field of a draft form. */
export function DraftInput<T>({ form, name, label, required }: DraftFieldProps<T>) {
  return (
    <label className="field">
      <span>{label}</span>
      <input required={required} name={name} value={form.value[name] as string} onChange={change(form, name)} />
    </label>
  );
}

/** A labelled text area bound to one field of a draft form. */
export function DraftTextArea<T>({ form, name, label, required }: DraftFieldProps<T>) {
  return (
    <label className="field">
      <span>{label}</span>
      <textarea
        rows={3}
        required={required}
        name={name}
        value={form.value[name] as string}
        onChange={change(form, name)}
      />
    </label>
  );
}
