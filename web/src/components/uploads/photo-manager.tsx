import { useEffect, useId, useLayoutEffect, useRef, useState, type ChangeEvent } from 'react';
import { DragDropProvider } from '@dnd-kit/react';
import { ArrowLeft, ArrowRight, Star, Trash2, type LucideIcon } from 'lucide-react';
import { useSortable } from '@dnd-kit/react/sortable';
import { move } from '@dnd-kit/helpers';
import { photoUrl } from '@shared/rules/images';
import { MAX_UPLOAD_BYTES, PHOTO_ACCEPT, tooLargeMessage } from '@shared/rules/uploads';
import { Button } from '../ui/button';
import { getConfig } from '../../lib/config';
import { toast } from '../../lib/toast';
import { optimiseImage } from '../../lib/uploads/optimise-image';
import { uploadFailureReason, uploadFile } from '../../lib/uploads/upload-file';
import { makeCover, movePhoto, removeAt, sameOrder } from './photo-order';
import { UploadProgressList, type UploadProgressItem } from './upload-progress';

export interface PhotoManagerProps {
  /** The photos in display order: stored photo keys (or absolute URLs). The first is the main image. */
  value: readonly string[];
  onChange: (next: string[]) => void;
  /** The property id the photos belong to (their key prefix); a new property's id chosen by the form. */
  ownerId: string;
  label?: string;
  hint?: string;
  disabled?: boolean;
  /** Most photos a property may hold (the record allows 50). */
  maxPhotos?: number;
  /** Told when uploads start and finish, e.g. to hold the form's submit while files are on their way. */
  onBusyChange?: (busy: boolean) => void;
  /**
   * Called before a photo leaves the list, e.g. to delete its files at once. Not needed for a property
   * form: the files stay under the property's prefix and go with the property. A rejection keeps the
   * photo and shows 'Failed to remove image'.
   */
  onRemove?: (photo: string) => Promise<void>;
}

/** Files sent at the same time: enough to keep the connection busy, few enough to show progress sensibly. */
const PARALLEL_UPLOADS = 3;

let sequence = 0;

/**
 * The photo list of a property (spec: 'Add / Edit Property', admin-and-content.md sections 5 and 8): several
 * files at once, each optimised in the browser (JPEG, fullRes preset, EXIF and GPS stripped), uploaded with
 * its own progress bar and turned into the four variants by the server. Reorder by dragging (pointer, touch
 * or keyboard through the drag handle) or with 'Move earlier', 'Move later' and 'Make cover'. The first
 * photo is the main image.
 */
