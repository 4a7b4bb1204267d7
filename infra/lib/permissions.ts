import { createHash } from 'node:crypto';
import { ArnFormat, type CfnElement, Stack, Validations } from 'aws-cdk-lib';
import type { IUserPool } from 'aws-cdk-lib/aws-cognito';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { IConstruct } from 'constructs';
import { type JobName, jobFunctionVariable } from '@shared/contract/jobs';
import type { Permission } from '@shared/contract/permissions';
import { globalIndexes } from '../../functions/src/db/table';
import type { PortalFunction } from './constructs/portal-function';

/**
 * Cognito actions on the user pool, one set per use, each only what functions/src/cognito.ts calls
 * for it. (ForgotPassword, behind the password-setup link, is a public API and needs no IAM.)
 */
export const userPoolActions = {
  /** create-user: invite (Cognito emails the invitation), place in the role's group, undo if a later step fails, or repair a user left without a profile. */
  'users:invite': ['cognito-idp:AdminCreateUser', 'cognito-idp:AdminGetUser', 'cognito-idp:AdminAddUserToGroup', 'cognito-idp:AdminDeleteUser'],
  /** set-access: find the user, lock it out (disable and end its sessions) or let it back in. */
  'users:setAccess': ['cognito-idp:AdminGetUser', 'cognito-idp:AdminDisableUser', 'cognito-idp:AdminEnableUser', 'cognito-idp:AdminUserGlobalSignOut'],
  /** the sendActivation job: find the user and re-send its invitation (AdminCreateUser with MessageAction RESEND). */
  'users:activate': ['cognito-idp:AdminGetUser', 'cognito-idp:AdminCreateUser'],
  /** the details dialog: whether the member has set a password yet. */
  'users:read': ['cognito-idp:AdminGetUser'],
  /** the user list: every member's invitation status. */
  'users:list': ['cognito-idp:ListUsers'],
  /** an erasure: find the member's login and delete it. */
  'users:erase': ['cognito-idp:AdminGetUser', 'cognito-idp:AdminDeleteUser'],
  /** a member erasing their own account: their password asked for again (AdminInitiateAuth, ADMIN_USER_PASSWORD_AUTH). */
  'users:checkPassword': ['cognito-idp:AdminInitiateAuth'],
} as const satisfies Record<string, readonly `cognito-idp:${string}`[]>;

/**
 * Table access is spelled out rather than granted with grantReadData: the read set leaves out Scan
 * (no request path may scan) and names each index instead of `index/*`.
 * Transactions need no actions of their own: IAM checks each item operation inside them.
 */
const tableReadActions = ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query', 'dynamodb:ConditionCheckItem'];
const tableWriteActions = ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem'];
const indexArns = (table: ITable) => globalIndexes.map((index) => `${table.tableArn}/index/${index.indexName}`);
/** Object-level actions only (no List, no bucket-level reads), spelled out rather than grantRead's wildcards. */
const objectActions = { read: ['s3:GetObject'], write: ['s3:PutObject', 's3:DeleteObject'], delete: ['s3:DeleteObject'] } as const;
/** `<bucket>:list` is granted apart: s3:ListBucket on the bucket itself. */

/** The deployed resources the permission names point at; a function is given only those its names need. */
export interface PermissionTargets {
  readonly table?: ITable;
  readonly userPool?: IUserPool;
  readonly buckets?: { readonly images: IBucket; readonly documents: IBucket; readonly heroes: IBucket };
  readonly jobs?: Partial<Record<JobName, IFunction>>;
  /** SSM parameter holding the site's origin. */
  readonly appOriginParameterName?: string;
  /** SSM SecureString parameter holding the property-webhook signing secret. */
  readonly webhookSecretParameterName?: string;
  /** SSM SecureString parameter holding the key of the signed unsubscribe links. */
  readonly alertSecretParameterName?: string;
  /** SSM SecureString parameters holding the Stripe API key and the Stripe webhook signing secret. */
  readonly stripeParameterNames?: { readonly secretKey: string; readonly webhookSecret: string };
  /** The SES identity application email is sent from (-c sesFromEmail, -c sesRegion); without it `email:send` grants nothing. */
  readonly sesIdentity?: { readonly fromEmail: string; readonly region: string };
}

const required = <T>(value: T | undefined, permission: Permission, what: string): T => {
  if (value === undefined) throw new Error(`Permission ${permission} needs ${what}`);
  return value;
};

/** Grants each permission (shared/src/contract/permissions.ts) as least-privilege IAM statements on its one resource. */
export function grantPermissions(fn: PortalFunction, permissions: Iterable<Permission>, targets: PermissionTargets): void {
  for (const permission of new Set(permissions)) grantPermission(fn, permission, targets);
}

