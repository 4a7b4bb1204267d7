import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { email } from '@shared/domain/common';

const schema = z.object({ email: z.string().trim().min(1, 'Enter your email address').pipe(email) });

/** The form of the screens that email a link (activation, password reset): one required, valid email. */
export function useEmailForm() {
  return useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({ resolver: zodResolver(schema), defaultValues: { email: '' } });
}
