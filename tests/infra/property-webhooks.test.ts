import { describe, expect, it } from 'vitest';
import { groupEntries, routes } from '@shared/contract/routes';
import { synthTemplates } from './app';
import { functionsByName, policyStatementsOf } from './functions';

/**
 * Property alerts in the CDK app: the three property-alert webhook URLs come from context and reach the function that
 * sends property notifications only, which may read the signing secret's SSM parameter; the function that deletes
 * properties may list the image and document buckets (a delete finds a property's files by its key prefixes).
 */
const sender = routes.notifyProperty.group;
const deleter = routes.deleteProperty.group;
describe('property-alert webhooks and per-property files', () => {
  const urls = {
    allUsersWebhookUrl: 'https://hooks.example.com/all',
    nonPortalMembersWebhookUrl: 'https://hooks.example.com/non-portal',
    specificEmailWebhookUrl: 'https://hooks.example.com/email',
  };
  const configured = synthTemplates({ ...urls, webhookSecretParameter: '/portal/test-webhook-secret' });
  const plain = synthTemplates({});

  it('gives the three webhook URLs to the notifying function only, and none without context', () => {
    const functions = functionsByName(configured.stateful, configured.app);
    const variables = functions.get(sender)!.fn.Properties.Environment.Variables;
    expect(variables).toMatchObject({
      PROPERTY_WEBHOOK_ALL_USERS_URL: urls.allUsersWebhookUrl,
      PROPERTY_WEBHOOK_NON_PORTAL_MEMBERS_URL: urls.nonPortalMembersWebhookUrl,
      PROPERTY_WEBHOOK_SPECIFIC_EMAIL_URL: urls.specificEmailWebhookUrl,
      WEBHOOK_SECRET_PARAMETER: '/portal/test-webhook-secret',
    });
    for (const [group] of groupEntries().filter(([g]) => g !== sender)) {
      const other = functions.get(group)!.fn.Properties.Environment.Variables;
      expect(other.PROPERTY_WEBHOOK_ALL_USERS_URL, group).toBeUndefined();
      expect(other.WEBHOOK_SECRET_PARAMETER, group).toBeUndefined();
    }
    const unconfigured = functionsByName(plain.stateful, plain.app).get(sender)!.fn.Properties.Environment.Variables;
    expect(unconfigured.PROPERTY_WEBHOOK_ALL_USERS_URL).toBeUndefined();
    expect(unconfigured.WEBHOOK_SECRET_PARAMETER).toBe('/portal/property-webhook-secret');
  });

  it('lets the notifying function read the secret parameter, and the deleting one list only the image and document buckets', () => {
    const statementsOf = (group: string) =>
      policyStatementsOf(functionsByName(configured.stateful, configured.app).get(group)!.fn, configured.app) as {
        Action: string | string[];
        Resource: unknown;
        Condition?: unknown;
      }[];
    const ssm = statementsOf(sender).filter((s) => [s.Action].flat().includes('ssm:GetParameter'));
    expect(ssm).toHaveLength(1);
    expect(JSON.stringify(ssm[0]!.Resource)).toContain(':parameter/portal/test-webhook-secret"');
    const statements = statementsOf(deleter);
    const lists = statements.filter((s) => [s.Action].flat().includes('s3:ListBucket'));
    for (const list of lists) expect([list.Action].flat()).toEqual(['s3:ListBucket']);
    // The two buckets themselves (CDK merges the two statements), never their objects.
    const buckets = lists.flatMap((list) => [list.Resource].flat()).map((resource) => JSON.stringify(resource));
    expect(buckets).toHaveLength(2);
    expect(buckets.join(' ')).toMatch(/PropertyImages/);
    expect(buckets.join(' ')).toMatch(/PropertyDocuments/);
    for (const bucket of buckets) expect(bucket).not.toContain('/*');
  });
});
