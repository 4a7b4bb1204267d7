// cdk-nag is CommonJS whose re-exports Node's ESM loader cannot see by name, hence the default import.
import cdkNag from 'cdk-nag';

/** The AwsSolutions rule pack (a CDK policy-validation plugin; acknowledge findings with Validations.of(...)). */
export const { AwsSolutionsChecks } = cdkNag;
