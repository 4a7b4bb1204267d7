import { FileText, Upload } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { toast } from '../../../lib/toast';
import { uploadResourceFile } from '../api/upload-resource-file';
import { resourceFileProblem, storedFileName } from '../lib/resource-form';

interface ResourceFileFieldProps {
  resourceId: string | null;
  value: string | null;
  onChange: (key: string) => void;
  error?: string;
}

/** The PDF of a download resource (spec section 5: PDF only, 10 MB at most), sent through the upload pipeline. */
export function ResourceFileField({ resourceId, value, onChange, error }: ResourceFileFieldProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const message = problem ?? error;

  const choose = async (file: File | undefined) => {
    if (!file) return;
    const refused = resourceFileProblem(file);
    setProblem(refused);
    if (refused) return;
    setProgress(0);
    try {
      onChange(await uploadResourceFile(file, { resourceId, onProgress: setProgress }));
      toast.success('File uploaded successfully');
    } catch (failure) {
      setProblem(failure instanceof Error ? failure.message : 'Failed to upload file');
      toast.error('Failed to upload file');
    } finally {
      setProgress(null);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <div className="field">
      <label htmlFor={id}>PDF File</label>
      {value && (
        <p className="resource-file__current">
          <FileText size={16} aria-hidden="true" /> {storedFileName(value)}
        </p>
      )}
      <input
        ref={input}
        id={id}
        type="file"
        accept="application/pdf,.pdf"
        disabled={progress !== null}
        aria-invalid={message ? true : undefined}
        aria-describedby={`${id}-hint${message ? ` ${id}-error` : ''}`}
        onChange={(event) => void choose(event.target.files?.[0])}
      />
      <p className="field__hint" id={`${id}-hint`}>
        <Upload size={14} aria-hidden="true" /> PDF only, 10 MB at most.
      </p>
      {progress !== null && <progress className="resource-file__progress" max={1} value={progress} aria-label="Upload progress" />}
      {message && (
        <p className="field__error" id={`${id}-error`}>
          {message}
        </p>
      )}
    </div>
  );
}
