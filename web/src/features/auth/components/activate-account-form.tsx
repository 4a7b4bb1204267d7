import { useState } from 'react';
import { useFormFailure } from '../../../components/ui/use-form-failure';
import { toast } from '../../../lib/toast';
import { ApiError } from '../../../lib/api';
import { requestActivation } from '../api/request-activation';
import { useEmailForm } from '../hooks/use-email-form';
import { AuthScreen } from './auth-screen';
import { CheckYourEmail } from './check-your-email';
import { EmailLinkForm } from './email-link-form';

const SETUP_SENT_MESSAGE = 'Password setup email sent! Check your inbox.';
const FAILURE_MESSAGE = 'Failed to send password setup email. Please try again.';

/**
 * `/activate-account`: the registered email and 'Let Me In'. The API sends the invitation again to a user
 * who never set a password and a password-setup link to anyone else; every email gets the same answer.
 */
export function ActivateAccountForm() {
  const [answer, setAnswer] = useState<string | null>(null);
  const { failure, setFailure, clearOnEdit } = useFormFailure();
  const form = useEmailForm();

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const { message } = await requestActivation(values.email);
      toast.success(SETUP_SENT_MESSAGE);
      setAnswer(message);
    } catch (error) {
      setFailure(error instanceof ApiError && error.status === 429 ? error.message : FAILURE_MESSAGE);
    }
  });

  if (answer) {
    return (
      <AuthScreen title="Activate your account">
        <CheckYourEmail>
          <p>{answer}</p>
          <p>The link expires in 1 hour.</p>
        </CheckYourEmail>
      </AuthScreen>
    );
  }

  return (
    <AuthScreen title="Activate your account" subtitle="Enter the email address you registered with and we will send you a link to set your password.">
      <EmailLinkForm id="activate-email" form={form} onSubmit={onSubmit} failure={failure} clearOnEdit={clearOnEdit} submitLabel="Let Me In" />
    </AuthScreen>
  );
}
