import { Link } from 'react-router';
import type { Diamond } from '../../../domain/contract/diamonds';
import { shapesAgree } from '../../../domain/catalog/ring-match';
import { textLinkClass } from '../../components/ui';
import { ShapeMismatch } from '../ring-builder/ShapeMismatch';
import type { StoneActions } from './DiamondCard';
import { shapeLabel } from './format';
import { t } from '../../../domain/words/catalogue';

/** A stone of another shape than the chosen setting's, flagged before it is chosen, with a way to change either (issue 13). */
export function SettingShapeNote({ stone, actions }: { stone: Pick<Diamond, 'SHAPE' | 'CERTIFICATE_NO'>; actions: StoneActions }) {
  const shape = actions.settingShape;
  if (!shape || shapesAgree(shape, stone.SHAPE)) return null;
  return (
    <ShapeMismatch settingShape={shape} stoneShape={stone.SHAPE}>
      <Link to={actions.shapeHref(shape)} className={textLinkClass}>
        {t('diamonds.settingShapeNote.showDiamonds', { shape: shapeLabel(shape) })}
      </Link>
      <button type="button" onClick={() => actions.onChooseForNewSetting(stone.CERTIFICATE_NO)} className={textLinkClass}>
        {t('diamonds.settingShapeNote.chooseItChangeThe')}
      </button>
    </ShapeMismatch>
  );
}
