import { useEffect, useState } from 'react';
import { errorNotice, NoticeArea, successNotice, useNotice } from '../../components/Notice';
import { buttonClass, inputClass, labelClass, textLinkClass } from '../../components/ui';
import { CARAT_VIEWS } from '../../../domain/catalog/designs';
import { IMAGE_COLOURS, imageColourOf } from '../../../domain/catalog/metals';
import { shapeFromSlug, SHAPES } from '../../../domain/diamonds/shapes';
import { shopApi } from '../../lib/api-client';
import type { UploadedPicture as StaffPicture } from '../../../domain/contract/cms-products';
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
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [colour, setColour] = useState<string>(offered[0] ?? 'white');
  const [shape, setShape] = useState(shapes[0] ?? 'round');
  const [carat, setCarat] = useState('');
  const [busy, setBusy] = useState(false);
  const [inputKey, setInputKey] = useState(0);
  const { notice, show, dismiss } = useNotice();

  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  async function send(action: () => Promise<{ code: string; message: string } | null>, after: () => void = () => {}) {
    dismiss();
    setBusy(true);
    try {
      const answer = await action();
      if (!answer) return;
      if (answer.code !== '200') return show(errorNotice(answer.message));
      after();
      await onChanged();
      show(successNotice(answer.message));
    } finally {
      setBusy(false);
    }
  }

  const upload = () =>
    send(
      () => shopApi.put(`/api/cms/products/${productId}/pictures?${new URLSearchParams({ colour, shape, ...(carat ? { carat } : {}) })}`, file),
      () => {
        setFile(null);
        setInputKey(inputKey + 1);
      },
    );

  return (
    <section className="grid content-start gap-6 border border-pearl bg-white p-6">
      <div>
        <h2 className="font-serif text-2xl">{t('cms.productPictures.pictures')}</h2>
        <p className="mt-1 text-sm text-stone">{t('cms.productPictures.yourPhotographsComeFirst')}</p>
      </div>
      {pictures.length > 0 ? (
        <ul className="grid grid-cols-4 gap-5 xl:grid-cols-6">
          {pictures.map((p) => (
            <li key={p.id} className="grid content-start gap-2 text-xs">
              <img src={`${p.url}?w=320`} alt={t('cms.productPictures.metal', { colour: words(p.colour), shape: shapeLabel(p.shape) })} width={320} height={Math.round((320 * p.height) / p.width)} className="aspect-square w-full bg-ivory object-cover" />
              <span className="text-stone">
                {words(p.colour)} · {shapeLabel(p.shape)}
                {p.carat ? ` · ${caratLabel(p.carat)}` : ''}
              </span>
              <button type="button" disabled={busy} onClick={() => void send(() => shopApi.delete(`/api/cms/products/${productId}/pictures/${p.id}`))} className={`${textLinkClass} justify-self-start text-stone`}>
                {t('cms.productPictures.remove')}
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-stone">{t('cms.productPictures.noPhotographsYetThe')}</p>
      )}
      <div className="grid grid-cols-[10rem_minmax(0,1fr)] items-start gap-6 border-t border-pearl pt-6">
        <div className="flex aspect-square items-center justify-center border border-dashed border-stone/40 bg-ivory/60">
          {preview ? <img src={preview} alt={t('cms.productPictures.thePictureToUpload')} className="size-full object-cover" /> : <span className="px-4 text-center text-xs text-stone">{t('cms.productPictures.thePictureYouChoose')}</span>}
        </div>
        <div className="grid gap-4">
          <label className="block">
            <span className={labelClass}>{t('cms.productPictures.pictureJpegPngOr')}</span>
            <input key={inputKey} type="file" accept="image/jpeg,image/png,image/webp" onChange={(e) => setFile(e.target.files?.[0] ?? null)} className="mt-2 block text-sm file:mr-4 file:border file:border-ink file:bg-white file:px-4 file:py-2 file:text-xs file:tracking-[0.2em] file:uppercase" />
          </label>
          <div className="grid grid-cols-3 gap-4">
            <label className="block">
              <span className={labelClass}>{t('cms.productPictures.metalColour')}</span>
              <select value={colour} onChange={(e) => setColour(e.target.value)} className={inputClass}>
                {(offered.length ? offered : IMAGE_COLOURS).map((c) => (
                  <option key={c} value={c}>
                    {words(c)}
                  </option>
                ))}
              </select>
            </label>
            <label className="block">
              <span className={labelClass}>{t('cms.productPictures.shape')}</span>
              <select value={shape} onChange={(e) => setShape(e.target.value)} className={inputClass}>
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
                <select value={carat} onChange={(e) => setCarat(e.target.value)} className={inputClass}>
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
          <NoticeArea notice={notice} onDismiss={dismiss} />
          <button type="button" disabled={busy || !file} onClick={() => void upload()} className={`${buttonClass} justify-self-start`}>
            {busy ? t('cms.productPictures.uploading') : t('cms.productPictures.uploadThePicture')}
          </button>
        </div>
      </div>
    </section>
  );
}
