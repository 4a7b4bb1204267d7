import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { MAX_UPLOAD_BYTES, PHOTO_ACCEPT, publicFileUrl, tooLargeMessage } from '@shared/uploads';
import { Button } from '../ui/button';
import { getConfig } from '../../lib/config';
import { toast } from '../../lib/toast';
import { optimiseImage } from '../../lib/uploads/optimise-image';
import { uploadFailureReason, uploadFile } from '../../lib/uploads/upload-file';
import { UploadProgressList, type UploadProgressItem } from './upload-progress';

export interface ImageUploadFieldProps {
  /** The area's url slug, or 'temp' while it has none (spec section 7: `{slug or temp}-hero-{timestamp}`). */
  ownerId: string;
  label: string;
  /** The stored hero key (or an absolute URL), or null. */
  value: string | null;
  onChange: (next: string | null) => void;
  /** Text for the preview's alt attribute (e.g. the insight's hero alt text). */
  alt?: string;
  hint?: string;
  disabled?: boolean;
  onBusyChange?: (busy: boolean) => void;
  /** Spec section 8 (area insights): 'Hero image uploaded successfully' / 'Failed to upload hero image'. */
  successMessage?: string;
  failureMessage?: string;
}

/**
 * A single image (an area insight's hero): optimised in the browser, uploaded, stored by the server as an
 * optimised JPEG under the heroes bucket, shown as a preview with Replace and Remove.
 */
export function ImageUploadField({
  ownerId,
  label,
  value,
  onChange,
  alt = '',
  hint = 'JPEG, PNG or WebP, up to 10 MB.',
  disabled = false,
  onBusyChange,
  successMessage = 'Hero image uploaded successfully',
  failureMessage = 'Failed to upload hero image',
}: ImageUploadFieldProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [upload, setUpload] = useState<UploadProgressItem | null>(null);
  const busyChange = useRef(onBusyChange);
  useLayoutEffect(() => {
    busyChange.current = onBusyChange;
  });
  const busy = upload !== null;
  useEffect(() => busyChange.current?.(busy), [busy]);

  async function choose(file: File | undefined) {
    if (inputRef.current) inputRef.current.value = '';
    if (!file) return;
    if (file.size > MAX_UPLOAD_BYTES) {
      toast.error(tooLargeMessage('areaHero', file.name));
      return;
    }
    setUpload({ id: 'image', name: file.name, progress: null, stage: 'optimising' });
    try {
      const optimised = await optimiseImage(file);
      const done = await uploadFile(optimised, {
        purpose: 'areaHero',
        ownerId,
        onProgress: (fraction) => setUpload((u) => u && (fraction >= 1 ? { ...u, stage: 'processing', progress: null } : { ...u, stage: 'uploading', progress: fraction })),
      });
      onChange(done.value);
      toast.success(successMessage);
    } catch (error) {
      toast.error(failureMessage, { description: uploadFailureReason(error) });
    } finally {
      setUpload(null);
    }
  }

  return (
    <div className="field image-upload-field">
      <span className="document-field__label" id={`${id}-label`}>
        {label}
      </span>
      <p className="field__hint" id={`${id}-hint`}>
        {hint}
      </p>
      {value && <img className="image-upload-field__preview" src={publicFileUrl(getConfig().heroImageBaseUrl, value)} alt={alt} />}
      {upload && <UploadProgressList items={[upload]} />}
      <div className="button-row">
        <input
          ref={inputRef}
          id={id}
          className="visually-hidden"
          type="file"
          accept={PHOTO_ACCEPT}
          disabled={disabled || busy}
          aria-labelledby={`${id}-action ${id}-label`}
          aria-describedby={`${id}-hint`}
          onChange={(event) => void choose(event.target.files?.[0])}
        />
        <label id={`${id}-action`} htmlFor={id} className="button button--secondary" aria-disabled={disabled || busy || undefined}>
          {value ? 'Replace' : 'Upload'}
        </label>
        {value && (
          <Button variant="danger" disabled={disabled || busy} onClick={() => onChange(null)} aria-label={`Remove ${label}`}>
            Remove
          </Button>
        )}
      </div>
    </div>
  );
}
