import { Link } from 'react-router';
import { DIAMOND_TYPES, type DiamondTypeValue } from '../../../domain/diamonds/grades';
import { SITE_IMAGES } from '../../../domain/catalog/image-names';
import { t } from '../../../domain/words/catalogue';

const PICTURES = { naturaldiamond: SITE_IMAGES.diamondTypes.natural, labgrowndiamond: SITE_IMAGES.diamondTypes.labGrown } as const;

/** The diamond type tabs with their descriptions (storefront §2, §3); choosing one clears the results (§4). */
export function TypeTabs({ current, hrefFor, onChoose }: { current: DiamondTypeValue; hrefFor: (type: DiamondTypeValue) => string; onChoose: (type: DiamondTypeValue) => void }) {
  const active = DIAMOND_TYPES.find((t) => t.value === current)!;
  return (
    <nav aria-label={t('diamonds.typeTabs.diamondType')}>
      <ul className="grid grid-cols-2 border border-pearl">
        {DIAMOND_TYPES.map((type, i) => {
          const on = type.value === current;
          return (
            <li key={type.value} className={i > 0 ? 'border-l border-pearl' : ''}>
              <Link
                to={hrefFor(type.value)}
                aria-current={on ? 'page' : undefined}
                preventScrollReset
                onClick={(e) => {
                  e.preventDefault();
                  if (!on) onChoose(type.value);
                }}
                className={`flex items-center justify-center gap-3 px-3 py-3.5 transition-colors sm:py-4 ${on ? 'bg-ivory text-ink' : 'text-stone hover:bg-ivory/50 hover:text-ink'}`}
              >
                <img src={`${PICTURES[type.value].url}?w=160`} alt="" width={160} height={160} loading="lazy" decoding="async" className={`hidden size-10 rounded-full object-cover sm:block ${on ? '' : 'opacity-70'}`} />
                <span className="text-[0.7rem] tracking-[0.18em] whitespace-nowrap uppercase sm:text-xs sm:tracking-[0.22em]">{type.label}</span>
              </Link>
              <span aria-hidden="true" className={`block h-0.5 ${on ? 'bg-gold' : 'bg-transparent'}`} />
            </li>
          );
        })}
      </ul>
      <p className="mx-auto mt-4 max-w-2xl text-center text-sm leading-relaxed text-stone" data-type-description="">
        {active.description}
      </p>
    </nav>
  );
}
