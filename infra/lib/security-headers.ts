/**
 * The site's security headers, defined once: the CloudFront ResponseHeadersPolicy (constructs/web.ts) and
 * the local web server (infra/local/web.ts) both build theirs from here, so a Content-Security-Policy
 * violation shows up in the e2e tests before it shows up on AWS.
 */

export interface CspSources {
  /** Where the SPA may fetch from besides its own origin (Cognito, the upload hosts; locally the emulators). */
  readonly connect: readonly string[];
  /** Origins of the embedded seller form, maps and review widget. */
  readonly frames: readonly string[];
  /** Scripts besides the SPA's own (the review widget). */
  readonly scripts?: readonly string[];
  /** Image hosts besides 'self', data:, blob: and https: (locally the s3rver origin, which is plain http). */
  readonly images?: readonly string[];
  /** Upgrade plain-http subresources to https (on AWS; not locally, where every emulator is plain http). */
  readonly upgradeInsecureRequests: boolean;
}

/**
 * Same-origin for the SPA, its images and (on AWS, under /api) its API; Cognito and the S3 upload hosts for
 * fetch; the embedded seller form, maps and review widget as frames.
 */
export function contentSecurityPolicy(sources: CspSources): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...(sources.scripts ?? [])].join(' '),
    // Toast and UI libraries inject <style> elements at run time.
    "style-src 'self' 'unsafe-inline'",
    // Stored photos may be absolute https URLs kept from imported listings.
    ["img-src 'self' data: blob: https:", ...(sources.images ?? [])].join(' '),
    "font-src 'self' data:",
    ["connect-src 'self'", ...sources.connect].join(' '),
    ['frame-src', ...sources.frames].join(' '),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(sources.upgradeInsecureRequests ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
}

/** The headers besides the CSP, as CloudFront sends them (the CDK policy maps each onto its typed field). */
export const securityHeaders = {
  /** Two years, subdomains included (AWS only: HSTS means nothing over plain-http localhost). */
  strictTransportSecurityMaxAgeSeconds: 730 * 24 * 60 * 60,
  contentTypeOptions: 'nosniff',
  frameOptions: 'DENY',
  referrerPolicy: 'strict-origin-when-cross-origin',
  permissionsPolicy: 'camera=(), microphone=(), geolocation=(), payment=()',
} as const;

/** The origins the SPA frames (seller form, maps, review widget). */
export const frameOrigins = (settings: { sellerFormUrl?: string; reviewWidgetUrl?: string }) => [
  ...(settings.sellerFormUrl ? [new URL(settings.sellerFormUrl).origin] : []),
  'https://www.google.com',
  'https://maps.google.com',
  ...(settings.reviewWidgetUrl ? [new URL(settings.reviewWidgetUrl).origin] : []),
];

/** Every header of a served page as name/value pairs (the local server's; CloudFront adds the same through its policy). */
export function securityHeaderLines(csp: string, { https }: { https: boolean }): Record<string, string> {
  return {
    'content-security-policy': csp,
    ...(https ? { 'strict-transport-security': `max-age=${securityHeaders.strictTransportSecurityMaxAgeSeconds}; includeSubDomains` } : {}),
    'x-content-type-options': securityHeaders.contentTypeOptions,
    'x-frame-options': securityHeaders.frameOptions,
    'referrer-policy': securityHeaders.referrerPolicy,
    'permissions-policy': securityHeaders.permissionsPolicy,
  };
}
