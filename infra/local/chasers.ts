import { runScheduledJobNow } from './run-job';

/**
 * `npm run chasers`: sends today's deal chasers now, against the running `npm start` stack (the stack's timer does it
 * once a day). A recipient chased already today (in London) is not chased again.
 */
await runScheduledJobNow('sales/deals/send-deal-chasers', 'npm run chasers');
