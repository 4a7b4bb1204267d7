import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Button } from '../ui/button';
import { UploadProgressList, type UploadProgressItem } from './upload-progress';

/**
 * The progress of one file on its way up, and `busy` for the form that must wait for it (told through
 * `onBusyChange`): `start` when a file is chosen, `onProgress` while it is sent, `finish` at the end.
 */
export function useSingleUpload(onBusyChange?: (busy: boolean) => void) {
  const [upload, setUpload] = useState<UploadProgressItem | null>(null);
  const busyChange = useRef(onBusyChange);
  useLayoutEffect(() => {
    busyChange.current = onBusyChange;
  });
  const busy = upload !== null;
  useEffect(() => busyChange.current?.(busy), [busy]);

  return {
    upload,
    busy,
    start: (name: string, stage: 'optimising' | 'uploading') => setUpload({ id: 'single', name, progress: stage === 'uploading' ? 0 : null, stage }),
    onProgress: (fraction: number) =>
      setUpload((u) => u && (fraction >= 1 ? { ...u, stage: 'processing', progress: null } : { ...u, stage: 'uploading', progress: fraction })),
    finish: () => setUpload(null),
  };
}

interface SingleFileFieldProps {
  className: string;
  label: string;
  hint: string;
  /** The input's accept attribute. */
  accept: string;
  hasFile: boolean;
  disabled: boolean;
  upload: UploadProgressItem | null;
  onFile: (file: File) => void;
  onRemove: () => void;
  /** What is there now: the file's name, a preview, or a line saying there is none. */
  children: ReactNode;
}

/**
 * One file of a record (a document, a hero image): its label and hint, what is there now, the upload's
 * progress, and Upload (Replace when there is a file) and Remove. The file input hides behind a button-styled label.
 */
export function SingleFileField({ className, label, hint, accept, hasFile, disabled, upload, onFile, onRemove, children }: SingleFileFieldProps) {
  const id = useId();
  return (
    <div className={`field ${className}`}>
      <span className="document-field__label" id={`${id}-label`}>
        {label}
      </span>
      <p className="field__hint" id={`${id}-hint`}>
        {hint}
      </p>
      {children}
      {upload && <UploadProgressList items={[upload]} />}
      <div className="button-row">
        <input
          id={id}
          className="visually-hidden"
          type="file"
          accept={accept}
          disabled={disabled}
          aria-labelledby={`${id}-action ${id}-label`}
          aria-describedby={`${id}-hint`}
          onChange={(event) => {
            const file = event.target.files?.[0];
            // Cleared at once, so choosing the same file again is a change too.
            event.target.value = '';
            if (file) onFile(file);
          }}
        />
        <label id={`${id}-action`} htmlFor={id} className="button button--secondary" aria-disabled={disabled || undefined}>
          {hasFile ? 'Replace' : 'Upload'}
        </label>
        {hasFile && (
          <Button variant="danger" disabled={disabled} onClick={onRemove} aria-label={`Remove ${label}`}>
            Remove
          </Button>
        )}
      </div>
    </div>
  );
}
