import { MAX_UPLOAD_BYTES, PHOTO_ACCEPT, publicFileUrl, tooLargeMessage } from '@shared/rules/uploads';
import { getConfig } from '../../lib/config';
import { toast } from '../../lib/toast';
import { optimiseImage } from '../../lib/uploads/optimise-image';
import { uploadFailureReason, uploadFile } from '../../lib/uploads/upload-file';
import { SingleFileField, useSingleUpload } from './single-file-field';

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
  const { upload, busy, start, onProgress, finish } = useSingleUpload(onBusyChange);

  async function choose(file: File) {
    if (file.size > MAX_UPLOAD_BYTES) {
      toast.error(tooLargeMessage('areaHero', file.name));
      return;
    }
    start(file.name, 'optimising');
    try {
      const optimised = await optimiseImage(file);
      const done = await uploadFile(optimised, { purpose: 'areaHero', ownerId, onProgress });
      onChange(done.value);
      toast.success(successMessage);
    } catch (error) {
      toast.error(failureMessage, { description: uploadFailureReason(error) });
    } finally {
      finish();
    }
  }

  return (
    <SingleFileField
      className="image-upload-field"
      label={label}
      hint={hint}
      accept={PHOTO_ACCEPT}
      hasFile={Boolean(value)}
      disabled={disabled || busy}
      upload={upload}
      onFile={(file) => void choose(file)}
      onRemove={() => onChange(null)}
    >
      {value && <img className="image-upload-field__preview" src={publicFileUrl(getConfig().heroImageBaseUrl, value)} alt={alt} />}
    </SingleFileField>
  );
}
