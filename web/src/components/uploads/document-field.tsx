import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { acceptAttribute, documentTypeExtensions, fileKinds, MAX_UPLOAD_BYTES, storedFileName, tooLargeMessage, type UploadDocumentType } from '@shared/uploads';
import { Button } from '../ui/button';
import { toast } from '../../lib/toast';
import { uploadFailureReason, uploadFile } from '../../lib/uploads/upload-file';
import { UploadProgressList, type UploadProgressItem } from './upload-progress';

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
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [upload, setUpload] = useState<UploadProgressItem | null>(null);
  const [fileName, setFileName] = useState<string | null>(null);
  const busyChange = useRef(onBusyChange);
  useLayoutEffect(() => {
    busyChange.current = onBusyChange;
  });
  const busy = upload !== null;
  useEffect(() => busyChange.current?.(busy), [busy]);

  const types = documentTypeExtensions[documentType].map((e) => fileKinds[e].label).filter((l, i, all) => all.indexOf(l) === i);
  const hintText = hint ?? `${types.join(', ')} · up to 10 MB`;

  async function choose(file: File | undefined) {
    if (inputRef.current) inputRef.current.value = '';
    if (!file) return;
    if (file.size > MAX_UPLOAD_BYTES) {
      toast.error(tooLargeMessage('propertyDocument', file.name));
      return;
    }
    setUpload({ id: 'document', name: file.name, progress: 0, stage: 'uploading' });
    try {
      const done = await uploadFile(file, {
        purpose: 'propertyDocument',
        documentType,
        ownerId,
        onProgress: (fraction) => setUpload((u) => u && (fraction >= 1 ? { ...u, stage: 'processing', progress: null } : { ...u, progress: fraction })),
      });
      onChange(done.value);
      setFileName(done.fileName);
      toast.success('File uploaded successfully');
    } catch (error) {
      toast.error('Failed to upload file', { description: uploadFailureReason(error) });
    } finally {
      setUpload(null);
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
    <div className="field document-field">
      <span className="document-field__label" id={`${id}-label`}>
        {label}
      </span>
      <p className="field__hint" id={`${id}-hint`}>
        {hintText}
      </p>
      {value ? (
        <p className="document-field__current">
          <span className="document-field__file" title={value}>
            {fileName ?? storedFileName(value)}
          </span>
        </p>
      ) : (
        !busy && <p className="document-field__none">No file uploaded.</p>
      )}
      {upload && <UploadProgressList items={[upload]} />}
      <div className="button-row">
        <input
          ref={inputRef}
          id={id}
          className="visually-hidden"
          type="file"
          accept={acceptAttribute('propertyDocument', documentType)}
          disabled={disabled || busy}
          aria-labelledby={`${id}-action ${id}-label`}
          aria-describedby={`${id}-hint`}
          onChange={(event) => void choose(event.target.files?.[0])}
        />
        <label id={`${id}-action`} htmlFor={id} className="button button--secondary" aria-disabled={disabled || busy || undefined}>
          {value ? 'Replace' : 'Upload'}
        </label>
        {value && (
          <Button variant="danger" disabled={disabled || busy} onClick={() => void remove()} aria-label={`Remove ${label}`}>
            Remove
          </Button>
        )}
      </div>
    </div>
  );
}
