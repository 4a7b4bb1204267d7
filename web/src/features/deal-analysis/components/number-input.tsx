import { useState } from 'react';
import { Field, messageAsError, validity } from '../../../components/ui/field';

interface NumberInputProps {
  id: string;
  label: string;
  value: number;
  /** Each keystroke's text; the calculator reads it and says whether it is valid. */
  onText: (text: string) => void;
  /** Why the text typed cannot be used; none while it is valid. */
  error?: string;
  /** Shown after the label: '% of rent', 'weeks a year' ('£' is the label's own). */
  unit?: string;
  hint?: string;
}

/**
 * A labelled number: what is typed stays as typed while editing, and stays when it is invalid (with its error
 * beside it) so it can be corrected; a valid value is shown as the number it is once the field is left.
 */
export function NumberInput({ id, label, value, onText, error, unit, hint }: NumberInputProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const fieldError = messageAsError(error);
  return (
    <Field id={id} label={unit && unit !== '£' ? `${label} (${unit})` : label} hint={hint} error={fieldError} className="deal-field">
      <input
        id={id}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        {...validity(id, fieldError, hint)}
        value={draft ?? String(value)}
        onChange={(event) => {
          setDraft(event.target.value);
          onText(event.target.value);
        }}
        onBlur={() => {
          if (!error) setDraft(null);
        }}
      />
    </Field>
  );
}

interface YesNoProps {
  id: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** What the question means, shown under it and named by the checkbox's aria-describedby. */
  hint?: string;
}

/** A yes/no choice as a labelled checkbox, with its hint when the question needs one. */
export function YesNo({ id, label, checked, onChange, hint }: YesNoProps) {
  const hintId = `${id}-hint`;
  const check = (
    <div className="deal-check">
      <input id={id} type="checkbox" checked={checked} aria-describedby={hint ? hintId : undefined} onChange={(event) => onChange(event.target.checked)} />
      <label htmlFor={id}>{label}</label>
    </div>
  );
  if (!hint) return check;
  return (
    <div>
      {check}
      <p className="field__hint" id={hintId}>
        {hint}
      </p>
    </div>
  );
}
