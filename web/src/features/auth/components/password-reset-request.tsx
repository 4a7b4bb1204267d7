import { resetPassword } from '../../../lib/amplify/auth';
import { useState } from 'react';
import { useFormFailure } from '../../../components/ui/use-form-failure';
import { toast } from '../../../lib/toast';
import { requestActivation } from '../api/request-activation';
import { useEmailForm } from '../hooks/use-email-form';
import { errorName, providerMessage } from '../lib/auth-errors';
import { AuthScreen } from './auth-screen';
import { CheckYourEmail } from './check-your-email';
import { EmailLinkForm } from './email-link-form';

const RESET_SENT_MESSAGE = 'Password reset email sent! Check your inbox.';
const FAILURE_MESSAGE = 'Failed to send password reset email. Please try again.';

/**
 * Sends the reset email (Cognito ForgotPassword; our CustomMessage trigger renders the link). Every email
 * gets the same answer: an unknown one is not revealed, and an invited user who never chose a password
 * (whom Cognito cannot reset) gets the invitation again through the activation route.
 */
async function sendResetLink(address: string): Promise<void> {
  try {
    await resetPassword({ username: address });
  } catch (error) {
    const name = errorName(error);
    if (name === 'UserNotFoundException') return;
    if (name === 'NotAuthorizedException' || name === 'InvalidParameterException') {
      await requestActivation(address);
      return;
    }
    throw error;
  }
}

/** `/password-reset`: email, 'Send Reset Link', 'Back to Sign In'; then 'check your email' (the link lasts 1 hour). */
export function PasswordResetRequest() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { failure, setFailure, clearOnEdit } = useFormFailure();
  const form = useEmailForm();

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await sendResetLink(values.email);
    } catch (error) {
      setFailure(providerMessage(error, FAILURE_MESSAGE));
      return;
    }
    toast.success(RESET_SENT_MESSAGE);
    setSentTo(values.email);
  });

  if (sentTo) {
    return (
      <AuthScreen title="Reset your password">
        <CheckYourEmail
          actions={
            <button type="button" className="link link--button" onClick={() => setSentTo(null)}>
              Use a different email
            </button>
          }
        >
          <p>
            If an account exists for <strong>{sentTo}</strong>, we have sent it a link to reset your password. The link expires in 1 hour.
          </p>
        </CheckYourEmail>
      </AuthScreen>
    );
  }

  return (
    <AuthScreen title="Reset your password" subtitle="Enter the email address of your account and we will send you a link to choose a new password.">
      <EmailLinkForm id="reset-email" form={form} onSubmit={onSubmit} failure={failure} clearOnEdit={clearOnEdit} submitLabel="Send Reset Link" />
    </AuthScreen>
  );
}
