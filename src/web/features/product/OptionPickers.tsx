import { useId, type ReactNode } from 'react';
import { CARAT_VIEWS, type CaratCode } from '../../../domain/catalog/designs';
import { SHAPES, type ShapeCode } from '../../../domain/diamonds/shapes';
import { SelectField } from '../../components/FormField';
import { InscriptionFields } from '../../components/InscriptionFields';
import {
  caratLabel,
  type Inscription,
  type MetalOption,
  type ProductSelection,
  withMetal,
} from './options';
import { t } from '../../../domain/words/catalogue';

/** Swatch colours of the metals (a soft radial sheen). */
const SWATCH: Record<string, string> = {
  rose: 'radial-gradient(circle at 30% 30%, #fbe3d6, #d99a80 60%, #b8735b)',
  white: 'radial-gradient(circle at 30% 30%, #ffffff, #dcdcdc 60%, #b9b9b9)',
  yellow: 'radial-gradient(circle at 30% 30%, #fff2c2, #e2bf63 60%, #b8913a)',
  platinum: 'radial-gradient(circle at 30% 30%, #ffffff, #d5d8dc 60%, #a9adb3)',
  silver: 'radial-gradient(circle at 30% 30%, #ffffff, #cfd1d3 60%, #9fa3a7)',
};
const swatchOf = (colour: string) => SWATCH[colour.toLowerCase()] ?? SWATCH.white;

function OptionGroup({ legend, value, children }: { legend: string; value?: string; children: ReactNode }) {
  return (
    <fieldset className="min-w-0">
      <legend className="flex w-full items-baseline gap-2 text-[0.7rem] tracking-[0.2em] text-stone uppercase">
        {legend}
        {value && <span className="tracking-normal text-ink normal-case">· {value}</span>}
      </legend>
      <div className="mt-3 flex flex-wrap gap-2">{children}</div>
    </fieldset>
  );
}

/** A radio shown as a pill: the real radio (keyboard, screen readers, clicks) lies invisible over it. */
function Pill({ name, checked, onChange, children, swatch }: { name: string; checked: boolean; onChange: () => void; children: ReactNode; swatch?: string }) {
  return (
    <label className="relative cursor-pointer">
      <input type="radio" name={name} checked={checked} onChange={onChange} className="peer absolute inset-0 z-10 m-0 cursor-pointer appearance-none opacity-0" />
      <span
        className={`flex min-h-11 items-center gap-2 border px-4 text-sm transition-colors peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-gold ${
          checked ? 'border-ink bg-ink text-white' : 'border-stone/30 bg-white text-ink hover:border-ink'
        }`}
      >
        {swatch && <span aria-hidden="true" className="size-5 shrink-0 rounded-full ring-1 ring-black/10" style={{ background: swatch }} />}
        {children}
      </span>
    </label>
  );
}

interface OptionPickersProps {
  metals: MetalOption[];
  shapes: ShapeCode[];
  ringSizes: number[];
  caratViews: boolean;
  selection: ProductSelection;
  onSelect: (selection: ProductSelection) => void;
  inscription: Inscription;
  onInscription: (inscription: Inscription) => void;
  /** 'Please complete your Inscription.' when it should show. */
  inscriptionError?: string;
  onInscriptionBlur: () => void;
  ringSizeError?: string;
}

/** Metal, colour, shape, carat view, ring size and inscription (storefront §2, §3, §5). */
export function OptionPickers(props: OptionPickersProps) {
  const { metals, shapes, ringSizes, caratViews, selection, onSelect, inscription, onInscription } = props;
  const id = useId();
  const colours = selection.metal.entry.color_details;
  const shapeLabel = (code: ShapeCode) => SHAPES.find((s) => s.code === code)?.label ?? code;
  return (
    <div className="grid gap-7">
      {metals.length > 0 && (
        <OptionGroup legend={t('product.optionPickers.metal')} value={selection.metal.entry.name}>
          {metals.map((metal) => (
            <Pill key={metal.key} name={`${id}-metal`} checked={metal.key === selection.metal.key} onChange={() => onSelect(withMetal(selection, metal))}>
              {metal.entry.name}
            </Pill>
          ))}
        </OptionGroup>
      )}
      <OptionGroup legend={t('product.optionPickers.colour')} value={selection.colour.color}>
        {colours.map((colour) => (
          <Pill
            key={colour.product_panel_setting_id}
            name={`${id}-colour`}
            checked={colour.product_panel_setting_id === selection.colour.product_panel_setting_id}
            onChange={() => onSelect({ ...selection, colour })}
            swatch={swatchOf(colour.color)}
          >
            {colour.color}
          </Pill>
        ))}
      </OptionGroup>
      {shapes.length > 1 && (
        <OptionGroup legend={t('product.optionPickers.shape')} value={selection.shape && shapeLabel(selection.shape)}>
          {shapes.map((shape) => (
            <Pill key={shape} name={`${id}-shape`} checked={shape === selection.shape} onChange={() => onSelect({ ...selection, shape })}>
              {shapeLabel(shape)}
            </Pill>
          ))}
        </OptionGroup>
      )}
      {caratViews && (
        <OptionGroup legend={t('product.optionPickers.centreStoneView')} value={selection.carat ? caratLabel(selection.carat) : t('product.optionPickers.asPictured')}>
          {CARAT_VIEWS.map(({ code }) => (
            <Pill key={code} name={`${id}-carat`} checked={code === selection.carat} onChange={() => onSelect({ ...selection, carat: code as CaratCode })}>
              {caratLabel(code)}
            </Pill>
          ))}
        </OptionGroup>
      )}
      {ringSizes.length > 0 && (
        <SelectField
          label={t('product.optionPickers.ringSize')}
          value={selection.ringSize === undefined ? '' : String(selection.ringSize)}
          onChange={(event) => onSelect({ ...selection, ringSize: event.target.value ? Number(event.target.value) : undefined })}
          error={props.ringSizeError}
          hint={t('product.optionPickers.hongKongRingSizes')}
        >
          <option value="">{t('product.optionPickers.selectYourRingSize')}</option>
          {ringSizes.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </SelectField>
      )}
      <fieldset className="min-w-0">
        <legend className="flex items-baseline gap-2 text-[0.7rem] tracking-[0.2em] text-stone uppercase">
          {t('product.optionPickers.engraving')} <span className="tracking-normal text-ink normal-case">{t('product.optionPickers.optional')}</span>
        </legend>
        <div className="mt-3">
          <InscriptionFields inscription={inscription} onChange={onInscription} onBlur={props.onInscriptionBlur} error={props.inscriptionError} />
        </div>
      </fieldset>
    </div>
  );
}
