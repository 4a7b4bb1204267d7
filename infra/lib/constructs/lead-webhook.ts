import { Duration } from 'aws-cdk-lib';
import { Construct } from 'constructs';
import { PortalFunction } from './portal-function';

export interface LeadWebhookProps {
  /** The lead-automation webhook; when absent the function logs each lead and skips the POST. */
  readonly url?: string;
}

/**
 * The function posting new interest registrations to the lead-automation webhook. The
 * register-interest route invokes it asynchronously, so the visitor never waits for the webhook.
 */
export class LeadWebhook extends Construct {
  readonly function: PortalFunction;

  constructor(scope: Construct, id: string, props: LeadWebhookProps) {
    super(scope, id);

    this.function = new PortalFunction(this, 'Function', {
      handler: 'interest/deliver-lead-webhook',
      name: 'leadWebhook',
      description: 'Posts new interest registrations to the lead-automation webhook',
      // Three attempts of at most 3 s each with back-off between them, plus a cold start.
      timeout: Duration.seconds(20),
      environment: {
        POWERTOOLS_SERVICE_NAME: 'portal-lead-webhook',
        ...(props.url ? { LEAD_WEBHOOK_URL: props.url } : {}),
      },
    });

    this.function.configureAsyncInvoke({
      // The handler retries the POST itself and never throws: a Lambda retry could only post a lead twice.
      retryAttempts: 0,
      // A lead queued behind throttling is still worth posting for a few hours; it is stored either way.
      maxEventAge: Duration.hours(6),
    });
  }
}
