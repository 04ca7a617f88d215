import { PICTURE_WIDTHS } from '../../domain/catalog/picture-widths';
import { usePageLoaded } from '../lib/use-page-loaded';

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
   * slides), load once the page has loaded. Unset: lazy, when scrolled near.
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
export function Picture(props: PictureProps) {
  if (props.priority === 'soon') return <SoonPicture {...props} />;
  return <Img {...props} loading={props.priority ? 'eager' : 'lazy'} />;
}

/**
 * A picture not seen yet but shown without scrolling (a carousel's next slide): lazy until the page has loaded, then
 * fetched at once. Asked for eagerly from the start, at low priority, it still took a share of the first screen's
 * bandwidth: on a phone the hero's two later banners came in together with the first, the page's largest paint.
 */
function SoonPicture(props: PictureProps) {
  return <Img {...props} loading={usePageLoaded() ? 'eager' : 'lazy'} />;
}

function Img({ src, alt, width, height, sizes, priority, className, loading }: PictureProps & { loading: 'eager' | 'lazy' }) {
  return (
    <img
      src={`${src}?w=${Math.min(width, 960)}`}
      srcSet={srcSetOf(src, width)}
      sizes={sizes}
      alt={alt}
      width={width}
      height={height}
      loading={loading}
      fetchPriority={priority === 'soon' ? 'low' : priority ? 'high' : 'auto'}
      decoding="async"
      className={className}
    />
  );
}
