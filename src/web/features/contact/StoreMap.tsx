import { useEffect, useState } from 'react';
import type { ShopSettings } from '../../../domain/contract/content';
import { addressLine, mapsLink } from './StoreDetails';
import { t } from '../../../domain/words/catalogue';

/**
 * The embedded map of the showroom (settings.mapEmbedUrl). The frame is created once the page runs in the browser,
 * after a listener for content-security-policy refusals is in place: a refused map is replaced by a card with the
 * address and a link to open it in Google Maps (which is also always offered under the map).
 */
export function StoreMap({ settings }: { settings: ShopSettings }) {
  const [src, setSrc] = useState<string | null>(null);
  const [blocked, setBlocked] = useState(false);
  const embedUrl = settings.mapEmbedUrl;

  useEffect(() => {
    const origin = new URL(embedUrl).origin;
    const onViolation = (event: SecurityPolicyViolationEvent) => {
      if (event.blockedURI.startsWith(origin)) setBlocked(true);
    };
    document.addEventListener('securitypolicyviolation', onViolation);
    setSrc(embedUrl);
    return () => document.removeEventListener('securitypolicyviolation', onViolation);
  }, [embedUrl]);

  const title = t('contact.storeMap.mapOfTheShowroom', { brandName: settings.brandName, settings: addressLine(settings) });
  return (
    <figure>
      <div className="relative aspect-[4/3] w-full overflow-hidden border border-pearl bg-ivory sm:aspect-[16/10]" data-map-state={blocked ? 'unavailable' : src ? 'loading' : 'waiting'}>
        <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 px-6 text-center">
          <span aria-hidden="true" className="block h-px w-10 bg-gold" />
          <p className="font-serif text-2xl text-ink">{settings.brandName} {t('contact.storeMap.showroom')}</p>
          <p className="max-w-xs text-sm leading-relaxed text-stone">{addressLine(settings)}</p>
          <a href={mapsLink(settings)} target="_blank" rel="noopener noreferrer" className="mt-2 border border-ink px-5 py-2.5 text-[0.7rem] tracking-[0.2em] text-ink uppercase transition-colors hover:bg-ink hover:text-white">
            {t('contact.storeMap.openInGoogleMaps')}
            <span className="sr-only"> {t('contact.storeMap.opensInANew')}</span>
          </a>
        </div>
        {src && !blocked ? (
          <iframe
            src={src}
            title={title}
            loading="lazy"
            referrerPolicy="no-referrer-when-downgrade"
            allowFullScreen
            className="absolute inset-0 h-full w-full border-0"
          />
        ) : null}
      </div>
      <figcaption className="mt-2 text-xs text-stone">
        {t('contact.storeMap.mapNotShowing')}{' '}
        <a href={mapsLink(settings)} target="_blank" rel="noopener noreferrer" className="underline decoration-gold/50 underline-offset-4 hover:text-ink">
          {t('contact.storeMap.openItInGoogle')}
          <span className="sr-only"> {t('contact.storeMap.opensInANew')}</span>
        </a>
      </figcaption>
    </figure>
  );
}
