import { readFirmRegistrations, type FirmRegistrations } from '@shared/contract/firm';
import { env } from './env';

/** The brand a PDF names when the deployment gives no registrations (the settings' default brand). */
export const DEFAULT_BRAND = 'Off-Market Property Portal';

let firm: FirmRegistrations | undefined | null = null;
/** The deployment's registrations (FIRM_REGISTRATIONS), read once: printed on every PDF the portal makes. */
export const firmRegistrations = (): FirmRegistrations | undefined => {
  if (firm === null) {
    const raw = env().FIRM_REGISTRATIONS;
    firm = raw ? readFirmRegistrations(JSON.parse(raw)) : undefined;
  }
  return firm;
};
