import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from '../../../lib/toast';
import { email } from '@shared/domain/common';
import { interestRegistrationInputSchema } from '@shared/domain/interest';
import * as z from '@shared/core/zod';
import { FormAlert } from '../../../components/ui/form-alert';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextField } from '../../../components/ui/text-field';
import { TextAreaField } from '../../../components/ui/textarea-field';
import { useFormFailure } from '../../../components/ui/use-form-failure';
import { ApiError } from '../../../lib/api';
import { registerInterest } from '../api/register-interest';

/** The server's schema, with a plain 'required' message for an empty email. */
const formSchema = z.extend(interestRegistrationInputSchema, {
  email: z.pipe(z.string().check(z.trim(), z.minLength(1, 'Email is required')), email),
});
type FormInput = z.input<typeof formSchema>;
type FormValues = z.output<typeof formSchema>;

const REGISTERED_MESSAGE = 'Thanks for registering interest - we will be in touch soon to discuss!';
const DUPLICATE_MESSAGE = 'This email has already been registered.';
const FAILURE_MESSAGE = 'Failed to submit registration. Please try again.';

function failureMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 409) return DUPLICATE_MESSAGE;
  // The property it came from is no longer shown to visitors: the server says so.
  if (error instanceof ApiError && error.code === 'PROPERTY_INTEREST_UNAVAILABLE') return error.message;
  // Throttled: the server says when to try again.
  if (error instanceof ApiError && error.status === 429) return error.message;
  return FAILURE_MESSAGE;
}

const empty: FormInput = { fullName: '', email: '', phone: '', message: '' };

/**
 * 'Register Interest': a visitor without an account leaves their details; an admin follows up. From a shared
 * property page (propertyId) the registration names that property.
 */
export function RegisterInterestForm({ propertyId, onRegistered }: { propertyId?: string; onRegistered: () => void }) {
  const { failure, setFailure, clearOnEdit } = useFormFailure();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, FormValues>({ resolver: zodResolver(formSchema), defaultValues: empty });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await registerInterest({ ...values, ...(propertyId ? { propertyId } : {}) });
    } catch (error) {
      setFailure(failureMessage(error));
      return;
    }
    reset(empty);
    toast.success(REGISTERED_MESSAGE);
    onRegistered();
  });

  const field = (name: keyof FormInput) => ({ id: `interest-${name}`, error: errors[name], ...register(name) });

  return (
    <form className="form" onSubmit={onSubmit} {...clearOnEdit} noValidate aria-busy={isSubmitting}>
      <p className="form__intro">Tell us about yourself and what you are looking for, and we will be in touch.</p>
      {propertyId && <p className="form__intro">You are registering interest in the property you were viewing.</p>}
      <TextField label="Full name" type="text" autoComplete="name" maxLength={200} {...field('fullName')} />
      <TextField label="Email" type="email" autoComplete="email" inputMode="email" placeholder="you@example.com" maxLength={254} {...field('email')} />
      <TextField label="Phone" type="tel" autoComplete="tel" maxLength={40} {...field('phone')} />
      <TextAreaField label="Message" rows={4} maxLength={5000} placeholder="What kind of investment are you interested in?" {...field('message')} />

      <FormAlert message={failure} />

      <SubmitButton busy={isSubmitting} busyLabel="Submitting...">
        Register Interest
      </SubmitButton>
    </form>
  );
}