export function PhotoManager({
  value,
  onChange,
  ownerId,
  label = 'Photos',
  hint,
  disabled = false,
  maxPhotos = 50,
  onBusyChange,
  onRemove,
}: PhotoManagerProps) {
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [pending, setPending] = useState<UploadProgressItem[]>([]);
  const [announcement, setAnnouncement] = useState('');
  // Uploads finish after renders the admin may have caused (a reorder, a removal): add to the latest list.
  const latest = useRef(value);
  const busyChange = useRef(onBusyChange);
  useLayoutEffect(() => {
    latest.current = value;
    busyChange.current = onBusyChange;
  });
  const busy = pending.length > 0;
  useEffect(() => busyChange.current?.(busy), [busy]);

  const update = (id: string, change: Partial<UploadProgressItem>) =>
    setPending((items) => items.map((item) => (item.id === id ? { ...item, ...change } : item)));

  async function uploadOne(file: File, id: string): Promise<string | null> {
    try {
      const optimised = await optimiseImage(file);
      update(id, { stage: 'uploading', progress: 0 });
      const done = await uploadFile(optimised, {
        purpose: 'propertyPhoto',
        ownerId,
        onProgress: (fraction) => update(id, fraction >= 1 ? { stage: 'processing', progress: null } : { progress: fraction }),
      });
      return done.value;
    } catch (error) {
      toast.error('Failed to upload image', { description: uploadFailureReason(error) });
      return null;
    } finally {
      setPending((items) => items.filter((item) => item.id !== id));
    }
  }

  async function addFiles(list: FileList | null) {
    const files = [...(list ?? [])];
    if (inputRef.current) inputRef.current.value = '';
    if (files.length === 0) return;
    const room = maxPhotos - latest.current.length - pending.length;
    if (files.length > room) toast.error(`A property can hold ${maxPhotos} photos: ${Math.max(0, room)} more can be added.`);
    const accepted = files.slice(0, Math.max(0, room)).filter((file) => {
      // Spec section 5: 10 MB per file at most, checked on the file as chosen.
      if (file.size > MAX_UPLOAD_BYTES) {
        toast.error(tooLargeMessage('propertyPhoto', file.name));
        return false;
      }
      return true;
    });
    if (accepted.length === 0) return;
    const jobs = accepted.map((file) => ({ file, id: `upload-${++sequence}` }));
    setPending((items) => [...items, ...jobs.map(({ file, id }) => ({ id, name: file.name, progress: null, stage: 'optimising' as const }))]);

    const results: (string | null)[] = new Array(jobs.length).fill(null);
    let next = 0;
    const worker = async () => {
      for (let index = next++; index < jobs.length; index = next++) results[index] = await uploadOne(jobs[index]!.file, jobs[index]!.id);
    };
    await Promise.all(Array.from({ length: Math.min(PARALLEL_UPLOADS, jobs.length) }, worker));

    const added = results.filter((key): key is string => key !== null);
    if (added.length > 0) {
      onChange([...latest.current, ...added]);
      // Spec section 8, word for word.
      toast.success(`${added.length} optimized image(s) uploaded successfully`);
      setAnnouncement(`${added.length} photo${added.length === 1 ? '' : 's'} added. ${latest.current.length + added.length} photos in total.`);
    }
  }

  const reorder = (next: string[], message: string) => {
    if (sameOrder(next, latest.current)) return;
    onChange(next);
    toast.success('Images reordered');
    setAnnouncement(message);
  };

  async function remove(index: number) {
    const photo = latest.current[index];
    if (photo === undefined) return;
    try {
      await onRemove?.(photo);
    } catch {
      toast.error('Failed to remove image');
      return;
    }
    onChange(removeAt(latest.current, latest.current.indexOf(photo) === -1 ? index : latest.current.indexOf(photo)));
    toast.success('Image removed');
    setAnnouncement(`Photo ${index + 1} removed.`);
  }

  const base = getConfig().imageBaseUrl;
  const total = value.length;

  return (
    <div className="photo-manager" role="group" aria-labelledby={`${inputId}-label`}>
      <div className="photo-manager__header">
        <span className="photo-manager__label" id={`${inputId}-label`}>
          {label}
        </span>
        <span className="photo-manager__count">
          {total} of {maxPhotos}
        </span>
      </div>
      <p className="field__hint" id={hintId}>
        {hint ??
          'JPEG, PNG or WebP, up to 10 MB each. Photos are optimised before upload. The first photo is the main image: drag to reorder, or use the buttons.'}
      </p>

      <div className="photo-manager__add">
        <input
          ref={inputRef}
          id={inputId}
          className="visually-hidden"
          type="file"
          accept={PHOTO_ACCEPT}
          multiple
          disabled={disabled || total + pending.length >= maxPhotos}
          aria-describedby={hintId}
          onChange={(event: ChangeEvent<HTMLInputElement>) => void addFiles(event.target.files)}
        />
        <label htmlFor={inputId} className="button button--secondary" aria-disabled={disabled || total + pending.length >= maxPhotos || undefined}>
          Add photos
        </label>
      </div>

      <UploadProgressList items={pending} />

      {total === 0 ? (
        <p className="photo-manager__empty">No photos yet.</p>
      ) : (
        <DragDropProvider
          onDragEnd={(event) => {
            if (event.canceled) return;
            const before = latest.current;
            const next = move([...before], event);
            const movedTo = next.findIndex((photo, i) => photo !== before[i]);
            reorder(next, movedTo === -1 ? 'Photos reordered.' : `Photos reordered. Photo ${movedTo + 1} of ${next.length}.`);
          }}
        >
          <ol className="photo-manager__list">
            {value.map((photo, index) => (
              <SortablePhoto
                key={photo}
                photo={photo}
                index={index}
                total={total}
                src={photoUrl(base, photo, 'thumbnail')}
                disabled={disabled}
                onMove={(to) => reorder(movePhoto(latest.current, index, to), `Photo moved to position ${to + 1} of ${total}.`)}
                onCover={() => reorder(makeCover(latest.current, index), 'Photo made the main image.')}
                onRemove={() => void remove(index)}
              />
            ))}
          </ol>
        </DragDropProvider>
      )}
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}

interface SortablePhotoProps {
  photo: string;
  index: number;
  total: number;
  src: string;
  disabled: boolean;
  onMove: (to: number) => void;
  onCover: () => void;
  onRemove: () => void;
}

function SortablePhoto({ photo, index, total, src, disabled, onMove, onCover, onRemove }: SortablePhotoProps) {
  const { ref, handleRef, isDragSource } = useSortable({ id: photo, index, disabled });
  const name = `Photo ${index + 1} of ${total}${index === 0 ? ' (main image)' : ''}`;
  return (
    <li ref={ref} className={`photo-manager__item${isDragSource ? ' photo-manager__item--dragging' : ''}`} aria-label={name}>
      <div className="photo-manager__frame">
        <img src={src} alt={name} loading="lazy" width={150} height={150} />
        {index === 0 && <span className="photo-manager__cover">Main image</span>}
        <button type="button" ref={handleRef} className="photo-manager__handle" aria-label={`Drag to reorder ${name}`} disabled={disabled}>
          <span aria-hidden="true">⠿</span>
        </button>
      </div>
      <div className="photo-manager__actions">
        <PhotoAction icon={ArrowLeft} label="Move earlier" disabled={disabled || index === 0} onClick={() => onMove(index - 1)} />
        <PhotoAction icon={ArrowRight} label="Move later" disabled={disabled || index === total - 1} onClick={() => onMove(index + 1)} />
        <PhotoAction icon={Star} label="Make cover" disabled={disabled || index === 0} onClick={onCover} />
        <PhotoAction icon={Trash2} label="Remove" variant="danger" disabled={disabled} onClick={onRemove} />
      </div>
    </li>
  );
}

/** A photo's button: its icon and its label (under 768 px the label is for screen readers only, so four fit a tile). */
function PhotoAction({
  icon: Icon,
  label,
  variant = 'ghost',
  disabled,
  onClick,
}: {
  icon: LucideIcon;
  label: string;
  variant?: 'ghost' | 'danger';
  disabled: boolean;
  onClick: () => void;
}) {
  return (
    <Button variant={variant} disabled={disabled} onClick={onClick} title={label}>
      <Icon size={16} aria-hidden="true" />
      <span className="visually-hidden-narrow">{label}</span>
    </Button>
  );
}
