import type * as z from '@shared/core/zod';
import type { conveyancerSchema } from '@shared/domain/deal';

/** A solicitor or licensed conveyancer as a form holds them (conveyancerSchema's input): every field text, '' when not given. */
export type ConveyancerInput = z.input<typeof conveyancerSchema>;

export const blankConveyancer: ConveyancerInput = { firm: '', contactName: '', email: '', phone: '', address: '', reference: '' };
