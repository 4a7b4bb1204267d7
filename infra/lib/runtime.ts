import { Runtime } from 'aws-cdk-lib/aws-lambda';

/**
 * The Node.js the functions run on (docs/architecture.md section 15), in one place: Lambda's runtime and the esbuild
 * target of every bundle. The npm scripts run on the same major version (the `node` devDependency).
 */
export const lambdaRuntime = Runtime.NODEJS_24_X;
export const lambdaBundleTarget = 'node24';
