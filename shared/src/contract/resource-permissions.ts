/**
 * What a function's code may touch beyond its own logs, by name. Routes (shared/src/contract/routes.ts) and jobs
 * (shared/src/contract/jobs.ts) list the names they need; infra/lib/permissions.ts maps each name to IAM actions
 * on the deployed resource, and a function's policy is the union of its entries' names.
 */
export type ResourcePermission =
  | 'table:read'
  | 'table:write'
  /**
   * read: GetObject (and so presigning GETs); write: PutObject and DeleteObject; delete: DeleteObject only;
   * list: ListBucket (finding a property's files by its key prefix, see functions/src/catalogue/uploads/property-files.ts).
   */
  | `${'images' | 'documents' | 'heroes'}:${'read' | 'write' | 'delete' | 'list'}`
  /** Cognito admin actions, one set per use (infra/lib/permissions.ts lists each set's actions). */
  | 'users:invite'
  | 'users:setAccess'
  | 'users:activate'
  | 'users:read'
  | 'users:list'
  | 'users:erase'
  | 'users:checkPassword'
  /** Read the SSM parameter holding the site's origin (for links in emails). */
  | 'appOrigin:read'
  /** Read the SSM SecureString parameter holding the property-webhook signing secret. */
  | 'webhookSecret:read'
  /** Read the SSM SecureString parameter holding the key of the signed unsubscribe links. */
  | 'alertSecret:read'
  /** Read the SSM SecureString parameters holding the Stripe API key and the Stripe webhook signing secret. */
  | 'stripeSecrets:read'
  /** Send email through SES from the configured identity (-c sesFromEmail); nothing when none is configured. */
  | 'email:send';
