/** A small square product picture; the shop's own pictures are asked for at the size shown. */
export function Thumbnail({ src, alt, className = 'size-20 sm:size-24' }: { src: string | null | undefined; alt: string; className?: string }) {
  if (!src) return <span aria-hidden="true" className={`block shrink-0 bg-ivory ${className}`} />;
  const sized = src.startsWith('/images/') && !src.includes('?') ? `${src}?w=320` : src;
  return <img src={sized} alt={alt} width={96} height={96} loading="lazy" decoding="async" className={`shrink-0 bg-ivory object-cover ${className}`} />;
}
