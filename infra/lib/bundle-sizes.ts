import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { FUNCTION_NAME_METADATA } from './constructs/portal-function';
import { buildPortalApp } from './portal-app';

export interface BundleSize {
  stack: string;
  /** Function group (shared/src/contract/routes.ts) or job (shared/src/contract/jobs.ts), e.g. 'member', 'customMessage'. */
  name: string;
  /** The bundle CDK uploads for the function: `<assembly>/asset.<hash>/index.mjs`. */
  file: string;
  bytes: number;
  gzipBytes: number;
}

interface Template {
  Resources: Record<string, { Type: string; Properties?: { Code?: { S3Key?: string } }; Metadata?: Record<string, unknown> }>;
}

/**
 * The minified size of every portal Lambda bundle exactly as CDK builds it. Reads a cloud assembly
 * (e.g. `cdk.out` after `npx cdk synth`), or synthesizes the app into a temporary folder when none
 * is given. Each function carries its name in its template metadata; its code asset is `<hash>.zip`,
 * staged as the folder `asset.<hash>`.
 */
export function bundleSizes(assemblyDir?: string): BundleSize[] {
  const dir = assemblyDir ?? buildPortalApp().cdkApp.synth().directory;
  const manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as {
    artifacts: Record<string, { type: string; properties?: { templateFile?: string } }>;
  };
  const sizes: BundleSize[] = [];
  for (const [stack, artifact] of Object.entries(manifest.artifacts)) {
    if (artifact.type !== 'aws:cloudformation:stack' || !artifact.properties?.templateFile) continue;
    const template = JSON.parse(readFileSync(join(dir, artifact.properties.templateFile), 'utf8')) as Template;
    for (const resource of Object.values(template.Resources)) {
      const name = resource.Metadata?.[FUNCTION_NAME_METADATA];
      const key = resource.Properties?.Code?.S3Key;
      if (resource.Type !== 'AWS::Lambda::Function' || typeof name !== 'string' || !key) continue;
      const file = join(dir, `asset.${key.replace(/\.zip$/, '')}`, 'index.mjs');
      if (!existsSync(file)) throw new Error(`Bundle of ${name} not found at ${file}`);
      sizes.push({ stack, name, file, bytes: statSync(file).size, gzipBytes: gzipSync(readFileSync(file)).length });
    }
  }
  return sizes.sort((a, b) => a.name.localeCompare(b.name));
}
