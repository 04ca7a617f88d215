import type { ReactNode } from 'react';
import { shapeLabel } from '../diamonds/format';
import { t } from '../../../domain/words/catalogue';

/**
 * The two halves of the ring do not agree (issue 13): the setting is made for one shape and the diamond is another.
 * Said before the shopper goes on, with a way to change either half.
 */
export function ShapeMismatch({ settingShape, stoneShape, settingName, children }: { settingShape: string; stoneShape: string; settingName?: string; children: ReactNode }) {
  return (
    <div role="note" data-shape-mismatch="" className="border border-gold/60 bg-ivory px-4 py-3 text-sm text-ink">
      <p>
        {settingName ? t('ringBuilder.shapeMismatch.your', { settingName }) : t('ringBuilder.shapeMismatch.yourSetting')} {t('ringBuilder.shapeMismatch.isSetForDiamond', { value: article(shapeLabel(settingShape)), settingShape: shapeLabel(settingShape) })}{' '}
        {article(shapeLabel(stoneShape))} {shapeLabel(stoneShape)}.
      </p>
      <div className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-[0.65rem] tracking-[0.16em] uppercase">{children}</div>
    </div>
  );
}

const article = (word: string) => (/^[aeiou]/i.test(word) ? 'an' : 'a');
