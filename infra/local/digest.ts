import { runScheduledJobNow } from './run-job';

/**
 * `npm run digest`: sends the Daily alert digests now, against the running `npm start` stack (the stack's timer does it
 * once a day). A digest already sent to an investor in the last day is not sent again.
 */
await runScheduledJobNow('alerts/emails/alerts-job', 'npm run digest');
