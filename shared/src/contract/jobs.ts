import type { ResourcePermission } from './resource-permissions';

/**
 * The functions that are not routes: Cognito triggers, outbound webhooks and jobs our code starts
 * with an asynchronous Invoke. Read by CDK (infra/lib/constructs/jobs.ts) and by the local stack,
 * which answers Lambda Invoke for each of them by its name here.
 *
 * handler: module under functions/src exporting `handler`.
 * invokedBy: 'cognito' (a user-pool trigger, built beside the pool), 'async' (a route holding
 *   `invoke:<name>` queues an event and answers without waiting) or 'schedule' (an EventBridge rule
 *   every `rateHours` on AWS; a timer in the local stack; a route may still queue events for it with `invoke:<name>`).
 * retryAttempts, maxEventAgeSeconds: Lambda's handling of queued events ('async' and 'schedule').
 */
export interface JobDef {
  readonly handler: string;
  readonly description: string;
  readonly invokedBy: 'cognito' | 'async' | 'schedule';
  /** 'schedule' only: hours between runs. */
  readonly rateHours?: number;
  /** 'schedule' only: a second, frequent run with an event of its own (EventBridge Scheduler on AWS, a timer locally). */
  readonly frequentRun?: { readonly everyMinutes: number; readonly event: Readonly<Record<string, string>>; readonly description: string };
  readonly permissions: readonly ResourcePermission[];
  readonly timeoutSeconds?: number;
  readonly memorySize?: number;
  readonly retryAttempts?: number;
  readonly maxEventAgeSeconds?: number;
}

