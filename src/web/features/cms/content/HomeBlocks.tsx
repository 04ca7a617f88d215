import type { Banner, Bridal, Bride, CategorySlider, Review } from '../../../../domain/contract/content';
import { REVIEW_STARS } from '../../../../domain/shop/brand';
import { BANNER_ACTIONS_MAX, HOME_BLOCK_LIMITS, HOME_TEXT_MAX, type EditableHomeBlock, type PictureChoice } from '../../../../domain/shop/home-content';
import { inputClass, labelClass } from '../../../components/ui';
import { BlockEditor } from './BlockEditor';
import { LinkField, TextField } from './fields';
import { PictureChooser } from './PictureChooser';
import { t } from '../../../../domain/words/catalogue';
import '../../../../domain/words/books/cms';

export interface HomeBlocks {
  banners: Banner[];
  reviews: Review[];
  categoriessliders: CategorySlider[];
  bridals: Bridal[];
  brides: Bride[];
}
type Pictures = Record<EditableHomeBlock, PictureChoice[]>;
interface EditorProps<K extends EditableHomeBlock> {
  items: HomeBlocks[K];
  pictures: Pictures;
  onSaved: () => Promise<void>;
}

export function BannersEditor({ items, pictures, onSaved }: EditorProps<'banners'>) {
  return (
    <BlockEditor
      block="banners"
      kind="slide"
      items={items}
      limits={HOME_BLOCK_LIMITS.banners}
      fieldNames={{ title: 'headline' }}
      intro={t('cms.homeBlocks.bannersIntro')}
      titleOf={(b) => (b.hidden ? t('cms.blockEditor.hidden', { title: b.title }) : b.title)}
      newItem={() => ({ title: '', subtitle: '', actions: [{ label: t('cms.homeBlocks.shopEngagementRings'), url: '/products/engagementring' }], desktopimg: pictures.banners[0].url, mobileimg: pictures.banners[0].mobile ?? '', hidden: true })}
      onSaved={onSaved}
    >
      {(b, change) => (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,4fr)]">
          <div className="grid content-start gap-5">
            <TextField label={t('cms.homeBlocks.headline')} value={b.title} max={HOME_TEXT_MAX.title} onChange={(title) => change({ ...b, title })} />
            <TextField label={t('cms.homeBlocks.text')} value={b.subtitle} max={HOME_TEXT_MAX.subtitle} multiline onChange={(subtitle) => change({ ...b, subtitle })} />
            {b.actions.map((a, i) => (
              <div key={i} className="grid gap-4 border-l-2 border-pearl pl-4 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
                <TextField label={t('cms.homeBlocks.button', { value: i + 1 })} value={a.label} max={HOME_TEXT_MAX.label} onChange={(label) => change({ ...b, actions: b.actions.map((x, j) => (j === i ? { ...x, label } : x)) })} />
                <LinkField label={t('cms.homeBlocks.goesTo')} value={a.url} onChange={(url) => change({ ...b, actions: b.actions.map((x, j) => (j === i ? { ...x, url } : x)) })} />
              </div>
            ))}
            <div className="flex flex-wrap gap-6 text-sm">
              {b.actions.length < BANNER_ACTIONS_MAX ? (
                <button type="button" className="text-stone underline underline-offset-4 hover:text-ink" onClick={() => change({ ...b, actions: [...b.actions, { label: t('cms.homeBlocks.shopWeddingRings'), url: '/products/weddingring' }] })}>
                  {t('cms.homeBlocks.addASecondButton')}
                </button>
              ) : (
                <button type="button" className="text-stone underline underline-offset-4 hover:text-ink" onClick={() => change({ ...b, actions: b.actions.slice(0, 1) })}>
                  {t('cms.homeBlocks.removeTheSecondButton')}
                </button>
              )}
              <label className="flex items-center gap-2">
                <input type="checkbox" checked={!b.hidden} onChange={(e) => change({ ...b, hidden: !e.target.checked })} className="accent-ink" /> {t('cms.homeBlocks.shownOnTheHome')}
              </label>
            </div>
          </div>
          <PictureChooser shape="wide" value={b.desktopimg} choices={pictures.banners} onChange={(p) => change({ ...b, desktopimg: p.url, mobileimg: p.mobile ?? b.mobileimg })} />
        </div>
      )}
    </BlockEditor>
  );
}

