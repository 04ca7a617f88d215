import { eyebrowClass } from '../../components/ui';

interface SectionHeadingProps {
  id: string;
  eyebrow: string;
  title: string;
  intro?: string;
}

/** A section's centred heading: a small tracked eyebrow, a serif title and a short gold rule. */
export function SectionHeading({ id, eyebrow, title, intro }: SectionHeadingProps) {
  return (
    <header className="mx-auto mb-10 max-w-2xl text-center md:mb-14">
      <p className={eyebrowClass}>{eyebrow}</p>
      <h2 id={id} className="mt-3 text-[2.1rem] leading-tight md:text-5xl">
        {title}
      </h2>
      <span aria-hidden="true" className="mx-auto mt-5 block h-px w-12 bg-gold/60" />
      {intro && <p className="mt-5 text-[0.95rem] leading-relaxed text-stone">{intro}</p>}
    </header>
  );
}
