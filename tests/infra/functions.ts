import type { Template } from 'aws-cdk-lib/assertions';
import { FUNCTION_NAME_METADATA } from '../../infra/lib/constructs/portal-function';
import { type Resource, resourcesOf } from './app';

/** The portal's functions (groups and jobs), by the name each carries in its template metadata. */
export const functionsByName = (...templates: Template[]) =>
  new Map(
    templates
      .flatMap((template) => resourcesOf(template, 'AWS::Lambda::Function'))
      .filter(([, fn]) => typeof fn.Metadata?.[FUNCTION_NAME_METADATA] === 'string')
      .map(([logicalId, fn]) => [fn.Metadata![FUNCTION_NAME_METADATA] as string, { logicalId, fn }]),
  );

export interface Statement {
  Action: string | string[];
  Effect?: string;
  Resource: unknown;
}

/** The statements of the policies attached to a function's role (`Role: { Fn::GetAtt: [roleId, 'Arn'] }`). */
export const policyStatementsOf = (fn: Resource, template: Template) =>
  resourcesOf(template, 'AWS::IAM::Policy')
    .filter(([, policy]) => JSON.stringify(policy.Properties.Roles) === JSON.stringify([{ Ref: fn.Properties.Role['Fn::GetAtt'][0] }]))
    .flatMap(([, policy]) => policy.Properties.PolicyDocument.Statement as Statement[]);

export const actionsOf = (statements: Statement[]) => statements.flatMap((s) => [s.Action].flat());