export function ReviewsEditor({ items, pictures, onSaved }: EditorProps<'reviews'>) {
  return (
    <BlockEditor
      block="reviews"
      kind="review"
      items={items}
      limits={HOME_BLOCK_LIMITS.reviews}
      intro={t('cms.homeBlocks.reviewsIntro')}
      titleOf={(r) => r.name}
      newItem={(list) => ({ ...list[0], name: '', comment: '', rate: REVIEW_STARS })}
      onSaved={onSaved}
    >
      {(r, change) => (
        <div className="grid gap-6 lg:grid-cols-[10rem_minmax(0,1fr)]">
          <PictureChooser shape="square" value={r.img} choices={pictures.reviews} onChange={(p) => change({ ...r, img: p.url })} />
          <div className="grid content-start gap-5">
            <div className="grid gap-5 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
              <TextField label={t('cms.homeBlocks.name')} value={r.name} max={HOME_TEXT_MAX.name} onChange={(name) => change({ ...r, name })} />
              <label className="block">
                <span className={labelClass}>{t('cms.homeBlocks.rating')}</span>
                <select value={r.rate} onChange={(e) => change({ ...r, rate: Number(e.target.value) })} className={inputClass}>
                  {Array.from({ length: REVIEW_STARS }, (_, i) => REVIEW_STARS - i).map((n) => (
                    <option key={n} value={n}>
                      {t('cms.homeBlocks.of', { n: '★'.repeat(n), n2: n, REVIEWSTARS: REVIEW_STARS })}
                    </option>
                  ))}
                </select>
              </label>
            </div>
            <TextField label={t('cms.homeBlocks.review')} value={r.comment} max={HOME_TEXT_MAX.comment} multiline onChange={(comment) => change({ ...r, comment })} />
            <TextField label={t('cms.homeBlocks.reviewSAddressHttps')} value={r.url} onChange={(url) => change({ ...r, url })} />
          </div>
        </div>
      )}
    </BlockEditor>
  );
}

/** The fields every tile has: its picture, a title, a link and the words of the link. */
function TileFields<T extends { url: string; img: string; linklabel: string }>({ tile, change, choices, title, extra, shape = 'portrait' }: { tile: T; change: (t: T) => void; choices: readonly PictureChoice[]; title: { label: string; key: keyof T & string }; extra?: { label: string; key: keyof T & string }; shape?: 'portrait' | 'landscape' }) {
  return (
    <div className={shape === 'portrait' ? 'grid gap-6 lg:grid-cols-[13rem_minmax(0,1fr)]' : 'grid gap-6 lg:grid-cols-[18rem_minmax(0,1fr)]'}>
      <PictureChooser shape={shape} value={tile.img} choices={choices} onChange={(p) => change({ ...tile, img: p.url })} />
      <div className="grid content-start gap-5">
        {extra && <TextField label={extra.label} value={String(tile[extra.key])} max={HOME_TEXT_MAX.label} onChange={(v) => change({ ...tile, [extra.key]: v })} />}
        <TextField label={title.label} value={String(tile[title.key])} max={HOME_TEXT_MAX.title} onChange={(v) => change({ ...tile, [title.key]: v })} />
        <LinkField label={t('cms.homeBlocks.goesTo')} value={tile.url} onChange={(url) => change({ ...tile, url })} />
        <TextField label={t('cms.homeBlocks.linkWords')} value={tile.linklabel} max={HOME_TEXT_MAX.label} onChange={(linklabel) => change({ ...tile, linklabel })} />
      </div>
    </div>
  );
}

export function CategoryTilesEditor({ items, pictures, onSaved }: EditorProps<'categoriessliders'>) {
  return (
    <BlockEditor block="categoriessliders" kind="tile" items={items} limits={HOME_BLOCK_LIMITS.categoriessliders} fieldNames={{ label: 'title' }} intro={t('cms.homeBlocks.categoriesIntro')} titleOf={(t) => t.label} newItem={(list) => ({ ...list[0], label: '', url: '' })} onSaved={onSaved}>
      {(tile, change) => <TileFields tile={tile} change={change} choices={pictures.categoriessliders} title={{ label: t('cms.homeBlocks.title'), key: 'label' }} />}
    </BlockEditor>
  );
}

export function BridalTilesEditor({ items, pictures, onSaved }: EditorProps<'bridals'>) {
  return (
    <BlockEditor block="bridals" kind="tile" items={items} limits={HOME_BLOCK_LIMITS.bridals} intro={t('cms.homeBlocks.bridalsIntro')} titleOf={(t) => t.title} newItem={(list) => ({ ...list[0], title: '', url: '' })} onSaved={onSaved}>
      {(tile, change) => <TileFields tile={tile} change={change} choices={pictures.bridals} title={{ label: t('cms.homeBlocks.title'), key: 'title' }} shape="landscape" />}
    </BlockEditor>
  );
}

export function BrideTilesEditor({ items, pictures, onSaved }: EditorProps<'brides'>) {
  return (
    <BlockEditor block="brides" kind="tile" items={items} limits={HOME_BLOCK_LIMITS.brides} fieldNames={{ label: 'smallHeading' }} intro={t('cms.homeBlocks.bridesIntro')} titleOf={(t) => t.title} newItem={(list) => ({ ...list[0], title: '', url: '' })} onSaved={onSaved}>
      {(tile, change) => <TileFields tile={tile} change={change} choices={pictures.brides} title={{ label: t('cms.homeBlocks.title'), key: 'title' }} extra={{ label: t('cms.homeBlocks.smallHeading'), key: 'label' }} />}
    </BlockEditor>
  );
}
