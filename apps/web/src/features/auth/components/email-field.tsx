import { Field, inputClass } from '../../../components/form.js';

/** The address of the forms that mail a link (a password reset, a sign-in link). */
export function EmailField({
  id,
  value,
  onChange,
  error,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  return (
    <Field id={id} label="Email" error={error}>
      {(control) => (
        <input
          {...control}
          type="email"
          autoComplete="email"
          className={inputClass}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}
