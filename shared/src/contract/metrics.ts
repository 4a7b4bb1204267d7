/**
 * The business metrics the functions emit (CloudWatch embedded metric format, written with the logs) and the
 * dimensions each one carries. Read by functions/src/observability/ to emit them and by infra/lib/constructs/monitoring.ts
 * to alarm on them and draw them, so a metric's name is written once.
 */
export interface MetricDef {
  readonly name: string;
  readonly description: string;
  readonly dimensions: readonly string[];
}

/** The kinds of outbound webhook: the lead automation (new registrations), the property alerts, the welcome email and the erasure notice. */
export const webhookKinds = ['lead', 'property', 'welcome', 'erasure'] as const;

/** Why the upload complete step refused a file: the reason dimension of uploadsRefused. */
export const uploadRefusalReasons = ['tooLarge', 'empty', 'wrongContent', 'invalidImage'] as const;
export type UploadRefusal = (typeof uploadRefusalReasons)[number];

export const businessMetrics = {
  requests: { name: 'Requests', description: 'API requests answered, by route and status class (2xx, 4xx, 5xx)', dimensions: ['route', 'statusClass'] },
  conflicts: { name: 'Conflicts', description: 'Writes refused with 409 (a stale version or a duplicate)', dimensions: ['route'] },
  outages: { name: 'Outages', description: 'Requests answered 503 because a dependency throttled or was unreachable', dimensions: ['route'] },
  uploadsRefused: { name: 'UploadsRefused', description: 'Uploads refused by the complete step, by reason', dimensions: ['reason'] },
  webhooksSent: { name: 'WebhooksSent', description: 'Outbound webhooks the receiver accepted, by kind', dimensions: ['kind'] },
  webhooksFailed: { name: 'WebhooksFailed', description: 'Outbound webhooks that failed after their retries, by kind', dimensions: ['kind'] },
  invitationsSent: { name: 'InvitationsSent', description: 'Cognito invitation emails sent (new accounts and resends)', dimensions: [] },
  signIns: { name: 'SignIns', description: 'Members signing in to the portal', dimensions: [] },
  alertsCreated: { name: 'AlertsCreated', description: 'Per-investor alerts stored by the listing-event fan-out, by event kind', dimensions: ['kind'] },
  alertEmailsSent: { name: 'AlertEmailsSent', description: 'Alert emails SES accepted, Daily digests or Instant', dimensions: ['frequency'] },
  alertEmailsFailed: {
    name: 'AlertEmailsFailed',
    description: 'Alert emails SES refused or could not be reached for (kept queued for the next run)',
    dimensions: ['frequency'],
  },
} as const satisfies Record<string, MetricDef>;

export type BusinessMetric = keyof typeof businessMetrics;
/** The dimension values a metric needs, e.g. { kind: 'lead' } for webhooksFailed. */
export type MetricDimensions<M extends BusinessMetric> = Record<(typeof businessMetrics)[M]['dimensions'][number], string>;

/** 2xx, 3xx, 4xx or 5xx: the status class dimension of the requests metric. */
export const statusClass = (statusCode: number) => `${Math.floor(statusCode / 100)}xx`;
