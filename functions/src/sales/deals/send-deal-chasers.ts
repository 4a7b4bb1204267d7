import { jobHandler } from '../../observability/job-handler';
import { sendDealChasers } from './chasers';

/** The daily deal chaser (EventBridge on AWS, a timer in the local stack): chasers.ts. */
export const handler = jobHandler(() => sendDealChasers());
