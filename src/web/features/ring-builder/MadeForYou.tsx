import * as Accordion from '@radix-ui/react-accordion';
import { t } from '../../../domain/words/catalogue';

/** The promises behind every ring the shop finishes (storefront §2 "Made Just for You"). */
const PROMISES = [
  {
    id: 'beyond-conflict-free',
    title: t('ringBuilder.madeForYou.beyondConflictFree'),
    text: t('ringBuilder.madeForYou.everyNaturalDiamondWe'),
  },
  {
    id: 'recycled-precious-metals',
    title: t('ringBuilder.madeForYou.recycledPreciousMetals'),
    text: t('ringBuilder.madeForYou.yourSettingIsCast'),
  },
  {
    id: 'giving-back',
    title: t('ringBuilder.madeForYou.givingBack'),
    text: t('ringBuilder.madeForYou.forEveryEngagementRing'),
  },
] as const;

function Chevron() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="size-4 shrink-0 text-gold-deep transition-transform duration-300 group-data-[state=open]:rotate-180">
      <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export function MadeForYou() {
  return (
    <section aria-labelledby="made-for-you-heading" className="border border-pearl bg-ivory px-6 py-8 sm:px-10 sm:py-10">
      <p className="text-[0.7rem] tracking-[0.3em] text-gold-deep uppercase">{t('ringBuilder.madeForYou.ourPromise')}</p>
      <h2 id="made-for-you-heading" className="mt-3 text-3xl sm:text-4xl">
        {t('ringBuilder.madeForYou.madeJustForYou')}
      </h2>
      <p className="mt-3 max-w-prose text-sm leading-relaxed text-stone">
        {t('ringBuilder.madeForYou.yourRingIsSet')}
      </p>
      <Accordion.Root type="single" collapsible className="mt-6 divide-y divide-pearl border-y border-pearl">
        {PROMISES.map((p) => (
          <Accordion.Item key={p.id} value={p.id}>
            <Accordion.Header asChild>
              <h3>
                <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 py-4 text-left font-serif text-xl hover:text-gold-deep">
                  {p.title}
                  <Chevron />
                </Accordion.Trigger>
              </h3>
            </Accordion.Header>
            <Accordion.Content className="pb-5 text-sm leading-relaxed text-stone">{p.text}</Accordion.Content>
          </Accordion.Item>
        ))}
      </Accordion.Root>
    </section>
  );
}
