import { t } from '../../../domain/words/catalogue';
import '../../../domain/words/books/information';
/** A question and its answer (paragraphs of text, or text with links). */
export interface FaqEntry {
  question: string;
  answer: readonly React.ReactNode[];
}

/** A titled group of questions. */
export interface FaqGroup {
  id: string;
  title: string;
  entries: readonly FaqEntry[];
}

/**
 * Frequently asked questions as native disclosure widgets (<details>/<summary>): keyboard and screen-reader
 * friendly without script, searchable with the browser's find (which opens a closed answer), and every answer is in
 * the page for search engines.
 */
export function Faq({ groups }: { groups: readonly FaqGroup[] }) {
  return (
    <div className="mt-12 space-y-14">
      <nav aria-label={t('information.faq.topics')} className="flex flex-wrap gap-2">
        {groups.map((group) => (
          <a key={group.id} href={`#${group.id}`} className="border border-stone/30 px-4 py-2 text-[0.7rem] tracking-[0.15em] text-stone uppercase transition-colors hover:border-ink hover:text-ink">
            {group.title}
          </a>
        ))}
      </nav>
      {groups.map((group) => (
        <section key={group.id} id={group.id} aria-labelledby={`${group.id}-title`} className="scroll-mt-24">
          <h2 id={`${group.id}-title`} className="text-2xl sm:text-3xl">
            {group.title}
          </h2>
          <div className="mt-4 border-t border-pearl">
            {group.entries.map((entry) => (
              <details key={entry.question} className="group border-b border-pearl">
                <summary className="flex cursor-pointer list-none items-start justify-between gap-6 py-5 text-left text-[1.05rem] leading-snug text-ink transition-colors hover:text-gold-deep [&::-webkit-details-marker]:hidden">
                  <span>{entry.question}</span>
                  <span aria-hidden="true" className="relative mt-1.5 size-3 shrink-0">
                    <span className="absolute top-1/2 left-0 h-px w-3 bg-gold" />
                    <span className="absolute top-0 left-1/2 h-3 w-px bg-gold transition-transform group-open:rotate-90 group-open:opacity-0" />
                  </span>
                </summary>
                <div className="-mt-1 pb-6">
                  {entry.answer.map((paragraph, i) => (
                    <p key={i} className={`leading-relaxed text-ink/80 ${i > 0 ? 'mt-3' : ''}`}>
                      {paragraph}
                    </p>
                  ))}
                </div>
              </details>
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
