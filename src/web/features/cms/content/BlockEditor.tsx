import { useState, type ReactNode } from 'react';
import { NoticeArea } from '../../../components/Notice';
import { buttonClass, quietButtonClass } from '../../../components/ui';
import type { BlockLimits } from '../../../../domain/shop/home-content';
import { useCmsSave } from '../use-cms-save';
import { t, wordsOf } from '../../../../domain/words/catalogue';
import '../../../../domain/words/books/cms';


const moved = <T,>(items: readonly T[], from: number, to: number): T[] => {
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
};

/** What a block's cards are, and the words for them. */
export type BlockItemKind = 'slide' | 'review' | 'tile';
const KINDS = wordsOf('cms.blockEditor.kinds');
const FIELDS = wordsOf('cms.blockEditor.fields');
export type BlockFieldName = keyof typeof FIELDS;
/** The screen's name of a field the shop's refusal names ('desktopimg' is the picture). */
const fieldName = (field: string): string => (field === 'desktopimg' ? FIELDS.img : Object.hasOwn(FIELDS, field) ? FIELDS[field as BlockFieldName] : field);

/** 'items.0.actions.1.url: …' → 'Slide 1, button 2, link: …', as the screen names them. */
export function explainRefusal(kind: BlockItemKind, message: string, names: Partial<Record<string, BlockFieldName>> = {}): string {
  const nameOf = (field: string) => fieldName(names[field] ?? field);
  return message.replace(/\bitems(?:\.(\d+)(?:\.(\w+)(?:\.(\d+)(?:\.(\w+))?)?)?)?: /g, (_, item?: string, field?: string, sub?: string, subField?: string) => {
    const parts = [item === undefined ? t('cms.blockEditor.theS', { nouns: KINDS[kind].nouns }) : KINDS[kind].numbered({ value: Number(item) + 1 })];
    if (field) parts.push(sub === undefined ? nameOf(field) : t('cms.blockEditor.button', { value: Number(sub) + 1 }));
    if (subField) parts.push(fieldName(subField));
    return `${parts.join(', ')}: `;
  });
}

const smallButtonClass = 'px-2 py-1 text-[0.68rem] tracking-[0.2em] text-stone uppercase hover:text-ink disabled:opacity-30 disabled:hover:text-stone';

/**
 * One home block as a list of cards in the page's order: move up or down, remove, add (within the block's limits),
 * and save the whole block at once; the shop checks it and answers in the notice.
 */
export function BlockEditor<T>({
  block,
  kind,
  items: initial,
  limits,
  newItem,
  titleOf,
  onSaved,
  children,
  intro,
  fieldNames,
}: {
  block: string;
  kind: BlockItemKind;
  items: readonly T[];
  limits: BlockLimits;
  newItem: (items: readonly T[]) => T;
  titleOf: (item: T) => string;
  onSaved: () => Promise<void>;
  intro: ReactNode;
  /** The screen's names of the block's fields, where they differ from the usual ones (a slide's title is its headline). */
  fieldNames?: Partial<Record<string, BlockFieldName>>;
  children: (item: T, change: (next: T) => void) => ReactNode;
}) {
  const [items, setItems] = useState<T[]>([...initial]);
  const [dirty, setDirty] = useState(false);
  const { save, busy, notice, dismiss } = useCmsSave(onSaved, (message) => explainRefusal(kind, message, fieldNames));
  const update = (next: T[]) => {
    setItems(next);
    setDirty(true);
  };

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <p className="max-w-2xl text-sm leading-relaxed text-stone">{intro}</p>
        <p className="text-xs tracking-[0.15em] text-stone uppercase">
          {KINDS[kind].counted({ count: items.length })} · {limits.min === limits.max ? t('cms.blockEditor.exactly', { min: limits.min }) : t('cms.blockEditor.to', { min: limits.min, max: limits.max })}
        </p>
      </div>
      <ol className="grid gap-5">
        {items.map((item, i) => (
          <li key={i} className="border border-pearl bg-white">
            <div className="flex items-center justify-between gap-4 border-b border-pearl px-6 py-3">
              <p className="font-serif text-lg">
                <span className="mr-3 text-sm text-gold-deep">{String(i + 1).padStart(2, '0')}</span>
                {titleOf(item) || t('cms.blockEditor.new', { noun: KINDS[kind].noun })}
              </p>
              <div className="flex items-center gap-1">
                <button type="button" className={smallButtonClass} disabled={i === 0} onClick={() => update(moved(items, i, i - 1))} aria-label={t('cms.blockEditor.moveUp', { noun: KINDS[kind].noun, value: i + 1 })}>
                  {t('cms.blockEditor.up')}
                </button>
                <button type="button" className={smallButtonClass} disabled={i === items.length - 1} onClick={() => update(moved(items, i, i + 1))} aria-label={t('cms.blockEditor.moveDown', { noun: KINDS[kind].noun, value: i + 1 })}>
                  {t('cms.blockEditor.down')}
                </button>
                <button type="button" className={`${smallButtonClass} hover:text-ruby`} disabled={items.length <= limits.min} onClick={() => update(items.filter((_, j) => j !== i))} aria-label={t('cms.blockEditor.remove2', { noun: KINDS[kind].noun, value: i + 1 })}>
                  {t('cms.blockEditor.remove')}
                </button>
              </div>
            </div>
            <div className="p-6">{children(item, (next) => update(items.map((it, j) => (j === i ? next : it))))}</div>
          </li>
        ))}
      </ol>
      <div className="sticky bottom-0 flex flex-wrap items-center gap-4 border-t border-pearl bg-ivory/95 py-4 backdrop-blur">
        <button type="button" onClick={() => void save('put', `/api/cms/content/${block}`, { items }).then((ok) => ok && setDirty(false))} disabled={busy} className={buttonClass}>
          {busy ? t('cms.blockEditor.saving') : t('cms.blockEditor.saveTheS', { nouns: KINDS[kind].nouns })}
        </button>
        <button type="button" onClick={() => update([...items, newItem(items)])} disabled={items.length >= limits.max} className={quietButtonClass}>
          {t('cms.blockEditor.addA', { noun: KINDS[kind].noun })}
        </button>
        {dirty && !busy && <span className="text-xs tracking-[0.15em] text-gold-deep uppercase">{t('cms.blockEditor.notSavedYet')}</span>}
        <NoticeArea notice={notice} onDismiss={dismiss} />
      </div>
    </div>
  );
}
