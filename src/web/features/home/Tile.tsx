import { Link } from 'react-router';
import { Picture } from '../../components/Picture';
import { eyebrowClass } from '../../components/ui';
import { tileLinkClass } from './layout';

interface TileProps {
  to: string;
  img: string;
  /** Intrinsic size of the picture (fixes the aspect ratio). */
  width: number;
  height: number;
  sizes: string;
  title: string;
  linkLabel: string;
  eyebrow?: string;
  /** The aspect-ratio class matching width/height, e.g. 'aspect-[4/5]'. */
  aspectClass: string;
  titleClass?: string;
}

/** An editorial tile: picture, optional eyebrow, serif title and a small tracked link label; the whole tile is the link. */
export function Tile({ to, img, width, height, sizes, title, linkLabel, eyebrow, aspectClass, titleClass = 'text-2xl' }: TileProps) {
  return (
    <Link to={to} className="group block text-center">
      <span className="block overflow-hidden bg-pearl">
        <Picture
          src={img}
          alt=""
          width={width}
          height={height}
          sizes={sizes}
          className={`${aspectClass} w-full object-cover transition-transform duration-700 ease-out group-hover:scale-[1.04]`}
        />
      </span>
      <span className="mt-5 block">
        {eyebrow && <span className={`${eyebrowClass} block`}>{eyebrow}</span>}
        <span className={`mt-1 block font-serif leading-tight ${titleClass}`}>{title}</span>
        <span className={tileLinkClass}>{linkLabel}</span>
      </span>
    </Link>
  );
}
