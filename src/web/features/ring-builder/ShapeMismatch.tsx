import type { ReactNode } from 'react';
import { shapeLabel } from '../diamonds/format';

/**
 * The two halves of the ring do not agree (issue 13): the setting is made for one shape and the diamond is another.
 * Said before the shopper goes on, with a way to change either half.
 */
export function ShapeMismatch({ settingShape, stoneShape, settingName, children }: { settingShape: string; stoneShape: string; settingName?: string; children: ReactNode }) {
  return (
    <div role="note" data-shape-mismatch="" className="border border-gold/60 bg-ivory px-4 py-3 text-sm text-ink">
      <p>
        {settingName ? `Your ${settingName}` : 'Your setting'} is set for {article(shapeLabel(settingShape))} {shapeLabel(settingShape)} diamond; this diamond is{' '}
        {article(shapeLabel(stoneShape))} {shapeLabel(stoneShape)}.
      </p>
      <div className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-[0.65rem] tracking-[0.16em] uppercase">{children}</div>
    </div>
  );
}

const article = (word: string) => (/^[aeiou]/i.test(word) ? 'an' : 'a');
