import type * as z from '@shared/core/zod';
import { sendMemorandumSchema, type SendMemorandum } from '@shared/domain/deal-document';
import type { DealFinancing } from '@shared/rules/deal-stages';
import { blankConveyancer, type ConveyancerInput } from '../../../components/deal/conveyancer-input';

/** The memorandum of sale's form: what the sourcer adds to the deal's own facts, every answer as text ('' when not given). */
export interface MemorandumFormValues {
  seller: { name: string; address: string };
  /** The seller's solicitor is sent only when the sourcer says they are instructed. */
  sellerSolicitorKnown: boolean;
  sellerSolicitor: ConveyancerInput;
  /** Asked only of a mortgage purchase. */
  lender: string;
  /** One condition a line. */
  specialConditions: string;
}

export const blankMemorandum: MemorandumFormValues = {
  seller: { name: '', address: '' },
  sellerSolicitorKnown: false,
  sellerSolicitor: blankConveyancer,
  lender: '',
  specialConditions: '',
};

const given = (text: string | undefined) => (text?.trim() ? text : undefined);

/** The special conditions, one a non-blank line. */
export const conditionLines = (text: string): string[] =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

/** The request the form makes: answers left blank are left out, and the lender is sent only for a mortgage purchase. */
export function memorandumRequest(values: MemorandumFormValues, financing: DealFinancing): z.input<typeof sendMemorandumSchema> {
  const address = given(values.seller.address);
  const { reference, ...solicitor } = values.sellerSolicitor;
  const lender = financing === 'mortgage' ? given(values.lender) : undefined;
  return {
    seller: { name: values.seller.name, ...(address ? { address } : {}) },
    ...(values.sellerSolicitorKnown ? { sellerSolicitor: { ...solicitor, ...(given(reference) ? { reference } : {}) } } : {}),
    ...(lender ? { lender } : {}),
    specialConditions: conditionLines(values.specialConditions),
  };
}

/**
 * Messages about the request's fields, by dotted path ('seller.name', 'specialConditions.2', as the schema's issues and
 * a 400's fields name them), keyed by the form field that shows each: the first message for a field, and the special
 * conditions' on their one field, numbered.
 */
export function formMessages(messages: readonly (readonly [path: string, message: string])[]): Record<string, string> {
  const byField: Record<string, string> = {};
  for (const [path, message] of messages) {
    const [head, index] = path.split('.');
    const conditions = head === 'specialConditions';
    byField[conditions ? head : path] ??= conditions && index !== undefined ? `Special condition ${Number(index) + 1}: ${message}` : message;
  }
  return byField;
}

export type MemorandumCheck = { ok: true; request: SendMemorandum } | { ok: false; messages: Record<string, string> };

/** The form's answers checked by the schema the server checks them with: the request to send, or what to correct. */
export function checkMemorandum(values: MemorandumFormValues, financing: DealFinancing): MemorandumCheck {
  const parsed = sendMemorandumSchema.safeParse(memorandumRequest(values, financing));
  if (parsed.success) return { ok: true, request: parsed.data };
  return { ok: false, messages: formMessages(parsed.error.issues.map((issue) => [issue.path.map(String).join('.'), issue.message] as const)) };
}

/** Who the memorandum is emailed to, in words: the investor, and each solicitor it names. */
export function memorandumRecipients({ buyerSolicitor, sellerSolicitor }: { buyerSolicitor: boolean; sellerSolicitor: boolean }): string {
  const names = ['the investor', ...(buyerSolicitor ? ['the buyer’s solicitor'] : []), ...(sellerSolicitor ? ['the seller’s solicitor'] : [])];
  return names.length === 1 ? names[0]! : `${names.slice(0, -1).join(', ')} and ${names.at(-1)!}`;
}
