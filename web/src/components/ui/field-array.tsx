import type { ReactNode } from 'react';
import { useFieldArray, type ArrayPath, type Control, type FieldArray as FieldArrayItem, type FieldValues } from 'react-hook-form';
import { Button } from './button';

interface FieldArrayProps<T extends FieldValues, N extends ArrayPath<T>> {
  control: Control<T>;
  name: N;
  /** The group's visible name (a fieldset legend). */
  legend: string;
  /** The values of a new item. */
  newItem: () => FieldArrayItem<T, N>;
  addLabel: string;
  /** The accessible name of an item's remove button, e.g. (i) => `Remove comparable ${i + 1}`. */
  removeLabel: (index: number) => string;
  /** The fields of item `index` (register them as `${name}.${index}.field`). */
  renderItem: (index: number) => ReactNode;
  /** No more items than this (the add button is then disabled). */
  max?: number;
}

/** A repeatable group of fields (react-hook-form's useFieldArray): each item with a remove button, one add button. */
export function FieldArray<T extends FieldValues, N extends ArrayPath<T>>({
  control,
  name,
  legend,
  newItem,
  addLabel,
  removeLabel,
  renderItem,
  max,
}: FieldArrayProps<T, N>) {
  const { fields, append, remove } = useFieldArray({ control, name });
  return (
    <fieldset className="field-array">
      <legend>{legend}</legend>
      {fields.map((item, index) => (
        <div key={item.id} className="field-array__item">
          {renderItem(index)}
          <Button variant="secondary" onClick={() => remove(index)} aria-label={removeLabel(index)}>
            Remove
          </Button>
        </div>
      ))}
      <div>
        <Button variant="secondary" onClick={() => append(newItem())} disabled={max !== undefined && fields.length >= max}>
          {addLabel}
        </Button>
      </div>
    </fieldset>
  );
}