export const jobs = {
  customMessage: {
    handler: 'members/auth/custom-message',
    description: 'Cognito CustomMessage trigger: renders the invitation and password emails',
    invokedBy: 'cognito',
    permissions: ['appOrigin:read'],
    // Cognito waits at most 5 seconds for a trigger.
    timeoutSeconds: 5,
    memorySize: 256,
  },
  leadWebhook: {
    handler: 'sales/interest/deliver-lead-webhook',
    description: 'Posts new interest registrations to the lead-automation webhook',
    invokedBy: 'async',
    // It records the outcome on the registration (leadDelivery), so a failed lead is kept and can be resent.
    permissions: ['table:read', 'table:write'],
    // Three attempts of at most 3 s each with back-off between them, plus a cold start.
    timeoutSeconds: 20,
    // It retries the POST itself and never throws: a Lambda retry could only post a lead twice.
    retryAttempts: 0,
    // A lead queued behind throttling is still worth posting for a few hours; it is stored either way.
    maxEventAgeSeconds: 6 * 3600,
  },
  sendActivation: {
    handler: 'members/accounts/send-activation',
    description: "'Let Me In': sends the invitation again, or a password-setup link",
    invokedBy: 'async',
    permissions: ['users:activate'],
    timeoutSeconds: 10,
    // A retry would send a second email with a new temporary password, voiding the first one.
    retryAttempts: 0,
    maxEventAgeSeconds: 3600,
  },
  sweepAbandonedUploads: {
    handler: 'catalogue/uploads/sweep-abandoned-uploads',
    description: 'Deletes uploaded files that no saved property, area insight or resource points at, once past a grace period',
    invokedBy: 'schedule',
    rateHours: 6,
    // Reads the records (Query and Get, never Scan), lists the upload prefixes and deletes what nothing points at.
    permissions: ['table:read', 'images:list', 'images:delete', 'documents:list', 'documents:delete', 'heroes:list', 'heroes:delete'],
    // Listing a few hundred thousand keys and deleting what is left over fits well inside 5 minutes.
    timeoutSeconds: 300,
    // It is idempotent, so Lambda's two retries (backing off about 1, then 2 minutes) are safe; what still fails
    // lands in its dead-letter queue, and the next run, 6 hours later, finishes the rest anyway.
    retryAttempts: 2,
  },
  finishErasures: {
    handler: 'members/erasure/finish-erasures',
    description: 'Finishes every member erasure left unfinished for over an hour, and sends its erasure notice once',
    invokedBy: 'schedule',
    rateHours: 1,
    // Queries the unfinished erasures (gsi1, never a Scan), erases what is left of each and deletes its login; cancels an
    // open hold of the member's, offering the listing to the next on its waiting list by email (the site's origin).
    permissions: ['table:read', 'table:write', 'users:erase', 'email:send', 'appOrigin:read'],
    timeoutSeconds: 300,
    // Every step of an erasure can run again, and its notice is claimed by its id before it is sent: retries are safe.
    retryAttempts: 2,
  },
  alerts: {
    handler: 'alerts/emails/alerts-job',
    description:
      "Matched alerts: fans out a listing event to investors (queued by the property write); every minute, sends the Instant emails whose batch window has closed, and the admins' emails of investors' deal messages likewise; daily, sends the digests",
    // Built in a stack of its own (infra/lib/stacks/alerts-stack.ts), its daily run by EventBridge Scheduler.
    invokedBy: 'schedule',
    rateHours: 24,
    // Instant emails are batched per investor (functions/src/alerts/emails/instant-batches.ts): each run sends the batches now due.
    // So are the admins' emails of investors' deal messages (functions/src/sales/deals/message-batches.ts), on the same window.
    frequentRun: { everyMinutes: 1, event: { sweep: 'instant' }, description: 'Sends the Instant alert emails whose batch window has closed' },
    // Queries the approved profiles and every saved search (never a Scan), writes alerts and the email queue, signs
    // unsubscribe links and reads the site's origin for the emails' links.
    permissions: ['table:read', 'table:write', 'email:send', 'alertSecret:read', 'appOrigin:read'],
    timeoutSeconds: 300,
    memorySize: 512,
    // All are safe to repeat: an alert is a conditional put per (investor, event), a day's digest is claimed before it is
    // sent, and so are an Instant batch and each alert in it.
    retryAttempts: 2,
    maxEventAgeSeconds: 6 * 3600,
  },
  importSanctionsList: {
    handler: 'compliance/sanctions/import-sanctions-list',
    description: 'Imports the UK Sanctions List (FCDO) daily: keeps the published file and, when it changed, its entries for screening',
    invokedBy: 'schedule',
    rateHours: 24,
    // Gets and writes the list's version item and entries (Query and Get, never a Scan); keeps the file in the documents bucket;
    // when the list changed, re-screens the buyers (their records: table read and write) as rescreenBuyers does.
    permissions: ['table:read', 'table:write', 'documents:write'],
    // The published file is some megabytes: downloading, parsing and writing a few thousand entries in batches.
    timeoutSeconds: 300,
    memorySize: 1024,
    // Safe to repeat: an unchanged file writes nothing, a changed one rewrites identical items and switches once.
    retryAttempts: 2,
  },
  rescreenBuyers: {
    handler: 'compliance/buyer-checks/rescreen-buyers',
    description: "Re-screens every buyer's checks not yet screened against the current UK Sanctions List",
    // Daily; the list's import also runs it when the list changed, and this run finishes what that one left.
    invokedBy: 'schedule',
    rateHours: 24,
    // Queries the records (gsi1, never a Scan) and writes each one's screening with its audit event.
    permissions: ['table:read', 'table:write'],
    timeoutSeconds: 300,
    // A record already screened against the list is left alone: retries are safe.
    retryAttempts: 2,
  },
  deleteExpiredBuyerChecks: {
    handler: 'compliance/buyer-checks/delete-expired-buyer-checks',
    description: "Deletes buyers' checks, their evidence and audit events five years after the relationship ended (MLR 2017 reg. 40)",
    invokedBy: 'schedule',
    rateHours: 24,
    // Queries the records past their retention date (gsi1), lists and deletes their files, deletes the record and its audit events.
    permissions: ['table:read', 'table:write', 'documents:list', 'documents:delete'],
    timeoutSeconds: 300,
    // Deleting twice is harmless.
    retryAttempts: 2,
  },
  expireReservationHolds: {
    handler: 'sales/reservations/expire-holds',
    description:
      "Lapses reservation holds past their deadline, and cancels an erased member's open holds (queued by the erasure), offering each listing to the next on its waiting list; notes the erasure on their open deals",
    invokedBy: 'schedule',
    rateHours: 1,
    // A hold ends at a time of day: a lapse shows within minutes, and the next investor's hold starts then.
    frequentRun: { everyMinutes: 5, event: { sweep: 'holds' }, description: 'Lapses the reservation holds past their deadline' },
    // Queries the open locks (gsi1, never a Scan), writes each lapse with the next hold, its alert and audit events in one
    // transaction, ends the buyer relationship on the buyer's checks, emails the next investor (the site's origin for its link).
    permissions: ['table:read', 'table:write', 'email:send', 'appOrigin:read'],
    timeoutSeconds: 120,
    // Each lapse is conditional on the version read: a retry or a second run at once writes nothing twice.
    retryAttempts: 2,
  },
  sendDealChasers: {
    handler: 'sales/deals/send-deal-chasers',
    description: 'Emails each owner what is due within 3 days or late on their open deals, once a day, and the admins one summary',
    invokedBy: 'schedule',
    rateHours: 24,
    // Queries the open deals (a Query per stage column of gsi1, never a Scan), reads the investors' profiles and the
    // listings' titles, writes a send claim per recipient and day, emails them (the site's origin for the links).
    permissions: ['table:read', 'table:write', 'email:send', 'appOrigin:read'],
    // A few hundred deals and recipients, one email each.
    timeoutSeconds: 300,
    // Each email goes after its recipient's claim on the day is created: a retry or a second run at once sends none twice.
    retryAttempts: 2,
  },
  deleteExpiredDeals: {
    handler: 'sales/deals/delete-expired-deals',
    description: "Deletes a deal's records (its trail, messages, documents and audit events) five years after it completed or fell through (MLR 2017 reg. 40)",
    invokedBy: 'schedule',
    rateHours: 24,
    // Queries the ended deals past the period (a Query per ending of gsi1 with a key condition on its date, never a Scan),
    // lists and deletes their files under deals/{id}/, deletes their partition, message notices and audit events.
    permissions: ['table:read', 'table:write', 'documents:list', 'documents:delete'],
    timeoutSeconds: 300,
    // Every step deletes what it finds and the deal goes last, so the next run finds one left half-way: retries are safe.
    retryAttempts: 2,
  },
  refundCardPayment: {
    handler: 'sales/reservations/refund-card-payment',
    description: "Refunds a reservation fee paid by card through Stripe's refund API, and records it refunded",
    invokedBy: 'async',
    // The only function but the agreement's and the webhook's carrying the Stripe library: the API groups stay small.
    permissions: ['table:read', 'table:write', 'stripeSecrets:read'],
    // One Stripe call of at most 6.5 s (functions/src/sales/payments/stripe.ts) and a write, plus a cold start.
    timeoutSeconds: 20,
    // One idempotency key per reservation: Stripe applies a retried refund once.
    retryAttempts: 2,
    maxEventAgeSeconds: 6 * 3600,
  },
} as const satisfies Record<string, JobDef>;

export type JobName = keyof typeof jobs;
export const jobEntries = () => Object.entries(jobs) as [JobName, JobDef][];

/** The environment variable holding a job's function name, e.g. leadWebhook: LEAD_WEBHOOK_FUNCTION. */
export const jobFunctionVariable = (job: JobName) => `${job.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}_FUNCTION`;
