import { isVatRegistered, type FirmRegistrations } from '@shared/contract/firm';

/** ' net of VAT' after a fee where the firm charges VAT; nothing where it is not VAT registered (it charges none). */
export const netOfVat = (firm: FirmRegistrations | undefined): string => (isVatRegistered(firm) ? ' net of VAT' : '');

/** The board's fees column. */
export const feesHeader = (firm: FirmRegistrations | undefined): string => (isVatRegistered(firm) ? 'Fees (net of VAT)' : 'Fees');
