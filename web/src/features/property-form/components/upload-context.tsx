import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';

/**
 * What the form's upload fields share: the property id their files are stored under (a new property's id is
 * chosen by the form before anything is uploaded, and the property is created with it) and a busy count,
 * so saving waits while any file is on its way.
 */
interface FormUploads {
  ownerId: string;
  disabled: boolean;
  /** A field's busy reporter, by a key unique to the field. */
  busyReporter: (key: string) => (busy: boolean) => void;
}

const UploadsContext = createContext<FormUploads | null>(null);

export function useFormUploads(): FormUploads {
  const value = useContext(UploadsContext);
  if (!value) throw new Error('useFormUploads needs a FormUploadsProvider');
  return value;
}

/** Holds which upload fields are busy; `uploading` is true while any is. */
export function useUploadBusy() {
  const busyKeys = useRef(new Set<string>());
  const reporters = useRef(new Map<string, (busy: boolean) => void>());
  const [uploading, setUploading] = useState(false);
  const busyReporter = useCallback((key: string) => {
    let reporter = reporters.current.get(key);
    if (!reporter) {
      reporter = (busy: boolean) => {
        if (busy) busyKeys.current.add(key);
        else busyKeys.current.delete(key);
        setUploading(busyKeys.current.size > 0);
      };
      reporters.current.set(key, reporter);
    }
    return reporter;
  }, []);
  return { uploading, busyReporter };
}

export function FormUploadsProvider({ ownerId, disabled, busyReporter, children }: FormUploads & { children: ReactNode }) {
  const value = useMemo(() => ({ ownerId, disabled, busyReporter }), [ownerId, disabled, busyReporter]);
  return <UploadsContext.Provider value={value}>{children}</UploadsContext.Provider>;
}
