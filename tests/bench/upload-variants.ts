import sharp from 'sharp';
import type { CompletedUpload, CreatedUpload } from '@shared/rules/uploads';

/**
 * Time from upload to variants for a 5 MB photo against the local stack (docs/architecture.md section 8):
 * POST /uploads, the presigned POST to the bucket, and POST /uploads/{id}/complete (size and magic-bytes
 * checks, four sharp variants written). The photo is Gaussian noise, which JPEG cannot shrink, so 5 MB is
 * 5 MB of real decoding work. Prints the figures; asserts nothing.
 */
export interface UploadVariantsFigures {
  bytes: number;
  width: number;
  height: number;
  runs: number;
  totalMs: { p50: number; max: number };
  completeMs: { p50: number; max: number };
}

/** A noise JPEG of about `targetBytes` (searching the side length). */
export async function noisePhoto(targetBytes = 5 * 1024 * 1024): Promise<{ data: Buffer; width: number; height: number }> {
  let side = 1600;
  for (let attempt = 0; attempt < 6; attempt++) {
    const width = Math.round(side * 1.5);
    const data = await sharp({ create: { width, height: side, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 50 } } })
      .jpeg({ quality: 85 })
      .toBuffer();
    if (Math.abs(data.length - targetBytes) / targetBytes < 0.08) return { data, width, height: side };
    side = Math.round(side * Math.sqrt(targetBytes / data.length));
  }
  throw new Error('could not make a photo of the target size');
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export async function uploadVariantsFigures(apiUrl: string, token: string, runs = 5): Promise<UploadVariantsFigures> {
  const photo = await noisePhoto();
  const call = async <T>(path: string, body?: unknown): Promise<T> => {
    const res = await fetch(`${apiUrl}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
    return (await res.json()) as T;
  };
  const totals: number[] = [];
  const completes: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    const created = await call<CreatedUpload>('/uploads', {
      purpose: 'propertyPhoto',
      ownerId: 'bench-upload',
      fileName: 'bench.jpg',
      contentType: 'image/jpeg',
      size: photo.data.length,
    });
    const form = new FormData();
    for (const [name, value] of Object.entries(created.fields)) form.append(name, value);
    form.append('file', new Blob([new Uint8Array(photo.data)], { type: 'image/jpeg' }), 'bench.jpg');
    const posted = await fetch(created.url, { method: 'POST', body: form });
    if (!posted.ok) throw new Error(`bucket POST answered ${posted.status}`);
    const t1 = performance.now();
    await call<CompletedUpload>(`/uploads/${created.uploadId}/complete`);
    const t2 = performance.now();
    totals.push(t2 - t0);
    completes.push(t2 - t1);
  }
  return {
    bytes: photo.data.length,
    width: photo.width,
    height: photo.height,
    runs,
    totalMs: { p50: median(totals), max: Math.max(...totals) },
    completeMs: { p50: median(completes), max: Math.max(...completes) },
  };
}

export function printUploadVariantsFigures(f: UploadVariantsFigures): void {
  console.log(`\nUpload to variants, ${(f.bytes / 1024 / 1024).toFixed(1)} MB noise JPEG ${f.width}x${f.height}, ${f.runs} sequential uploads (local stack):`);
  console.log(`  presign + POST + complete: p50 ${f.totalMs.p50.toFixed(0)} ms, max ${f.totalMs.max.toFixed(0)} ms`);
  console.log(`  complete (checks + 4 sharp variants written): p50 ${f.completeMs.p50.toFixed(0)} ms, max ${f.completeMs.max.toFixed(0)} ms`);
}
