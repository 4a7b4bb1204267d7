import { ImageOff } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';

/** Spec section 9: lazy loading starts 50 px before the image is visible (10% visibility). */
const observerOptions: IntersectionObserverInit = { rootMargin: '50px', threshold: 0.1 };

interface LazyImageProps {
  src: string | null;
  alt: string;
  className?: string;
  /** Load at once (e.g. an image known to be on the first screen). */
  eager?: boolean;
}

/**
 * An image that is only requested when it comes within 50 px of the viewport (IntersectionObserver, plus
 * the browser's own `loading="lazy"`), with a placeholder while waiting and when the image is missing or broken.
 */
export function LazyImage({ src, alt, className, eager = false }: LazyImageProps) {
  const frame = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(eager || typeof IntersectionObserver === 'undefined');
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const [loadedSrc, setLoadedSrc] = useState<string | null>(null);

  useEffect(() => {
    if (near || !frame.current) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        setNear(true);
        observer.disconnect();
      }
    }, observerOptions);
    observer.observe(frame.current);
    return () => observer.disconnect();
  }, [near]);

  const broken = !src || failedSrc === src;
  const showImage = near && !broken;
  return (
    <div
      ref={frame}
      className={`lazy-image${className ? ` ${className}` : ''}${showImage && loadedSrc === src ? ' lazy-image--loaded' : ''}`}
      {...(showImage ? {} : { role: 'img', 'aria-label': alt })}
    >
      {showImage ? (
        <img src={src} alt={alt} loading={eager ? 'eager' : 'lazy'} decoding="async" onLoad={() => setLoadedSrc(src)} onError={() => setFailedSrc(src)} />
      ) : (
        <span className={`lazy-image__placeholder${broken ? ' lazy-image__placeholder--missing' : ''}`} aria-hidden="true">
          {broken && <ImageOff size={28} strokeWidth={1.5} />}
        </span>
      )}
    </div>
  );
}
