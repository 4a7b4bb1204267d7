import type { Template } from 'aws-cdk-lib/assertions';
import { FUNCTION_NAME_METADATA } from '../../infra/lib/constructs/portal-function';
import { join } from 'node:path';
import { type Resource, resourcesOf, type SynthesizedPortal } from './app';

/** The portal's functions (groups and jobs), by the name each carries in its template metadata, with the template (stack) holding each. */
export const functionsByName = (...templates: Template[]) =>
  new Map(
    templates.flatMap((template) =>
      resourcesOf(template, 'AWS::Lambda::Function')
        .filter(([, fn]) => typeof fn.Metadata?.[FUNCTION_NAME_METADATA] === 'string')
        .map(([logicalId, fn]) => [fn.Metadata![FUNCTION_NAME_METADATA] as string, { logicalId, fn, template }] as const),
    ),
  );

/**
 * How a template refers to a value of another stack's resource (`{ Ref }` or `{ 'Fn::GetAtt' }` in the producer): the value
 * itself in the same stack, else the weak reference CDK writes (Fn::GetStackOutput of the one output the producer publishes for it).
 */
export function referenceTo(consumer: Template, producer: { template: Template; stackName: string }, value: unknown): unknown {
  if (consumer === producer.template) return value;
  const outputs = Object.entries((producer.template.toJSON().Outputs ?? {}) as Record<string, { Value: unknown }>);
  const published = outputs.filter(([, output]) => JSON.stringify(output.Value) === JSON.stringify(value));
  if (published.length !== 1) throw new Error(`Expected one output of ${JSON.stringify(value)} in ${producer.stackName}, found ${published.length}`);
  return { 'Fn::GetStackOutput': { StackName: producer.stackName, Region: { Ref: 'AWS::Region' }, OutputName: published[0]![0] } };
}

export interface Statement {
  Action: string | string[];
  Effect?: string;
  Resource: unknown;
}

/** Every statement of the policies attached to a function's role (`Role: { Fn::GetAtt: [roleId, 'Arn'] }`). */
export const allPolicyStatementsOf = (fn: Resource, template: Template) =>
  resourcesOf(template, 'AWS::IAM::Policy')
    .filter(([, policy]) => JSON.stringify(policy.Properties.Roles) === JSON.stringify([{ Ref: fn.Properties.Role['Fn::GetAtt'][0] }]))
    .flatMap(([, policy]) => policy.Properties.PolicyDocument.Statement as Statement[]);

/**
 * What every function holds for its own operation rather than for its data: sending X-Ray traces (actions that take no
 * ARN, so on *) and, for a queued job, sending its failed events to its own dead-letter queue. tests/infra/observability.test.ts
 * checks these exactly; the other tests look at the data permissions (policyStatementsOf).
 */
export const isOperationStatement = (statement: Statement) => {
  const actions = [statement.Action].flat();
  const tracing = JSON.stringify(statement.Resource) === '"*"' && actions.every((a) => a === 'xray:PutTraceSegments' || a === 'xray:PutTelemetryRecords');
  // What CDK grants a Lambda destination queue: find it and send to it.
  const deadLetters =
    actions.every((a) => ['sqs:SendMessage', 'sqs:GetQueueAttributes', 'sqs:GetQueueUrl'].includes(a)) &&
    /DeadLetters/.test(JSON.stringify(statement.Resource));
  return tracing || deadLetters;
};

/** The data permissions of a function: its policies' statements without the operation ones (isOperationStatement). */
export const policyStatementsOf = (fn: Resource, template: Template) => allPolicyStatementsOf(fn, template).filter((s) => !isOperationStatement(s));

export const actionsOf = (statements: Statement[]) => statements.flatMap((s) => [s.Action].flat());

/**
 * The statements the role of a stack's AwsCustomResource provider holds (infra/lib/constructs/custom-resource-role.ts): its
 * inline policies and any policy attached to it. Every Custom::AWS of the stack runs on that one provider function.
 */
export function customResourceStatementsOf(template: Template): Statement[] {
  const tokens = new Set(resourcesOf(template, 'Custom::AWS').map(([, r]) => JSON.stringify(r.Properties.ServiceToken)));
  if (tokens.size !== 1) throw new Error(`Expected the custom resources to share one provider, found ${tokens.size}`);
  const [token] = [...tokens];
  const providerId = (JSON.parse(token!) as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
  const provider = template.toJSON().Resources[providerId] as Resource;
  const roleId = provider.Properties.Role['Fn::GetAtt'][0] as string;
  const role = template.toJSON().Resources[roleId] as Resource;
  const inline = ((role.Properties.Policies ?? []) as { PolicyDocument: { Statement: Statement[] } }[]).flatMap((p) => p.PolicyDocument.Statement);
  const attached = resourcesOf(template, 'AWS::IAM::Policy')
    .filter(([, policy]) => JSON.stringify(policy.Properties.Roles).includes(JSON.stringify({ Ref: roleId })))
    .flatMap(([, policy]) => policy.Properties.PolicyDocument.Statement as Statement[]);
  return [...inline, ...attached];
}

/** The folder of a function's bundle as CDK staged it (`asset.<hash>` in the cloud assembly). */
export function assetDirOf(portal: SynthesizedPortal, name: string): string {
  const { fn } = functionsByName(portal.templates.app, portal.templates.stateful).get(name)!;
  return join(portal.cdkApp.outdir, `asset.${(fn.Properties.Code.S3Key as string).replace(/\.zip$/, '')}`);
}
