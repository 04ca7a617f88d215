import { inputBoxClass, inputClass, labelClass, textLinkClass } from '../../components/ui';
import { METAL_COLOURS, METAL_GROUPS, type MetalColour, type MetalGroup } from '../../../domain/catalog/metals';
import { METAL_DOTS } from '../product-list/card';
import { t } from '../../../domain/words/catalogue';
import '../../../domain/words/books/cms';

/** A metal as staff type it: group, name and weight, and its colours with their prices (RM, as typed). */
export interface MetalDraft {
  metal_group: MetalGroup;
  name: string;
  weight: string;
  colours: ColourDraft[];
}
export interface ColourDraft {
  colour: MetalColour;
  price: string;
}

const GROUP_NAMES: Record<MetalGroup, string> = { gold: t('cms.metalsEditor.gold'), silver: t('cms.metalsEditor.silver'), platinum: t('cms.metalsEditor.platinum'), others: t('cms.metalsEditor.others') };
/** The metal a new one starts as: 18K gold in white. */
export const newMetal = (): MetalDraft => ({ metal_group: 'gold', name: t('cms.metalsEditor.newMetalName'), weight: '', colours: [{ colour: 'white', price: '' }] });

/** An amount as staff type it ('4,200.50') as a number; NaN when it is not one (the shop then says why). */
export const amountOf = (text: string): number => (text.trim() === '' ? NaN : Number(text.replaceAll(',', '').trim()));

/** The request body of a metal. */
export function metalBody(metal: MetalDraft) {
  return { metal_group: metal.metal_group, name: metal.name, weight_grams: amountOf(metal.weight), colours: metal.colours.map((c) => ({ colour: c.colour, price_myr: amountOf(c.price) })) };
}

/** The name staff read for a metal colour ('White gold', 'Platinum'). */
export const colourLabel = (colour: MetalColour): string => METAL_DOTS[colour].label;

export function ColourSelect({ value, onChange, label }: { value: MetalColour; onChange: (colour: MetalColour) => void; label: string }) {
  return (
    <select aria-label={label} value={value} onChange={(e) => onChange(e.target.value as MetalColour)} className={`${inputBoxClass} w-44`}>
      {METAL_COLOURS.map((c) => (
        <option key={c} value={c}>
          {colourLabel(c)}
        </option>
      ))}
    </select>
  );
}

/** One metal with its colours and prices. */
export function MetalEditor({ metal, onChange, onRemove, index }: { metal: MetalDraft; onChange: (metal: MetalDraft) => void; onRemove?: () => void; index: number }) {
  const setColour = (i: number, colour: ColourDraft) => onChange({ ...metal, colours: metal.colours.map((c, j) => (j === i ? colour : c)) });
  const unused = METAL_COLOURS.find((c) => !metal.colours.some((o) => o.colour === c));
  return (
    <fieldset className="grid gap-4 border border-pearl p-5">
      <legend className="px-2 font-serif text-lg">{t('cms.metalsEditor.metal')} {index + 1}</legend>
      <div className="grid grid-cols-[10rem_minmax(0,1fr)_8rem] gap-4">
        <label className="block">
          <span className={labelClass}>{t('cms.metalsEditor.group')}</span>
          <select value={metal.metal_group} onChange={(e) => onChange({ ...metal, metal_group: e.target.value as MetalGroup })} className={inputClass}>
            {METAL_GROUPS.map((g) => (
              <option key={g} value={g}>
                {GROUP_NAMES[g]}
              </option>
            ))}
          </select>
        </label>
        <label className="block">
          <span className={labelClass}>{t('cms.metalsEditor.metalName')}</span>
          <input value={metal.name} onChange={(e) => onChange({ ...metal, name: e.target.value })} placeholder={t('cms.metalsEditor.n18kGold')} className={inputClass} />
        </label>
        <label className="block">
          <span className={labelClass}>{t('cms.metalsEditor.weightG')}</span>
          <input value={metal.weight} onChange={(e) => onChange({ ...metal, weight: e.target.value })} inputMode="decimal" className={`${inputClass} text-right`} />
        </label>
      </div>
      <ul className="grid gap-3">
        {metal.colours.map((c, i) => (
          <li key={i} className="flex items-end gap-4">
            <label className="block">
              <span aria-hidden className={labelClass}>
                {t('cms.metalsEditor.colour')}
              </span>
              <ColourSelect value={c.colour} onChange={(colour) => setColour(i, { ...c, colour })} label={t('cms.metalsEditor.metalColour', { value: index + 1, value2: i + 1 })} />
            </label>
            <label className="block">
              <span className="sr-only">{t('cms.metalsEditor.metalPriceOfColour', { value: index + 1, value2: i + 1 })}</span>
              <span aria-hidden className={labelClass}>
                {t('cms.metalsEditor.priceRm')}
              </span>
              <input value={c.price} onChange={(e) => setColour(i, { ...c, price: e.target.value })} inputMode="decimal" className={`${inputBoxClass} w-36 text-right`} />
            </label>
            {metal.colours.length > 1 && (
              <button type="button" onClick={() => onChange({ ...metal, colours: metal.colours.filter((_, j) => j !== i) })} className={`${textLinkClass} pb-3 text-sm text-stone`}>
                {t('cms.metalsEditor.remove')}
              </button>
            )}
          </li>
        ))}
      </ul>
      <div className="flex gap-6 text-sm">
        {unused && (
          <button type="button" onClick={() => onChange({ ...metal, colours: [...metal.colours, { colour: unused, price: '' }] })} className={textLinkClass}>
            {t('cms.metalsEditor.addAColour')}
          </button>
        )}
        {onRemove && (
          <button type="button" onClick={onRemove} className={`${textLinkClass} text-stone`}>
            {t('cms.metalsEditor.removeThisMetal')}
          </button>
        )}
      </div>
    </fieldset>
  );
}
