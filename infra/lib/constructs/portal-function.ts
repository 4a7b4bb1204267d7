import { existsSync, readFileSync } from 'node:fs';
import { Duration, Stack, Validations } from 'aws-cdk-lib';
import { Architecture, type CfnFunction, type ILayerVersion, LayerVersion, Tracing } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { StringParameter } from 'aws-cdk-lib/aws-ssm';
import { Construct, type IConstruct } from 'constructs';
import { DEFAULT_FUNCTION_TIMEOUT_SECONDS } from '@shared/contract/routes';
import { observabilityEnvironment } from '../observability';
import { ROUTE_TABLE_MODULE } from '../route-slices';
import { fromRoot } from '../paths';
import { lambdaBundleTarget, lambdaRuntime } from '../runtime';

/** CloudFormation metadata key naming the function (function group or job); read by bundleSizes(). */
export const FUNCTION_NAME_METADATA = 'portal:function';

export interface PortalFunctionProps {
  /** Module under functions/src exporting `handler`, e.g. 'sales/interest/deliver-lead-webhook'... */
  readonly handler?: string;
  /** ...or the absolute path of a generated entry module (a function group's, see group-entries.ts). */
  readonly entry?: string;
  /**
   * The route table module a function group's bundle reads instead of the whole table: the group's slice
   * (infra/lib/route-slices.ts), so each bundle carries its own routes' schemas only.
   */
  readonly routeSlice?: string;
  /** Stable name for humans and tooling: the function group or the job, e.g. 'member', 'customMessage'. */
  readonly name: string;
  readonly description: string;
  readonly environment?: Record<string, string>;
  readonly timeout?: Duration;
  readonly memorySize?: number;
  /**
   * Packages with native code the bundle must not inline (e.g. sharp): left external by esbuild, then
   * installed into the asset for the Lambda platform (linux, arm64, glibc) at the version this repository
   * tests with, whatever machine synthesizes. Only the functions that name them carry them.
   */
  readonly nativeModules?: readonly NativeModule[];
  /** Copies pdfmake's Roboto font (regular and medium) into the asset's fonts/ folder, where render-pdf.ts finds it in Lambda. */
  readonly pdfFonts?: boolean;
}

/** The font files a PDF-making function carries, from pdfmake's own copy of Roboto (Apache License 2.0). */
export const PDF_FONT_FILES = ['Roboto-Regular.ttf', 'Roboto-Medium.ttf'] as const;

/**
 * The top of every ESM bundle: CommonJS dependencies inside it still call require(). pdfmake also reads `__dirname`
 * (its virtual file system, on every font and image it looks up), which an ES module does not have: the PDF functions
 * get it from import.meta.
 */
export const esmBanner = (pdf: boolean) =>
  `import { createRequire } from 'module'; const require = createRequire(import.meta.url);${pdf ? ' const __dirname = import.meta.dirname;' : ''}`;

/** The shell command copying the PDF font into a bundle folder. */
export const pdfFontCopyCommand = (outputDir: string) =>
  [
    `mkdir -p "${outputDir}/fonts"`,
    ...PDF_FONT_FILES.map((file) => `cp "${fromRoot('node_modules', 'pdfmake', 'fonts', 'Roboto', file)}" "${outputDir}/fonts/${file}"`),
  ].join(' && ');

export type NativeModule = 'sharp';

/** The installed version of a dependency (the one the tests ran), so the asset holds exactly that. */
export const installedVersion = (name: string): string =>
  (JSON.parse(readFileSync(fromRoot('node_modules', name, 'package.json'), 'utf8')) as { version: string }).version;

/** The Powertools packages: left out of every bundle and loaded from the Powertools layer (powertoolsLayer). */
export const POWERTOOLS_PACKAGES = '@aws-lambda-powertools/*';

/**
 * AWS's published Powertools for AWS Lambda (TypeScript) layer, at exactly the version the tests ran (its ARN is a public
 * SSM parameter in every region, resolved at deploy time, so synth stays offline). It carries the Logger, Metrics and
 * Tracer with the X-Ray SDK the Tracer needs, kept by AWS and shared by every function rather than copied into each
 * bundle. One per stack.
 */
export function powertoolsLayer(scope: IConstruct): ILayerVersion {
  const stack = Stack.of(scope);
  const id = 'PowertoolsLayer';
  const existing = stack.node.tryFindChild(id) as ILayerVersion | undefined;
  if (existing) return existing;
  const version = installedVersion('@aws-lambda-powertools/logger');
  const arn = StringParameter.valueForStringParameter(stack, `/aws/service/powertools/typescript/generic/all/${version}`);
  return LayerVersion.fromLayerVersionArn(stack, id, arn);
}

