import { useState, type FormEvent } from 'react';
import { formatPence } from '@shared/rules/sourcing-fee';
import type { MyReservation } from '@shared/views/reservation';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { FormAlert } from '../../../components/ui/form-alert';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../lib/toast';
import { openAgreement, useSignAgreement } from '../api/agreement';
import { whenUk } from '../lib/format';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : 'Something went wrong. Please try again.');

/** The sourcing agreement step: read the PDF, type the full name, tick 'I agree', sign; then the signed copy. */
export function AgreementStep({ reservation, done }: { reservation: MyReservation; done: boolean }) {
  const sign = useSignAgreement();
  const [fullName, setFullName] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [opening, setOpening] = useState(false);
  const [opened, setOpened] = useState<string | null>(null);
  const fieldId = (name: string) => `agreement-${reservation.id}-${name}`;

  const read = async () => {
    setOpening(true);
    setFailure(null);
    try {
      setOpened(await openAgreement(reservation.id));
    } catch (error) {
      setFailure(messageOf(error));
    } finally {
      setOpening(false);
    }
  };

  if (done)
    return (
      <p>
        Signed {reservation.agreement?.signedAt ? whenUk(reservation.agreement.signedAt) : ''}. We emailed you the signed copy.{' '}
        <Button variant="ghost" busy={opening} busyLabel="Opening…" onClick={() => void read()}>
          Open the signed agreement
        </Button>
      </p>
    );

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (!opened) return setFailure('Open the agreement and read it before you sign');
    if (fullName.trim().length < 2) return setFailure('Type your full name to sign');
    if (!agreed) return setFailure('Tick ‘I agree’ to sign the agreement');
    try {
      await sign.mutateAsync({ id: reservation.id, body: { expectedVersion: reservation.version, fullName, agreed: true, sha256: opened } });
      toast.success('Agreement signed');
    } catch (error) {
      setFailure(messageOf(error));
    }
  };

  return (
    <form className="reservation__sign" noValidate onSubmit={(event) => void onSubmit(event)} aria-label="Sign the sourcing agreement">
      <p>
        Read the agreement before you sign: it sets out the fee, when it is payable, the refund terms and your right to cancel within 14 days. Signing it
        commits you to pay the reservation fee of {formatPence(reservation.reservationFeePence)}.
      </p>
      <div>
        <Button variant="secondary" busy={opening} busyLabel="Opening…" onClick={() => void read()}>
          Read the agreement (PDF)
        </Button>
      </div>
      <TextField id={fieldId('name')} label="Your full name" autoComplete="name" value={fullName} onChange={(e) => setFullName(e.target.value)} />
      <CheckboxField
        id={fieldId('agree')}
        label="I agree to the terms of this sourcing agreement"
        checked={agreed}
        onChange={(e) => setAgreed(e.target.checked)}
      />
      <FormAlert message={failure} />
      {/* Signing concludes the contract and binds the investor to pay the reservation fee: the Consumer Contracts
          Regulations 2013, reg. 14(3), ask the button to say so unambiguously, or the consumer is not bound. */}
      <Button type="submit" variant="primary" busy={sign.isPending} busyLabel="Signing…">
        {`Sign and agree to pay ${formatPence(reservation.reservationFeePence)}`}
      </Button>
    </form>
  );
}
