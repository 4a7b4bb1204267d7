import type { FieldErrors, FieldValues } from 'react-hook-form';

/** The DOM id of a form field: 'rentalUnits.2.rental' -> 'pf-rentalUnits-2-rental'. */
export const fieldId = (path: string): string => `pf-${path.replace(/\./g, '-')}`;

export interface FieldProblem {
  path: string;
  message: string;
}

/** Every message in react-hook-form's nested errors, with its field path. */
export function flattenErrors(errors: FieldErrors<FieldValues> | undefined, prefix = ''): FieldProblem[] {
  const problems: FieldProblem[] = [];
  for (const [key, value] of Object.entries(errors ?? {})) {
    if (!value || key === 'ref') continue;
    const path = key === 'root' ? prefix : prefix ? `${prefix}.${key}` : key;
    const error = value as { message?: unknown; type?: unknown };
    if (typeof error.message === 'string' && error.message) problems.push({ path, message: error.message });
    else if (typeof value === 'object') problems.push(...flattenErrors(value as FieldErrors<FieldValues>, path));
  }
  return problems;
}

/** The element to focus for a field path: the field itself, else the nearest enclosing group that has an id. */
export function fieldElement(path: string): HTMLElement | null {
  const parts = path.split('.');
  for (let n = parts.length; n > 0; n--) {
    const element = document.getElementById(fieldId(parts.slice(0, n).join('.')));
    if (element) return element;
  }
  return null;
}

const groupNames: Record<string, string> = {
  rentalUnits: 'Rental unit',
  epcUnits: 'EPC unit',
  comparables: 'Comparable',
  photos: 'Photo',
};

/** How a problem reads in the error summary: list items are named by their group and position. */
export function problemText({ path, message }: FieldProblem): string {
  const [group, index] = path.split('.');
  if (group && groupNames[group] && index !== undefined && /^\d+$/.test(index)) return `${groupNames[group]} ${Number(index) + 1}: ${message}`;
  return message;
}
