/**
 * Most integration files share one local stack and run side by side, a few files at a time (vitest project
 * 'integration'); the files named below run one at a time with nothing else on their stack (project
 * 'integration-alone'), each for the reason given: `npm test` gives them a stack of their own beside the others', and
 * `--project 'integration*'` on one stack runs them after the rest. They run in the order listed here: the fuzzer, which
 * keeps both cores busy for minutes, last. vitest.config.ts reads this list; nothing else does.
 *
 * What the files running side by side share, and what keeps them apart:
 * - The seeded data (infra/local/seed) and the demo accounts: read, never changed or deleted. A file that needs a
 *   listing that stays listable takes a seeded one; the newest listings are other files' and come and go.
 * - Everything else a file touches is its own: accounts (createTestUser), listings, resources, area insights, slugs,
 *   emails and ids made unique with randomUUID. Lists are read for the file's own items only, never counted whole.
 * - The public forms' per-address limit (20 in 10 minutes per route, functions/src/http/throttle.ts): the files that
 *   post from the default loopback address share its windows; a file posting more than a few uses an address of its
 *   own (postFrom, 127.x.y.z).
 * - The webhook sink: a file makes only its own deliveries fail, naming its email or id (setWebhookStatus(503, email)).
 * - The DynamoDB command log: commandsDuring counts the commands of the file's own requests (by request id).
 * - The SES emulator, the Cognito outbox, the recorded webhooks and the function logs: read for the file's own
 *   addresses, ids and request ids.
 * - The stack's time: the files slow each other down, so a check that holds only while the stack keeps up within a
 *   few seconds (every fan-out of a burst inside the alert batch window) is made alone.
 * A file that cannot keep to these goes in the list below, with its reason.
 */
export const aloneFiles: Readonly<Record<string, string>> = {
  'hung-dependency.test.ts': "freezes DynamoDB Local (SIGSTOP) for 15 s: the other files' requests meanwhile would answer 503.",
  'outage.test.ts': "kills DynamoDB Local and waits for the stack's supervisor to start it again: the other files' requests meanwhile would answer 503.",
  'partial-writes.test.ts': "takes cognito-local and s3rver off the network: the other files' sign-ins, access changes and file writes meanwhile would fail.",
  'member-data.test.ts':
    "takes cognito-local off the network halfway through an erasure, and revokes every other approved admin to meet the last-admin rule: the other files' sign-ins and admins would be refused meanwhile.",
  'last-admin-race.test.ts':
    "revokes every other approved admin (the demo's and the other files' too) so that two of its own are the only ones, round after round.",
  'erasure-recovery.test.ts':
    "runs the hourly erasure job with its clock an hour ahead: it would finish the other files' erasures while their requests are still erasing.",
  'reservations.test.ts':
    "moves the stack's clock 15 days ahead to lapse its holds, and its holds would lapse under the buyer checks' year-long clock moves: each file's clock would break the other's checks.",
  'deal-chaser.test.ts':
    "runs the daily chaser of every open deal on the stack with its clock a day and two days ahead: the other files' holds would lapse and their deals' stages turn late meanwhile, and their investors and admins would get chasers.",
  'buyer-checks.test.ts':
    "moves the stack's clock a year and five years ahead (the checks' renewal and retention): the other files' holds, deadlines and deals would read that time, past the bank holidays' table.",
  'deal-retention.test.ts':
    "moves the stack's clock a year and five years ahead and runs the daily deletion of every deal ended five years before: the other files' holds would lapse meanwhile, and their ended deals would be deleted under them.",
  'abandoned-uploads.test.ts':
    "runs the upload sweep with its clock a grace period ahead: it would delete the other files' fresh uploads that no saved record points at yet.",
  'alerts.test.ts': "sends the Daily digest of every investor on the stack: the other files' Daily investors would get emails they check they do not get.",
  'alert-emails.test.ts':
    "publishes ten listings at once, and edits one three times, and checks that each burst reaches the one email of the Instant batch window (8 s on the test stack), so every fan-out job must succeed within it: their burst of DynamoDB calls is near what the stack's one client and DynamoDB Local serve within the 500 ms connection budget, and the other files' calls on top make one time out, its fan-out fail and its listing miss the email.",
  'catalogue.test.ts':
    'deletes catalogue cards and management rows, puts orphan ones in the investor list, and counts what a repair of the whole catalogue writes and removes.',
  'properties.test.ts':
    'compares the whole catalogue, search index and admin list with every property record: listings other files add or delete meanwhile would differ.',
  'property-management.test.ts':
    'compares the Property Management rows, every page of them, with every property record, and makes the webhook sink fail for everybody.',
  'property-requests.test.ts':
    "counts the rows of the admin list of every investor's requests, and the commands that list takes by the number of investors in it.",
  'area-insights.test.ts': 'counts every published area insight in the sitemap.',
  'uploads.test.ts': "checks that nothing at all is left under the documents bucket's incoming/ prefix.",
  'erasure-barrier.test.ts':
    "races each of twenty erasures against ten loops of the member's writes: beside it the shared stack's files answered 503 and ran past their timeouts in fresh-clone runs, and its own rounds with them.",
  'listing-holds.test.ts':
    "races a reservation against each change of its listing for 20 rounds each, a burst of transactions on the same items: beside the erasure barrier's loops the stack's DynamoDB Local answered past its 3 s idle timeout, and the other file's requests and its own answered 503.",
  'fuzz-routes.test.ts':
    'sends 6,400 requests or more, eight at a time, for minutes: beside the other files it would starve the one stack their time-bound checks share. It reads only the keys its own requests can write, so running beside them is a matter of time, not of state; not yet tried.',
};
