import { existsSync } from 'node:fs';
import { Duration, Validations } from 'aws-cdk-lib';
import { Architecture, type CfnFunction, Runtime } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { fromRoot } from '../paths';

/** CloudFormation metadata key naming the function (function group or job); read by bundleSizes(). */
export const FUNCTION_NAME_METADATA = 'portal:function';

export interface PortalFunctionProps {
  /** Module under functions/src exporting `handler`, e.g. 'interest/deliver-lead-webhook'... */
  readonly handler?: string;
  /** ...or the absolute path of a generated entry module (a function group's, see group-entries.ts). */
  readonly entry?: string;
  /** Stable name for humans and tooling: the function group or the job, e.g. 'member', 'customMessage'. */
  readonly name: string;
  readonly description: string;
  readonly environment?: Record<string, string>;
  readonly timeout?: Duration;
  readonly memorySize?: number;
}

/**
 * The one place holding the Lambda defaults: Node.js 22 on arm64, an ESM bundle built by the locally
 * installed esbuild (no Docker), the AWS SDK v3 left to the runtime, and a log group with a retention.
 */
export class PortalFunction extends NodejsFunction {
  constructor(scope: Construct, id: string, props: PortalFunctionProps) {
    const entry = props.entry ?? fromRoot('functions/src', `${props.handler}.ts`);
    if (!existsSync(entry)) throw new Error(`Function ${props.name}: handler module not found at ${entry}`);
    const logGroup = new LogGroup(scope, `${id}Logs`, { retention: RetentionDays.ONE_MONTH });

    super(scope, id, {
      entry,
      handler: 'handler',
      description: props.description,
      runtime: Runtime.NODEJS_22_X,
      architecture: Architecture.ARM_64,
      memorySize: props.memorySize ?? 512,
      timeout: props.timeout ?? Duration.seconds(10),
      logGroup,
      projectRoot: fromRoot(),
      depsLockFilePath: fromRoot('package-lock.json'),
      environment: { NODE_OPTIONS: '--enable-source-maps', ...props.environment },
      bundling: {
        minify: true,
        sourceMap: true,
        sourcesContent: false,
        target: 'node22',
        format: OutputFormat.ESM,
        mainFields: ['module', 'main'],
        tsconfig: fromRoot('tsconfig.json'),
        // The runtime ships the AWS SDK v3; bundling it would only add cold-start weight.
        externalModules: ['@aws-sdk/*'],
        // CommonJS dependencies inside an ESM bundle still call require().
        banner: "import { createRequire } from 'module'; const require = createRequire(import.meta.url);",
      },
    });
    (this.node.defaultChild as CfnFunction).addMetadata(FUNCTION_NAME_METADATA, props.name);

    Validations.of(this).acknowledge(
      {
        id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
        reason: 'AWSLambdaBasicExecutionRole only lets the function write its own CloudWatch logs; data permissions are granted separately and least-privilege.',
      },
      {
        id: 'AwsSolutions-L1',
        reason: 'Node.js 22 is the runtime the project targets (ARCHITECTURE.md) and is in active AWS support; move to a newer runtime here, in one place, when the project does.',
      },
    );
  }
}