/**
 * The shell command installing native modules for Lambda's platform into a bundle folder. npm picks the
 * platform packages (@img/sharp-linux-arm64 and its libvips) from --os/--cpu/--libc, not from this machine;
 * --prefer-offline takes them from npm's cache when they are there.
 */
export const nativeInstallCommand = (outputDir: string, modules: readonly NativeModule[]) =>
  [
    `cd "${outputDir}"`,
    // The bundle folder must be npm's project root: without a package.json of its own npm walks up to the
    // nearest one, which for `cdk synth` (cdk.out/bundling-temp-*) is the repository's, and reinstalls its node_modules.
    `printf '{"private":true}' > package.json`,
    `npm install --no-save --no-package-lock --omit=dev --prefer-offline --no-audit --no-fund --ignore-scripts --os=linux --cpu=arm64 --libc=glibc ${modules
      .map((m) => `${m}@${installedVersion(m)}`)
      .join(' ')}`,
    'rm package.json',
  ].join(' && ');

const modelValidator = fromRoot('functions/src/db/model-validator.ts');

/**
 * The one place holding the Lambda defaults: Node.js 24 on arm64, an ESM bundle built by the locally
 * installed esbuild (no Docker), the AWS SDK v3 left to the runtime, Powertools from its layer, the observability
 * environment (functions/src/observability), X-Ray active tracing, and a log group with a retention.
 */
export class PortalFunction extends NodejsFunction {
  constructor(scope: Construct, id: string, props: PortalFunctionProps) {
    const entry = props.entry ?? fromRoot('functions/src', `${props.handler}.ts`);
    if (!existsSync(entry)) throw new Error(`Function ${props.name}: handler module not found at ${entry}`);
    const logGroup = new LogGroup(scope, `${id}Logs`, { retention: RetentionDays.ONE_MONTH });
    const nativeModules = props.nativeModules ?? [];

    super(scope, id, {
      entry,
      handler: 'handler',
      description: props.description,
      runtime: lambdaRuntime,
      architecture: Architecture.ARM_64,
      memorySize: props.memorySize ?? 512,
      timeout: props.timeout ?? Duration.seconds(DEFAULT_FUNCTION_TIMEOUT_SECONDS),
      logGroup,
      projectRoot: fromRoot(),
      depsLockFilePath: fromRoot('package-lock.json'),
      environment: { NODE_OPTIONS: '--enable-source-maps', ...observabilityEnvironment(scope), ...props.environment },
      tracing: Tracing.ACTIVE,
      layers: [powertoolsLayer(scope)],
      bundling: {
        minify: true,
        sourceMap: true,
        sourcesContent: false,
        target: lambdaBundleTarget,
        format: OutputFormat.ESM,
        mainFields: ['module', 'main'],
        tsconfig: fromRoot('tsconfig.json'),
        // The runtime ships the AWS SDK v3 and the layer Powertools; bundling them would only add cold-start weight.
        externalModules: ['@aws-sdk/*', POWERTOOLS_PACKAGES, ...nativeModules],
        // ElectroDB's model checks get a validator of their verdicts only (functions/src/db/model-validator.ts).
        esbuildArgs: { '--alias:jsonschema': modelValidator, ...(props.routeSlice ? { [`--alias:${ROUTE_TABLE_MODULE}`]: props.routeSlice } : {}) },
        ...(nativeModules.length > 0 || props.pdfFonts
          ? {
              commandHooks: {
                beforeBundling: () => [],
                beforeInstall: () => [],
                afterBundling: (_inputDir: string, outputDir: string) => [
                  ...(nativeModules.length > 0 ? [nativeInstallCommand(outputDir, nativeModules)] : []),
                  ...(props.pdfFonts ? [pdfFontCopyCommand(outputDir)] : []),
                ],
              },
            }
          : {}),
        banner: esmBanner(props.pdfFonts ?? false),
      },
    });
    (this.node.defaultChild as CfnFunction).addMetadata(FUNCTION_NAME_METADATA, props.name);

    Validations.of(this).acknowledge(
      {
        id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
        reason:
          'AWSLambdaBasicExecutionRole only lets the function write its own CloudWatch logs; data permissions are granted separately and least-privilege.',
      },
      {
        id: 'AwsSolutions-IAM5[Resource::*]',
        reason:
          "X-Ray active tracing: xray:PutTraceSegments and xray:PutTelemetryRecords take no resource ARN, so CDK grants them on * (they only send this function's traces).",
      },
      {
        id: 'AwsSolutions-L1',
        reason:
          'Node.js 24 is the runtime the project targets (docs/architecture.md section 15), the current LTS; move to a newer runtime in infra/lib/runtime.ts, in one place, when the project does.',
      },
    );
  }
}
