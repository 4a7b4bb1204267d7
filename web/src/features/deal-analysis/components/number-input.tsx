import { useState } from 'react';
import { numberOrZero } from '@shared/rules/number-input';

interface NumberInputProps {
  id: string;
  label: string;
  value: number;
  onChange: (value: number) => void;
  /** Shown before or after the figure: '£', '%', 'weeks'. */
  unit?: string;
  hint?: string;
}

/** A labelled number: what is typed stays as typed while editing (empty counts as 0), each keystroke reports the number. */
export function NumberInput({ id, label, value, onChange, unit, hint }: NumberInputProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className="field deal-field">
      <label htmlFor={id}>
        {label}
        {unit && unit !== '£' && <span className="deal-field__unit"> ({unit})</span>}
      </label>
      <input
        id={id}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        aria-describedby={hintId}
        value={draft ?? String(value)}
        onChange={(event) => {
          setDraft(event.target.value);
          onChange(numberOrZero(event.target.value));
        }}
        onBlur={() => setDraft(null)}
      />
      {hint && (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      )}
    </div>
  );
}

/** A yes/no choice as a labelled checkbox. */
export function YesNo({ id, label, checked, onChange }: { id: string; label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <div className="deal-check">
      <input id={id} type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}
