import type { FieldErrors, UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from '../ui/text-field';
import type { ConveyancerInput } from './conveyancer-input';

interface ConveyancerFieldsProps {
  /** Makes the fields' ids unique on the page. */
  idPrefix: string;
  /** Registers one of the conveyancer's fields where the form keeps it. */
  register: (name: keyof ConveyancerInput) => UseFormRegisterReturn;
  errors: FieldErrors<ConveyancerInput> | undefined;
}

/** The fields of a party's solicitor: the investor's own on My deals, the seller's in the memorandum of sale. */
export function ConveyancerFields({ idPrefix, register, errors }: ConveyancerFieldsProps) {
  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <>
      <TextField id={id('firm')} label="Firm" autoComplete="organization" error={errors?.firm} {...register('firm')} />
      <TextField id={id('contact')} label="Contact name" error={errors?.contactName} {...register('contactName')} />
      <TextField id={id('email')} label="Email" type="email" autoComplete="off" error={errors?.email} {...register('email')} />
      <TextField id={id('phone')} label="Telephone" type="tel" autoComplete="off" error={errors?.phone} {...register('phone')} />
      <TextField id={id('address')} label="Address" autoComplete="off" error={errors?.address} {...register('address')} />
      <TextField id={id('reference')} label="Their reference (optional)" error={errors?.reference} {...register('reference')} />
    </>
  );
}
