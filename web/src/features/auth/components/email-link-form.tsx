import type { FormEventHandler } from 'react';
import { FormAlert } from '../../../components/ui/form-alert';
import { SubmitButton } from '../../../components/ui/submit-button';
import type { useFormFailure } from '../../../components/ui/use-form-failure';
import type { useEmailForm } from '../hooks/use-email-form';
import { BackToSignIn } from './back-to-sign-in';
import { EmailField } from './email-field';

interface EmailLinkFormProps {
  /** The email input's id. */
  id: string;
  /** Kept by the screen, so the email is still there when the user comes back to the form. */
  form: ReturnType<typeof useEmailForm>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  failure: string | null;
  clearOnEdit: ReturnType<typeof useFormFailure>['clearOnEdit'];
  submitLabel: string;
}

/** The form of the screens that email a link: the email, why sending failed, the submit button and 'Back to Sign In'. */
export function EmailLinkForm({ id, form, onSubmit, failure, clearOnEdit, submitLabel }: EmailLinkFormProps) {
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  return (
    <form className="form" onSubmit={onSubmit} {...clearOnEdit} noValidate aria-busy={isSubmitting}>
      <EmailField id={id} error={errors.email} {...register('email')} />
      <FormAlert message={failure} />
      <SubmitButton busy={isSubmitting} busyLabel="Sending...">
        {submitLabel}
      </SubmitButton>
      <BackToSignIn variant="secondary" />
    </form>
  );
}
