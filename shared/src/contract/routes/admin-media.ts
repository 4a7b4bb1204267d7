import { defineGroup, defineRoute } from './define';
import { completeUploadParams, createUploadSchema, type CompletedUpload, type CreatedUpload } from '../../rules/uploads';
import { json } from '../route-response';

/**
 * Uploads (photos, documents, area heroes, resource files; ARCHITECTURE.md section 8); they write no record. Photo
 * variants with sharp (packaged for linux-arm64 in this function only), so more memory (and CPU) and API Gateway's 29 s.
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
      handler: 'uploads/create-upload',
      body: createUploadSchema,
      response: json<CreatedUpload>(),
      // Signing a POST policy needs PutObject on the incoming key.
      permissions: ['table:read', 'table:write', 'images:write', 'documents:write', 'heroes:write'],
    }),
    completeUpload: defineRoute({
      method: 'POST',
      path: '/uploads/{uploadId}/complete',
      handler: 'uploads/complete-upload',
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