function grantPermission(fn: PortalFunction, permission: Permission, targets: PermissionTargets): void {
  const [resource, level] = permission.split(':') as [string, string];
  if (permission in userPoolActions) {
    required(targets.userPool, permission, 'the user pool').grant(fn, ...userPoolActions[permission as keyof typeof userPoolActions]);
  } else if (resource === 'invoke') {
    const job = required(targets.jobs?.[level as JobName], permission, `the ${level} job`);
    // Only the unqualified function (grantInvoke would add `:*`, every version and alias).
    fn.addToRolePolicy(new PolicyStatement({ actions: ['lambda:InvokeFunction'], resources: [job.functionArn] }));
    fn.addEnvironment(jobFunctionVariable(level as JobName), job.functionName);
  } else if (resource === 'table') {
    const table = required(targets.table, permission, 'the table');
    fn.addToRolePolicy(
      level === 'read'
        ? new PolicyStatement({ actions: tableReadActions, resources: [table.tableArn, ...indexArns(table)] })
        : new PolicyStatement({ actions: tableWriteActions, resources: [table.tableArn] }),
    );
  } else if (resource === 'appOrigin') {
    grantParameterRead(fn, required(targets.appOriginParameterName, permission, 'the app origin parameter'), 'APP_ORIGIN_PARAMETER');
  } else if (resource === 'webhookSecret') {
    grantParameterRead(fn, required(targets.webhookSecretParameterName, permission, 'the webhook secret parameter'), 'WEBHOOK_SECRET_PARAMETER');
  } else if (resource === 'alertSecret') {
    grantParameterRead(fn, required(targets.alertSecretParameterName, permission, 'the alert secret parameter'), 'ALERT_SECRET_PARAMETER');
  } else if (resource === 'stripeSecrets') {
    const names = required(targets.stripeParameterNames, permission, 'the Stripe secret parameters');
    grantParameterRead(fn, names.secretKey, 'STRIPE_SECRET_KEY_PARAMETER');
    grantParameterRead(fn, names.webhookSecret, 'STRIPE_WEBHOOK_SECRET_PARAMETER');
  } else if (resource === 'email') {
    // Unset identity: no grant and no SES_FROM_EMAIL, so the function skips email with a logged warning (functions/src/email.ts).
    if (!targets.sesIdentity) return;
    const { fromEmail, region } = targets.sesIdentity;
    const identity = (name: string) =>
      Stack.of(fn).formatArn({ service: 'ses', region, resource: 'identity', resourceName: name, arnFormat: ArnFormat.SLASH_RESOURCE_NAME });
    // SES authorises a send against the address's own identity or its domain's, whichever was verified.
    fn.addToRolePolicy(new PolicyStatement({ actions: ['ses:SendEmail'], resources: [identity(fromEmail), identity(fromEmail.split('@')[1]!)] }));
    fn.addEnvironment('SES_FROM_EMAIL', fromEmail);
    fn.addEnvironment('SES_REGION', region);
  } else if (level === 'list') {
    // A bucket-level action: it names the bucket, not its objects, so no wildcard is needed.
    const bucket = required(targets.buckets?.[resource as 'images' | 'documents' | 'heroes'], permission, `the ${resource} bucket`);
    fn.addToRolePolicy(new PolicyStatement({ actions: ['s3:ListBucket'], resources: [bucket.bucketArn] }));
  } else {
    const bucket = required(targets.buckets?.[resource as 'images' | 'documents' | 'heroes'], permission, `the ${resource} bucket`);
    const actions = [...objectActions[level as keyof typeof objectActions]];
    fn.addToRolePolicy(new PolicyStatement({ actions, resources: [bucket.arnForObjects('*')] }));
    const reason = `Object keys are generated per upload, so ${permission} cannot name them; the statement allows only ${actions.join(', ')} on objects of this one bucket.`;
    // cdk-nag spells a cross-stack bucket either way, depending on how CDK renders the reference in that synth
    // (with -c webUrl it is the plain logical id): the same statement is acknowledged under both spellings.
    for (const finding of new Set([
      objectsFinding(fn, bucket),
      `<${Stack.of(bucket).resolve((bucket.node.defaultChild as CfnElement).logicalId) as string}.Arn>/*`,
    ])) {
      Validations.of(fn).acknowledge({ id: `AwsSolutions-IAM5[Resource::${finding}]`, reason });
    }
  }
}

/**
 * How cdk-nag spells `<bucket arn>/*` in an IAM5 finding: `<LogicalId.Arn>/*` in the bucket's own stack;
 * from another stack, the weak cross-stack reference CDK renders (Fn::GetStackOutput of the output CDK
 * publishes in the producing stack, named after the reference: 'Publish' + 'Output{Fn::GetAtt...}' + hash).
 */
function objectsFinding(consumer: IConstruct, bucket: IBucket): string {
  const producer = Stack.of(bucket);
  const logicalId = producer.resolve((bucket.node.defaultChild as CfnElement).logicalId) as string;
  if (producer === Stack.of(consumer)) return `<${logicalId}.Arn>/*`;
  const components = ['Publish', `Output${JSON.stringify({ 'Fn::GetAtt': [logicalId, 'Arn'] })}`];
  const hash = createHash('md5').update(components.join('/')).digest('hex').slice(0, 8).toUpperCase();
  const outputName = components.map((c) => c.replace(/[^A-Za-z0-9]/g, '')).join('') + hash;
  const region: unknown = producer.resolve(producer.region);
  return `${JSON.stringify({ 'Fn::GetStackOutput': { StackName: producer.stackName, Region: region, OutputName: outputName } })}/*`;
}

/**
 * GetParameter on one SSM parameter, whose name the function finds in `variable`. The secrets are SecureStrings under
 * the account's default aws/ssm key, whose key policy lets SSM decrypt for a caller allowed GetParameter.
 */
function grantParameterRead(fn: PortalFunction, name: string, variable: string): void {
  const arn = Stack.of(fn).formatArn({
    service: 'ssm',
    resource: 'parameter',
    resourceName: name.replace(/^\//, ''),
    arnFormat: ArnFormat.SLASH_RESOURCE_NAME,
  });
  fn.addToRolePolicy(new PolicyStatement({ actions: ['ssm:GetParameter'], resources: [arn] }));
  fn.addEnvironment(variable, name);
}
