import { Link, useNavigate } from 'react-router';
import type { ProductDetail } from '../../../domain/contract/catalog';
import { shapesAgree } from '../../../domain/catalog/ring-match';
import { shapeFromSlug } from '../../../domain/diamonds/shapes';
import { textLinkClass } from '../../components/ui';
import { CHANGE_PATHS } from '../../components/WizardSteps';
import { clearSession } from '../../lib/shop-session';
import { caratText, shapeLabel } from '../diamonds/format';
import { ShapeMismatch } from '../ring-builder/ShapeMismatch';
import { useStoredDiamond } from '../ring-builder/use-stored-choice';
import type { ProductSelection } from './options';
import { t } from '../../../domain/words/catalogue';

/**
 * On a setting, with a diamond chosen first: which stone the ring will hold, and a flag when the setting is shown for
 * another shape than the stone's, with a way to change either half (issue 13).
 */
export function StoneFitNote({ product, selection, onSelect, shapes }: { product: ProductDetail; selection: ProductSelection; onSelect: (s: ProductSelection) => void; shapes: readonly string[] }) {
  const stone = useStoredDiamond();
  const navigate = useNavigate();
  if (!stone || !product.mainCategory.requires_diamond) return null;
  const stoneShape = shapeFromSlug(stone.SHAPE);
  const changeDiamond = () => {
    clearSession('diamond');
    void navigate(CHANGE_PATHS.diamond);
  };
  const settingShape = selection.shape ?? null;
  if (settingShape && stoneShape && !shapesAgree(settingShape, stoneShape)) {
    const offered = shapes.includes(stoneShape);
    return (
      <ShapeMismatch settingShape={settingShape} stoneShape={stoneShape} settingName={product.name}>
        {offered ? (
          <button type="button" onClick={() => onSelect({ ...selection, shape: stoneShape })} className={textLinkClass}>
            {t('product.stoneFitNote.showItFor', { stoneShape: shapeLabel(stoneShape) })}
          </button>
        ) : (
          <Link to={`/products/${product.mainCategory.slug}`} className={textLinkClass}>
            {t('product.stoneFitNote.chooseAnotherSetting')}
          </Link>
        )}
        <button type="button" onClick={changeDiamond} className={textLinkClass}>
          {t('product.stoneFitNote.changeTheDiamond')}
        </button>
      </ShapeMismatch>
    );
  }
  return (
    <p data-chosen-stone="" className="text-sm text-stone">
      {t('product.stoneFitNote.yourDiamond', { CARAT: caratText(stone.CARAT), SHAPE: shapeLabel(stone.SHAPE) })}{' '}
      <button type="button" onClick={changeDiamond} className={`text-ink ${textLinkClass}`}>
        {t('product.stoneFitNote.changeTheDiamond')}
      </button>
    </p>
  );
}
