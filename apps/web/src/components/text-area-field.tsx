import { useId, type ReactNode, type Ref, type TextareaHTMLAttributes } from 'react';
import { FieldError, inputClass } from './form.js';

const count = (value: number) => value.toLocaleString('en-US');

interface TextAreaFieldProps extends Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'maxLength' | 'className'
> {
  label: string;
  /** The most characters the text may have. */
  maxLength: number;
  error?: string | null;
  hint?: string;
  /** "n of max characters" shows under the box from this length on (0: always); none without it. */
  counterFrom?: number;
  /** What the counter counts, when not the whole value (a message counts without its outer spaces). */
  length?: number;
  /**
   * Lets the text run past `maxLength` (the counter turns red and the form refuses it) instead of
   * the browser stopping the typing there: a message pasted too long is shortened by its writer,
   * not cut where it happens to end.
   */
  allowOverflow?: boolean;
  /** A button beside the field's messages, such as a message box's Send. */
  action?: ReactNode;
  /** The wrapper's layout, when not a form's usual field spacing. */
  className?: string;
  ref?: Ref<HTMLTextAreaElement>;
}

/**
 * A labelled text box with its hint, its character counter and its validation message, wired for
 * screen readers: the box is described by the message (or the hint) and the counter, and the
 * counter is a polite live region, so that the count is heard without interrupting the typing.
 */
export function TextAreaField({
  id: givenId,
  label,
  maxLength,
  error,
  hint,
  counterFrom,
  length,
  allowOverflow,
  action,
  className = 'flex flex-col gap-1',
  rows = 3,
  ...textarea
}: TextAreaFieldProps) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const used = length ?? String(textarea.value ?? '').length;
  const hasCounter = counterFrom !== undefined && used >= counterFrom;
  const describedBy = [error ? `${id}-error` : hint ? `${id}-hint` : '', hasCounter ? `${id}-count` : '']
    .filter(Boolean)
    .join(' ');

  const messages = (
    <>
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-stone-600">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} message={error} />
      {hasCounter && (
        <p
          id={`${id}-count`}
          aria-live="polite"
          className={`text-xs ${used > maxLength ? 'font-semibold text-red-800' : 'text-stone-600'}`}
        >
          {count(used)} of {count(maxLength)} characters
        </p>
      )}
    </>
  );

  return (
    <div className={className}>
      <label htmlFor={id} className="text-sm font-semibold text-stone-700">
        {label}
      </label>
      <textarea
        {...textarea}
        id={id}
        rows={rows}
        maxLength={allowOverflow ? undefined : maxLength}
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy || undefined}
        className={inputClass}
      />
      {action ? (
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="flex min-w-0 flex-col gap-1">{messages}</div>
          {action}
        </div>
      ) : (
        messages
      )}
    </div>
  );
}
