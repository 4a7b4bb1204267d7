import { ChevronLeft, ChevronRight, Images, X } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { orderedPhotos, photoUrl } from '@shared/rules/images';
import { getConfig } from '../../lib/config';
import { wrapIndex } from './wrap-index';
import { useFocusTrap } from '../../hooks/use-focus-trap';

interface GalleryProps {
  title: string;
  imageUrl: string | null | undefined;
  photos: readonly string[] | null | undefined;
}

/** Main image plus up to two side images ('+N' on the last when there are more than 3); each opens the lightbox. */
export function Gallery({ title, imageUrl, photos }: GalleryProps) {
  const images = orderedPhotos(imageUrl, photos);
  const [open, setOpen] = useState<number | null>(null);
  const base = getConfig().imageBaseUrl;
  if (images.length === 0) {
    return (
      <div className="pd-gallery pd-gallery--empty" role="img" aria-label="No photos yet">
        <Images size={40} aria-hidden="true" />
      </div>
    );
  }
  const shown = images.slice(0, 3);
  const more = images.length - 3;
  return (
    <section className={`pd-gallery pd-gallery--${shown.length}`} aria-label="Photos">
      {shown.map((photo, i) => (
        <button
          key={photo}
          type="button"
          className={i === 0 ? 'pd-gallery__main' : 'pd-gallery__side'}
          onClick={() => setOpen(i)}
          aria-label={i === 2 && more > 0 ? `View all ${images.length} photos, ${more} more` : `View photo ${i + 1} of ${images.length}`}
        >
          <img src={photoUrl(base, photo, i === 0 ? 'detail' : 'card')} alt={i === 0 ? title : ''} loading={i === 0 ? 'eager' : 'lazy'} decoding="async" />
          {i === 2 && more > 0 && (
            <span className="pd-gallery__more" aria-hidden="true">
              +{more}
            </span>
          )}
        </button>
      ))}
      {open !== null && <Lightbox title={title} images={images} start={open} onClose={() => setOpen(null)} />}
    </section>
  );
}

interface LightboxProps {
  title: string;
  images: string[];
  start: number;
  onClose: () => void;
}

/** Full-screen viewer: close, 'n / total', previous/next with wrap-around (buttons and arrow keys), thumbnails, Escape. */
function Lightbox({ title, images, start, onClose }: LightboxProps) {
  const [index, setIndex] = useState(start);
  const ref = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const base = getConfig().imageBaseUrl;
  const total = images.length;
  const go = useCallback((step: number) => setIndex((current) => wrapIndex(current + step, total)), [total]);
  useFocusTrap(ref, true, onClose, closeRef);

  useEffect(() => {
    if (total < 2) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowLeft') {
        event.preventDefault();
        go(-1);
      } else if (event.key === 'ArrowRight') {
        event.preventDefault();
        go(1);
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [go, total]);

  useEffect(() => {
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, []);

  return createPortal(
    <div ref={ref} className="pd-lightbox" role="dialog" aria-modal="true" aria-label={`Photos of ${title}`}>
      <div className="pd-lightbox__bar">
        <p className="pd-lightbox__counter" aria-live="polite">
          {index + 1} / {total}
        </p>
        <button ref={closeRef} type="button" className="pd-lightbox__button" onClick={onClose} aria-label="Close gallery">
          <X size={24} aria-hidden="true" />
        </button>
      </div>
      <div className="pd-lightbox__stage">
        {total > 1 && (
          <button type="button" className="pd-lightbox__button pd-lightbox__nav pd-lightbox__nav--prev" onClick={() => go(-1)} aria-label="Previous image">
            <ChevronLeft size={32} aria-hidden="true" />
          </button>
        )}
        <img className="pd-lightbox__image" src={photoUrl(base, images[index]!, 'fullRes')} alt={`${title}, photo ${index + 1} of ${total}`} />
        {total > 1 && (
          <button type="button" className="pd-lightbox__button pd-lightbox__nav pd-lightbox__nav--next" onClick={() => go(1)} aria-label="Next image">
            <ChevronRight size={32} aria-hidden="true" />
          </button>
        )}
      </div>
      {total > 1 && (
        <ul className="pd-lightbox__thumbs" aria-label="Thumbnails">
          {images.map((photo, i) => (
            <li key={photo}>
              <button
                type="button"
                className="pd-lightbox__thumb"
                aria-label={`Show photo ${i + 1}`}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => setIndex(i)}
              >
                <img src={photoUrl(base, photo, 'thumbnail')} alt="" loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>,
    document.body,
  );
}
