import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { email } from '@shared/domain/common';
import * as z from '@shared/core/zod';

const schema = z.object({ email: z.pipe(z.string().check(z.trim(), z.minLength(1, 'Enter your email address')), email) });

/** The form of the screens that email a link (activation, password reset): one required, valid email. */
export function useEmailForm() {
  return useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({ resolver: zodResolver(schema), defaultValues: { email: '' } });
}
