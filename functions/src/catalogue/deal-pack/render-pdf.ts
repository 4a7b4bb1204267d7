import { createRequire } from 'node:module';
import { dirname, join, resolve, sep } from 'node:path';
import pdfmake from 'pdfmake';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';

/**
 * pdfmake 0.3 on the server (docs/architecture.md section 7), set up once per container. Its URL and local-file access
 * policies admit only what the pack may embed: the bundled font, and images the function put into the definition
 * itself as data URLs after reading them from our buckets (pdfmake checks no policy for data URLs). Anything else
 * named in a definition (a link an admin typed, a path) is refused before it is fetched or read: no request forgery.
 */
const require = createRequire(import.meta.url);

/**
 * Roboto (Apache License 2.0, shipped with pdfmake), which has the '£' sign. In Lambda the bundle carries it in
 * `fonts/` beside index.mjs (infra/lib/constructs/portal-function.ts copies it); elsewhere pdfmake's own copy.
 */
export const fontDir = (): string =>
  resolve(
    process.env.LAMBDA_TASK_ROOT ? join(process.env.LAMBDA_TASK_ROOT, 'fonts') : join(dirname(require.resolve('pdfmake/package.json')), 'fonts', 'Roboto'),
  );

/** What pdfmake may read from disk: the font's files, nothing else. */
export const isFontFile = (path: string): boolean => resolve(path).startsWith(fontDir() + sep) && path.endsWith('.ttf');

/** No URL may be fetched by pdfmake: images reach it as data URLs read from our own buckets (functions/src/catalogue/deal-pack/pictures.ts). */
export const mayFetchUrl = (_url: string): boolean => false;

let ready = false;
function setUp() {
  if (ready) return;
  const regular = join(fontDir(), 'Roboto-Regular.ttf');
  const bold = join(fontDir(), 'Roboto-Medium.ttf');
  pdfmake.setFonts({ Roboto: { normal: regular, bold, italics: regular, bolditalics: bold } });
  pdfmake.setUrlAccessPolicy(mayFetchUrl);
  pdfmake.setLocalAccessPolicy(isFontFile);
  ready = true;
}

/** The PDF's bytes. */
export async function renderPdf(definition: TDocumentDefinitions): Promise<Buffer> {
  setUp();
  return pdfmake.createPdf(definition).getBuffer();
}
