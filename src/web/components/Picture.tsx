import { PICTURE_WIDTHS } from '../../domain/picture-widths';

/** The narrowest width a srcset offers (the 160 px drawings are for small thumbnails, asked for by name). */
const SRCSET_FROM = 320;

interface PictureProps {
  src: string;
  alt: string;
  /** Intrinsic size: fixes the aspect ratio so nothing shifts while it loads. */
  width: number;
  height: number;
  sizes: string;
  /**
   * 'high': above the fold, load at once first. 'soon': not seen yet but shown without scrolling (a carousel's next
   * slides), load at once after the rest. Unset: lazy, when scrolled near.
   */
  priority?: 'high' | 'soon' | boolean;
  className?: string;
}

export function srcSetOf(src: string, maxWidth: number): string {
  return PICTURE_WIDTHS.filter((w) => w >= SRCSET_FROM && w <= maxWidth)
    .map((w) => `${src}?w=${w} ${w}w`)
    .join(', ');
}

/** A generated WebP picture with its srcset, lazy below the fold, with a fixed aspect ratio. */
export function Picture({ src, alt, width, height, sizes, priority, className }: PictureProps) {
  return (
    <img
      src={`${src}?w=${Math.min(width, 960)}`}
      srcSet={srcSetOf(src, width)}
      sizes={sizes}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority === 'soon' ? 'low' : priority ? 'high' : 'auto'}
      decoding="async"
      className={className}
    />
  );
}
