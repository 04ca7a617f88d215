import { useState } from 'react';
import { NoticeArea } from '../../components/Notice';
import { buttonClass, inputBoxClass, labelClass, quietButtonClass } from '../../components/ui';
import { METAL_COLOURS, type MetalColour } from '../../../domain/catalog/metals';
import { amountOf, ColourSelect, MetalEditor, metalBody, newMetal } from './MetalsEditor';
import { useCmsSave } from './use-cms-save';
import type { CmsProduct } from '../../../domain/contract/cms-products';
import { t } from '../../../domain/words/catalogue';
import '../../../domain/words/books/cms';

/** A metal of a product, as the back-office's product answer lists it. */
export type StaffMetal = CmsProduct['metals'][number];


/** Adds a colour (with its price) to one of a product's metals, or a whole new metal (issue 14: variants and colour prices). */
export function ProductMetals({ productId, metals, colours, onChanged }: { productId: number; metals: StaffMetal[]; colours: { metal: string; colour: string }[]; onChanged: () => Promise<void> }) {
  const [variantId, setVariantId] = useState(metals[0]?.id ?? 0);
  const taken = (id: number) => colours.filter((c) => c.metal === metals.find((m) => m.id === id)?.name).map((c) => c.colour.toLowerCase());
  const firstFree = (id: number) => METAL_COLOURS.find((c) => !taken(id).includes(c)) ?? 'white';
  const [colour, setColour] = useState<MetalColour>(firstFree(variantId));
  const [price, setPrice] = useState('');
  const [adding, setAdding] = useState(false);
  const [metal, setMetal] = useState(newMetal);
  const { save, busy, notice, dismiss } = useCmsSave(onChanged);

  return (
    <section className="grid content-start gap-6 border border-pearl bg-white p-6">
      <h2 className="font-serif text-2xl">{t('cms.productMetals.metalsAndColours')}</h2>
      {metals.length > 0 && (
        <div className="flex flex-wrap items-end gap-4">
          <label className="block">
            <span className={labelClass}>{t('cms.productMetals.addAColourTo')}</span>
            <select
              value={variantId}
              onChange={(e) => {
                setVariantId(Number(e.target.value));
                setColour(firstFree(Number(e.target.value)));
              }}
              className={`${inputBoxClass} w-56`}
            >
              {metals.map((m) => (
                <option key={m.id} value={m.id}>
                  {m.name} ({m.weight_grams} g)
                </option>
              ))}
            </select>
          </label>
          <label className="block">
            <span className={labelClass}>{t('cms.productMetals.colour')}</span>
            <ColourSelect value={colour} onChange={setColour} label={t('cms.productMetals.newColour')} />
          </label>
          <label className="block">
            <span className={labelClass}>{t('cms.productMetals.priceRm')}</span>
            <input value={price} onChange={(e) => setPrice(e.target.value)} inputMode="decimal" className={`${inputBoxClass} w-36 text-right`} />
          </label>
          <button type="button" disabled={busy} onClick={() => void save('post', `/api/cms/products/${productId}/colours`, { variant_id: variantId, colour, price_myr: amountOf(price) })} className={`${buttonClass} mt-2`}>
            {t('cms.productMetals.addTheColour')}
          </button>
        </div>
      )}
      {adding ? (
        <div className="grid gap-4">
          <MetalEditor index={metals.length} metal={metal} onChange={setMetal} />
          <div className="flex gap-4">
            <button
              type="button"
              disabled={busy}
              onClick={() =>
                void save('post', `/api/cms/products/${productId}/metals`, metalBody(metal)).then((saved) => {
                  if (saved) setAdding(false);
                })
              }
              className={buttonClass}
            >
              {t('cms.productMetals.addTheMetal')}
            </button>
            <button type="button" onClick={() => setAdding(false)} className={quietButtonClass}>
              {t('cms.productMetals.cancel')}
            </button>
          </div>
        </div>
      ) : (
        <button type="button" onClick={() => setAdding(true)} className={`${quietButtonClass} justify-self-start`}>
          {t('cms.productMetals.addAMetal')}
        </button>
      )}
      <NoticeArea notice={notice} onDismiss={dismiss} />
    </section>
  );
}
