import { Picture, srcSetOf } from '../../components/Picture';

/** Under this width the mobile picture is shown (Tailwind's `md` starts at 768 px). */
export const MOBILE_PICTURE_MEDIA = '(max-width: 767px)';

interface ArtPictureProps {
  desktop: { src: string; width: number; height: number };
  mobile: { src: string; width: number; height: number };
  alt: string;
  /** Sizes of the desktop picture; the mobile one is full width. */
  sizes?: string;
  priority?: 'high' | 'soon' | boolean;
  /** Must give both aspect ratios, e.g. 'aspect-[4/5] md:aspect-[12/5]'. */
  className: string;
}

/**
 * Separate desktop and mobile pictures in one <picture>: the browser downloads only the one that matches
 * the width, so a phone never fetches the wide banner and a desktop never fetches the tall one.
 */
export function ArtPicture({ desktop, mobile, alt, sizes = '100vw', priority, className }: ArtPictureProps) {
  return (
    <picture>
      <source
        media={MOBILE_PICTURE_MEDIA}
        srcSet={srcSetOf(mobile.src, mobile.width)}
        sizes="100vw"
        width={mobile.width}
        height={mobile.height}
      />
      <Picture
        src={desktop.src}
        alt={alt}
        width={desktop.width}
        height={desktop.height}
        sizes={sizes}
        priority={priority}
        className={`w-full object-cover ${className}`}
      />
    </picture>
  );
}
