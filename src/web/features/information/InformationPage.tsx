import { eyebrowClass } from '../../components/ui';

/** One titled part of an information page: paragraphs (text, or text with links) and short points. */
export interface InformationSection {
  heading: string;
  /** An id for links into the page, e.g. 'return_refund'. */
  id?: string;
  paragraphs?: readonly React.ReactNode[];
  points?: readonly string[];
}

/**
 * The layout of the shop's static information pages (policies, promises, guides): an eyebrow, the title, an
 * introduction and titled sections, set at a comfortable reading width.
 */
export function InformationPage({ eyebrow, title, intro, sections, updated, children }: {
  eyebrow: string;
  title: string;
  intro: string;
  sections: readonly InformationSection[];
  /** When the text was last changed, e.g. '1 November 2026'. */
  updated?: string;
  children?: React.ReactNode;
}) {
  return (
    <main className="mx-auto max-w-3xl px-6 pt-14 pb-24 sm:pt-20">
      <p className={eyebrowClass}>{eyebrow}</p>
      <h1 className="mt-4 text-4xl leading-tight sm:text-5xl">{title}</h1>
      <p className="mt-6 text-lg leading-relaxed text-stone">{intro}</p>
      {updated ? <p className="mt-4 text-sm text-stone/80">Last updated {updated}</p> : null}
      <div className="mt-12 space-y-12">
        {sections.map((section) => (
          <section key={section.heading} id={section.id} aria-labelledby={`${section.id ?? slug(section.heading)}-title`} className="scroll-mt-24">
            <h2 id={`${section.id ?? slug(section.heading)}-title`} className="border-b border-pearl pb-3 text-2xl sm:text-3xl">
              {section.heading}
            </h2>
            {section.paragraphs?.map((p, i) => (
              <p key={i} className="mt-4 leading-relaxed text-ink/85">
                {p}
              </p>
            ))}
            {section.points ? (
              <ul className="mt-4 space-y-2 leading-relaxed text-ink/85">
                {section.points.map((point) => (
                  <li key={point} className="relative pl-5 before:absolute before:top-[0.7em] before:left-0 before:h-px before:w-2.5 before:bg-gold">
                    {point}
                  </li>
                ))}
              </ul>
            ) : null}
          </section>
        ))}
      </div>
      {children}
    </main>
  );
}

function slug(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}
