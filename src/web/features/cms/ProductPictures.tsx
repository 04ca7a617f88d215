import { NoticeArea } from '../../components/Notice';
import { buttonClass, inputClass, labelClass, textLinkClass } from '../../components/ui';
import { CARAT_VIEWS } from '../../../domain/catalog/designs';
import { IMAGE_COLOURS, imageColourOf } from '../../../domain/catalog/metals';
import { shapeFromSlug, SHAPES } from '../../../domain/diamonds/shapes';
import type { UploadedPicture as StaffPicture } from '../../../domain/contract/cms-products';
import { usePictureUpload } from './use-picture-upload';
import { t } from '../../../domain/words/catalogue';
import '../../../domain/words/books/cms';

export type { StaffPicture };

const shapeLabel = (slug: string) => SHAPES.find((s) => s.code === shapeFromSlug(slug))?.label ?? slug;
const caratLabel = (code: string) => `${CARAT_VIEWS.find((v) => v.code === code)?.carat ?? code} ct`;
const words = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * A product's own pictures (issue 14): upload a JPEG, PNG or WebP with a preview, tagged with the metal colour, shape
 * and carat view it shows (the product's first colour and shape unless chosen), and remove one. The storefront shows
 * them before the drawn pictures.
 */
export function ProductPictures({ productId, pictures, colours, shapes, caratViews, onChanged }: { productId: number; pictures: StaffPicture[]; colours: string[]; shapes: string[]; caratViews: boolean; onChanged: () => Promise<void> }) {
  const offered = IMAGE_COLOURS.filter((c) => colours.some((o) => imageColourOf(o) === c));
  const pictureUpload = usePictureUpload({ productId, offered, shapes, onChanged });
  const { preview, busy, file } = pictureUpload;

  return (
    <section className="grid content-start gap-6 border border-pearl bg-white p-6">
      <div>
        <h2 className="font-serif text-2xl">{t('cms.productPictures.pictures')}</h2>
        <p className="mt-1 text-sm text-stone">{t('cms.productPictures.yourPhotographsComeFirst')}</p>
      </div>
      <UploadedPictures pictures={pictures} busy={busy} onRemove={(id) => void pictureUpload.remove(id)} />
      <div className="grid grid-cols-[10rem_minmax(0,1fr)] items-start gap-6 border-t border-pearl pt-6">
        <div className="flex aspect-square items-center justify-center border border-dashed border-stone/40 bg-ivory/60">
          {preview ? <img src={preview} alt={t('cms.productPictures.thePictureToUpload')} className="size-full object-cover" /> : <span className="px-4 text-center text-xs text-stone">{t('cms.productPictures.thePictureYouChoose')}</span>}
        </div>
        <div className="grid gap-4">
          <label className="block">
            <span className={labelClass}>{t('cms.productPictures.pictureJpegPngOr')}</span>
            <input key={pictureUpload.inputKey} type="file" accept="image/jpeg,image/png,image/webp" onChange={(e) => pictureUpload.setFile(e.target.files?.[0] ?? null)} className="mt-2 block text-sm file:mr-4 file:border file:border-ink file:bg-white file:px-4 file:py-2 file:text-xs file:tracking-[0.2em] file:uppercase" />
          </label>
          <PictureTags tags={pictureUpload.tags} colours={offered.length ? offered : IMAGE_COLOURS} shapes={shapes} caratViews={caratViews} />
          <NoticeArea notice={pictureUpload.notice} onDismiss={pictureUpload.dismiss} />
          <button type="button" disabled={busy || !file} onClick={() => void pictureUpload.upload()} className={`${buttonClass} justify-self-start`}>
            {busy ? t('cms.productPictures.uploading') : t('cms.productPictures.uploadThePicture')}
          </button>
        </div>
      </div>
    </section>
  );
}

/** The product's pictures, each with its colour, shape and carat view and a way to remove it; or a line saying there are none. */
function UploadedPictures({ pictures, busy, onRemove }: { pictures: StaffPicture[]; busy: boolean; onRemove: (pictureId: number) => void }) {
  if (pictures.length === 0) return <p className="text-sm text-stone">{t('cms.productPictures.noPhotographsYetThe')}</p>;
  return (
    <ul className="grid grid-cols-4 gap-5 xl:grid-cols-6">
      {pictures.map((p) => (
        <li key={p.id} className="grid content-start gap-2 text-xs">
          <img src={`${p.url}?w=320`} alt={t('cms.productPictures.metal', { colour: words(p.colour), shape: shapeLabel(p.shape) })} width={320} height={Math.round((320 * p.height) / p.width)} className="aspect-square w-full bg-ivory object-cover" />
          <span className="text-stone">
            {words(p.colour)} · {shapeLabel(p.shape)}
            {p.carat ? ` · ${caratLabel(p.carat)}` : ''}
          </span>
          <button type="button" disabled={busy} onClick={() => onRemove(p.id)} className={`${textLinkClass} justify-self-start text-stone`}>
            {t('cms.productPictures.remove')}
          </button>
        </li>
      ))}
    </ul>
  );
}

/** What the picture to upload shows: its metal colour, its shape and (for a product drawn at several carats) its carat view. */
function PictureTags({ tags, colours, shapes, caratViews }: { tags: ReturnType<typeof usePictureUpload>['tags']; colours: readonly string[]; shapes: string[]; caratViews: boolean }) {
  return (
    <div className="grid grid-cols-3 gap-4">
      <label className="block">
        <span className={labelClass}>{t('cms.productPictures.metalColour')}</span>
        <select value={tags.colour} onChange={(e) => tags.setColour(e.target.value)} className={inputClass}>
          {colours.map((c) => (
            <option key={c} value={c}>
              {words(c)}
            </option>
          ))}
        </select>
      </label>
      <label className="block">
        <span className={labelClass}>{t('cms.productPictures.shape')}</span>
        <select value={tags.shape} onChange={(e) => tags.setShape(e.target.value)} className={inputClass}>
          {shapes.map((s) => (
            <option key={s} value={s}>
              {shapeLabel(s)}
            </option>
          ))}
        </select>
      </label>
      {caratViews && (
        <label className="block">
          <span className={labelClass}>{t('cms.productPictures.caratView')}</span>
          <select value={tags.carat} onChange={(e) => tags.setCarat(e.target.value)} className={inputClass}>
            <option value="">{t('cms.productPictures.everyCarat')}</option>
            {CARAT_VIEWS.map((v) => (
              <option key={v.code} value={v.code}>
                {caratLabel(v.code)}
              </option>
            ))}
          </select>
        </label>
      )}
    </div>
  );
}
