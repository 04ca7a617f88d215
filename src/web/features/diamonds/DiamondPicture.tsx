import { useEffect, useRef, useState } from 'react';
import { SITE_IMAGES } from '../../../domain/catalog/image-names';
import { srcSetOf } from '../../components/Picture';

/** The shop's own pictures are drawn at the width asked (?w=); a supplier's picture is shown as it comes. */
const isShopPicture = (src: string) => src.startsWith('/images/') && !src.includes('?');

/** The shape's own picture, shown when a stone's picture cannot be loaded. */
export function shapePictureOf(shape: string): string {
  return (SITE_IMAGES.shapes.find((s) => s.shape === shape) ?? SITE_IMAGES.shapes[0]).url;
}

interface DiamondPictureProps {
  src: string;
  shape: string;
  alt: string;
  /** Intrinsic size (square), which fixes the box so nothing shifts. */
  size: number;
  sizes: string;
  priority?: boolean;
  className?: string;
}

/**
 * A diamond's picture, square, with a fixed box. When the supplier's picture fails (a broken link in a feed) the
 * shape's own picture takes its place, also when it failed before the page came to life.
 */
export function DiamondPicture({ src, shape, alt, size, sizes, priority, className = '' }: DiamondPictureProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const ref = useRef<HTMLImageElement>(null);
  const shown = failed === src || !src ? shapePictureOf(shape) : src;
  useEffect(() => {
    const img = ref.current;
    if (img && img.complete && img.naturalWidth === 0 && shown === src) setFailed(src);
  }, [src, shown]);
  const shop = isShopPicture(shown);
  return (
    <img
      ref={ref}
      src={shop ? `${shown}?w=${Math.min(size, 960)}` : shown}
      srcSet={shop ? srcSetOf(shown, size) : undefined}
      sizes={shop ? sizes : undefined}
      alt={alt}
      width={size}
      height={size}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      onError={() => shown === src && setFailed(src)}
      className={`aspect-square object-cover ${className}`}
    />
  );
}
