import { Link } from 'react-router';
import { Breadcrumb, type BreadcrumbItem } from '../../components/Breadcrumb';
import { eyebrowClass } from '../../components/ui';
import { t } from '../../../domain/words/catalogue';
import { formatDate } from '../../../domain/words/format';

/** A small table of facts (delivery estimates, tax rates): a caption, column headings and rows. */
export interface InformationTable {
  caption: string;
  columns: readonly string[];
  rows: readonly (readonly React.ReactNode[])[];
  /** A line under the table, e.g. what the figures leave out. */
  note?: React.ReactNode;
  /** 'figures' (default): the columns after the first are short figures, set right; 'text': every column is prose. */
  layout?: 'figures' | 'text';
}

/** One titled part of an information page: paragraphs (text, or text with links), short points and a table. */
export interface InformationSection {
  heading: string;
  /** An id for links into the page, e.g. 'return_refund'. */
  id?: string;
  paragraphs?: readonly React.ReactNode[];
  points?: readonly string[];
  /** Short points (a list of names) may be set in two columns on wider screens. */
  pointColumns?: 1 | 2;
  table?: InformationTable;
  /** Paragraphs after the points and the table. */
  after?: readonly React.ReactNode[];
}

/** A link to another information page, shown under 'Continue reading'. */
export interface RelatedPage {
  to: string;
  label: string;
  /** One line on what the page covers. */
  blurb?: string;
}

/**
 * The layout of the shop's static information pages (policies, promises, guides): a breadcrumb, an eyebrow, the
 * title, an introduction and titled sections, set at a comfortable reading width; then any other content (children)
 * and links to related pages.
 */
export function InformationPage({ eyebrow, title, intro, sections = [], updated, children, related, breadcrumb }: {
  eyebrow: string;
  title: string;
  intro: React.ReactNode;
  sections?: readonly InformationSection[];
  /** The day the text was last changed, e.g. '2026-11-01' (shown as the locale writes dates). */
  updated?: string;
  children?: React.ReactNode;
  related?: readonly RelatedPage[];
  /** The breadcrumb steps after Home; by default just the page's title. */
  breadcrumb?: readonly BreadcrumbItem[];
}) {
  return (
    <>
      <Breadcrumb trail={breadcrumb ?? [{ label: title }]} />
      <main className="mx-auto max-w-3xl px-5 pt-12 pb-8 sm:px-6 sm:pt-20">
        <p className={eyebrowClass}>{eyebrow}</p>
        <h1 className="mt-4 text-4xl leading-tight sm:text-5xl">{title}</h1>
        <p className="mt-6 text-lg leading-relaxed text-stone">{intro}</p>
        {updated ? <p className="mt-4 text-sm text-stone">{t('information.informationPage.lastUpdated', { updated: formatDate(updated) })}</p> : null}
        {sections.length > 0 && (
          <div className="mt-12 space-y-12">
            {sections.map((section) => (
              <InformationSectionView key={section.heading} section={section} />
            ))}
          </div>
        )}
        {children}
        {related && related.length > 0 ? <RelatedPages pages={related} /> : null}
      </main>
    </>
  );
}

/** One section of an information page; also used on its own by pages with a layout of their own. */
export function InformationSectionView({ section }: { section: InformationSection }) {
  const headingId = `${section.id ?? slug(section.heading)}-title`;
  return (
    <section id={section.id} aria-labelledby={headingId} className="scroll-mt-24">
      <h2 id={headingId} className="border-b border-pearl pb-3 text-2xl sm:text-3xl">
        {section.heading}
      </h2>
      <Paragraphs items={section.paragraphs} />
      {section.points ? (
        <ul className={`mt-4 leading-relaxed text-ink/85 ${section.pointColumns === 2 ? 'grid gap-y-2 sm:grid-cols-2 sm:gap-x-10' : 'space-y-2'}`}>
          {section.points.map((point) => (
            <li key={point} className="relative pl-5 before:absolute before:top-[0.7em] before:left-0 before:h-px before:w-2.5 before:bg-gold">
              {point}
            </li>
          ))}
        </ul>
      ) : null}
      {section.table ? <FactsTable table={section.table} /> : null}
      <Paragraphs items={section.after} />
    </section>
  );
}

function Paragraphs({ items }: { items?: readonly React.ReactNode[] }) {
  return items?.map((p, i) => (
    <p key={i} className="mt-4 leading-relaxed text-ink/85">
      {p}
    </p>
  ));
}

/** A table of facts; on narrow screens it stays within the page (its container scrolls if it ever must). */
export function FactsTable({ table }: { table: InformationTable }) {
  const figures = table.layout !== 'text';
  return (
    <div className="mt-6">
      <div className="overflow-x-auto">
        <table className="w-full border-collapse text-left text-[0.95rem]">
          <caption className="pb-3 text-left text-[0.7rem] tracking-[0.2em] text-stone uppercase">{table.caption}</caption>
          <thead>
            <tr className="border-y border-stone/25 bg-ivory">
              {table.columns.map((column, i) => (
                <th key={column} scope="col" className={`px-3 py-3 text-[0.7rem] font-medium tracking-[0.15em] text-ink uppercase sm:px-4 ${i > 0 && figures ? 'text-right' : ''}`}>
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row, r) => (
              <tr key={r} className="border-b border-pearl">
                {row.map((cell, i) =>
                  i === 0 ? (
                    <th key={i} scope="row" className={`px-3 py-3 align-top font-normal text-ink sm:px-4 ${figures ? '' : 'whitespace-nowrap'}`}>
                      {cell}
                    </th>
                  ) : (
                    <td key={i} className={`px-3 py-3 align-top text-ink/85 sm:px-4 ${figures ? 'text-right whitespace-nowrap tabular-nums' : ''}`}>
                      {cell}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {table.note ? <p className="mt-3 text-sm leading-relaxed text-stone">{table.note}</p> : null}
    </div>
  );
}

function RelatedPages({ pages }: { pages: readonly RelatedPage[] }) {
  return (
    <nav aria-labelledby="related-pages-title" className="mt-20 border-t border-pearl pt-10">
      <h2 id="related-pages-title" className={`${eyebrowClass} font-sans`}>
        {t('information.informationPage.continueReading')}
      </h2>
      <ul className="mt-6 grid border-t border-l border-pearl sm:grid-cols-2">
        {pages.map((page) => (
          <li key={page.to} className="border-r border-b border-pearl">
            <Link to={page.to} className="group block h-full p-5 transition-colors hover:bg-ivory">
              <span className="font-serif text-xl text-ink group-hover:text-gold-deep">{page.label}</span>
              {page.blurb ? <span className="mt-1 block text-sm leading-relaxed text-stone">{page.blurb}</span> : null}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function slug(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}
