import { useState, type ComponentProps } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { moneyOrZero, numberOrZero, stepNumber } from '@shared/rules/number-input';
import { Field, validity } from './field';

interface NumberFieldProps<T extends FieldValues> extends Omit<ComponentProps<'input'>, 'name' | 'value' | 'onChange' | 'type' | 'id' | 'step' | 'min'> {
  id: string;
  label: string;
  hint?: string;
  control: Control<T>;
  name: FieldPath<T>;
  /** What the Up and Down arrow keys add and take away (a text input has no native spinner). */
  step?: number;
  /** The lowest value the arrow keys reach. */
  min?: number;
}

/**
 * A text input holding a number in the form: what is typed stays as typed while editing, the form value is
 * `parse(text)` (empty or non-numeric counts as 0), and leaving the field shows the value it holds. With a
 * `step`, Up and Down move the value by it, as a number input's would.
 */
function ParsedNumberField<T extends FieldValues>({
  id,
  label,
  hint,
  control,
  name,
  parse,
  step,
  min,
  ...input
}: NumberFieldProps<T> & { parse: (text: string) => number }) {
  const {
    field: { ref: inputRef, name: fieldName, value, onChange, onBlur },
    fieldState,
  } = useController({ control, name });
  const [draft, setDraft] = useState<string | null>(null);
  const shown = draft ?? (value === undefined || value === null ? '' : String(value));
  return (
    <Field id={id} label={label} error={fieldState.error} hint={hint}>
      <input
        id={id}
        type="text"
        inputMode="decimal"
        {...validity(id, fieldState.error, hint)}
        {...input}
        ref={inputRef}
        name={fieldName}
        value={shown}
        onChange={(event) => {
          setDraft(event.target.value);
          onChange(parse(event.target.value));
        }}
        onBlur={() => {
          setDraft(null);
          onBlur();
        }}
        onKeyDown={(event) => {
          if (step === undefined || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
          event.preventDefault();
          setDraft(null);
          onChange(stepNumber(parse(shown), step, event.key === 'ArrowUp' ? 'up' : 'down', min));
        }}
      />
    </Field>
  );
}

/** A number input; an empty or non-numeric answer is 0 in the form's values. */
export function NumberField<T extends FieldValues>(props: NumberFieldProps<T>) {
  return <ParsedNumberField {...props} parse={numberOrZero} />;
}

/** An amount in pounds ('£' and commas may be typed); an empty or non-numeric answer is 0 in the form's values. */
export function MoneyField<T extends FieldValues>(props: NumberFieldProps<T>) {
  return <ParsedNumberField placeholder="£" {...props} parse={moneyOrZero} />;
}
