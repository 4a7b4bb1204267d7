import type { WebConfig } from './config';
import { readDataController } from './data-controller';
import { readFirmRegistrations } from './firm';

/**
 * /config.json read without zod, for the SPA's start-up: zod's parser was a twelfth of the JavaScript `/` loaded.
 * It accepts only what `webConfigSchema` accepts unchanged (every URL as the URL parser reads it, no surrounding
 * space) and returns what the schema would (defaults filled, other keys dropped); anything else is undefined, and
 * the caller asks the schema itself, which says what is wrong. config.test.ts holds the two to the same answers.
 */
export function readWebConfig(body: unknown): WebConfig | undefined {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return undefined;
  const raw = body as Record<string, unknown>;
  const text = (key: string) => (typeof raw[key] === 'string' && raw[key] !== '' ? (raw[key] as string) : undefined);
  const url = (key: string) => {
    const value = raw[key];
    return typeof value === 'string' && isPlainUrl(value) ? value : undefined;
  };
  const optionalUrl = (key: string) => raw[key] === undefined || url(key) !== undefined;
  const withDefault = (key: string) =>
    raw[key] === undefined ? 'Off-Market Property Portal' : typeof raw[key] === 'string' ? (raw[key] as string) : undefined;

  const region = text('region');
  const userPoolId = text('userPoolId');
  const userPoolClientId = text('userPoolClientId');
  const authFlow = raw.authFlow === 'USER_SRP_AUTH' || raw.authFlow === 'USER_PASSWORD_AUTH' ? raw.authFlow : undefined;
  const apiUrl = url('apiUrl') ?? (typeof raw.apiUrl === 'string' && /^\/[^/]/.test(raw.apiUrl) ? raw.apiUrl : undefined);
  const imageBaseUrl = url('imageBaseUrl');
  const heroImageBaseUrl = url('heroImageBaseUrl');
  const brand = withDefault('brand');
  const agencyName = withDefault('agencyName');
  const websiteUrl = url('websiteUrl');
  const chatInviteUrl = url('chatInviteUrl');
  const sellerFormUrl = url('sellerFormUrl');
  const dataController = readDataController(raw.dataController);
  const firm = raw.firm === undefined ? undefined : readFirmRegistrations(raw.firm);
  if (
    !region ||
    !userPoolId ||
    !userPoolClientId ||
    !authFlow ||
    !apiUrl ||
    !imageBaseUrl ||
    !heroImageBaseUrl ||
    brand === undefined ||
    agencyName === undefined ||
    !websiteUrl ||
    !chatInviteUrl ||
    !sellerFormUrl ||
    !dataController ||
    (raw.firm !== undefined && !firm) ||
    !optionalUrl('cognitoEndpoint') ||
    !optionalUrl('reviewWidgetUrl')
  )
    return undefined;
  return {
    region,
    userPoolId,
    userPoolClientId,
    ...(raw.cognitoEndpoint === undefined ? {} : { cognitoEndpoint: raw.cognitoEndpoint as string }),
    authFlow,
    apiUrl,
    imageBaseUrl,
    heroImageBaseUrl,
    brand,
    agencyName,
    websiteUrl,
    chatInviteUrl,
    sellerFormUrl,
    ...(raw.reviewWidgetUrl === undefined ? {} : { reviewWidgetUrl: raw.reviewWidgetUrl as string }),
    dataController,
    ...(firm ? { firm } : {}),
  };
}

/** A URL the parser reads, with nothing zod's URL check would trim or strip (so it passes unchanged). */
function isPlainUrl(value: string): boolean {
  if (value !== value.trim() || /[\t\n\r]/.test(value)) return false;
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
}
