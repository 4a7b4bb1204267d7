import { useState } from 'react';
import {
  acceptAttribute,
  documentTypeExtensions,
  fileKinds,
  MAX_UPLOAD_BYTES,
  storedFileName,
  tooLargeMessage,
  type UploadDocumentType,
} from '@shared/rules/uploads';
import { toast } from '../../lib/toast';
import { uploadFailureReason, uploadFile } from '../../lib/uploads/upload-file';
import { SingleFileField, useSingleUpload } from './single-file-field';

export interface DocumentFieldProps {
  /** The property the document belongs to (its key prefix); a new property's id chosen by the form. */
  ownerId: string;
  /** Which document: decides the accepted types (spec section 5) and the stored name. */
  documentType: UploadDocumentType;
  label: string;
  /** The stored document key (or absolute URL), or null when there is none. */
  value: string | null;
  onChange: (next: string | null) => void;
  hint?: string;
  disabled?: boolean;
  onBusyChange?: (busy: boolean) => void;
  /** Called before the document is cleared (e.g. to delete it at once); a rejection shows 'Failed to remove file'. */
  onRemove?: (value: string) => Promise<void>;
}

/**
 * One document of a property (EPC, EICR, gas safety, tenancy agreement, lease, service charge accounts,
 * ROI, a unit's EPC, floor plan): upload, replace and remove, kept in the private documents bucket.
 * Spec sections 5 and 8: accepted types per document, 10 MB, 'File uploaded successfully', 'File removed',
 * 'Failed to upload file', 'Failed to remove file', 'File size must be less than 10MB'.
 */
export function DocumentField({ ownerId, documentType, label, value, onChange, hint, disabled = false, onBusyChange, onRemove }: DocumentFieldProps) {
  const { upload, busy, start, onProgress, finish } = useSingleUpload(onBusyChange);
  const [fileName, setFileName] = useState<string | null>(null);

  const types = documentTypeExtensions[documentType].map((e) => fileKinds[e].label).filter((l, i, all) => all.indexOf(l) === i);

  async function choose(file: File) {
    if (file.size > MAX_UPLOAD_BYTES) {
      toast.error(tooLargeMessage('propertyDocument', file.name));
      return;
    }
    start(file.name, 'uploading');
    try {
      const done = await uploadFile(file, { purpose: 'propertyDocument', documentType, ownerId, onProgress });
      onChange(done.value);
      setFileName(done.fileName);
      toast.success('File uploaded successfully');
    } catch (error) {
      toast.error('Failed to upload file', { description: uploadFailureReason(error) });
    } finally {
      finish();
    }
  }

  async function remove() {
    if (!value) return;
    try {
      await onRemove?.(value);
    } catch {
      toast.error('Failed to remove file');
      return;
    }
    onChange(null);
    setFileName(null);
    toast.success('File removed');
  }

  return (
    <SingleFileField
      className="document-field"
      label={label}
      hint={hint ?? `${types.join(', ')} · up to 10 MB`}
      accept={acceptAttribute('propertyDocument', documentType)}
      hasFile={Boolean(value)}
      disabled={disabled || busy}
      upload={upload}
      onFile={(file) => void choose(file)}
      onRemove={() => void remove()}
    >
      {value ? (
        <p className="document-field__current">
          <span className="document-field__file" title={value}>
            {fileName ?? storedFileName(value)}
          </span>
        </p>
      ) : (
        !busy && <p className="document-field__none">No file uploaded.</p>
      )}
    </SingleFileField>
  );
}
