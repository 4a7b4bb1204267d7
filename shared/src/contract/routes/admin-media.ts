import { defineGroup, defineRoute } from './define';
import { completeUploadParams, createUploadSchema, type CompletedUpload, type CreatedUpload } from '../../rules/uploads';
import { json } from '../route-response';

/**
 * Uploads (photos, documents, area heroes, resource files; docs/architecture.md section 8); they write no record. Part of
 * the catalogue, but a function of its own for its weight: photo variants are made with sharp, whose native binary and
 * libvips for linux-arm64 only this function's asset carries (infra/lib/constructs/portal-function.ts), with the memory
 * (and so the CPU) and the time up to API Gateway's 29 s that image work needs and the catalogue's other routes do not.
 */
export const adminMedia = defineGroup({
  access: 'admin',
  description: 'Admin: file uploads (presigned POST, checks, photo variants)',
  memorySize: 1536,
  timeoutSeconds: 29,
  nativeModules: ['sharp'],
  routes: {
    createUpload: defineRoute({
      method: 'POST',
      path: '/uploads',
      handler: 'catalogue/uploads/create-upload',
      body: createUploadSchema,
      response: json<CreatedUpload>(),
      // Signing a POST policy needs PutObject on the incoming key.
      permissions: ['table:read', 'table:write', 'images:write', 'documents:write', 'heroes:write'],
    }),
    completeUpload: defineRoute({
      method: 'POST',
      path: '/uploads/{uploadId}/complete',
      handler: 'catalogue/uploads/complete-upload',
      params: completeUploadParams,
      response: json<CompletedUpload>(),
      // list: a property deleted while its upload completed loses the files stored meanwhile (property-files.ts).
      permissions: [
        'table:read',
        'table:write',
        'images:read',
        'images:write',
        'images:list',
        'documents:read',
        'documents:write',
        'documents:list',
        'heroes:read',
        'heroes:write',
      ],
    }),
  },
});
