import type { ComponentProps } from 'react';
import { TextField } from '../../../components/ui/text-field';

/** The account email of the sign-in and 'send me a link' forms (autofilled as the username). */
export function EmailField(props: Omit<ComponentProps<typeof TextField>, 'label'>) {
  return <TextField label="Email" type="email" autoComplete="username" inputMode="email" placeholder="you@example.com" {...props} />;
}
