import { clampInscription, INSCRIPTION_FONTS, INSCRIPTION_MAX_LENGTH, inscriptionLength, type Inscription } from '../../domain/catalog/inscription';
import { SelectField, TextField } from './FormField';
import { t } from '../../domain/words/catalogue';

/** Fonts of the inscription preview. */
export const FONT_STYLE: Record<string, string> = {
  Classic: 'font-serif',
  Modern: 'font-sans tracking-wide',
  Italic: 'font-serif italic',
  Cursive: "font-['Segoe_Script','Brush_Script_MT',cursive] italic",
};

interface InscriptionFieldsProps {
  inscription: Inscription;
  onChange: (inscription: Inscription) => void;
  onBlur?: () => void;
  /** 'Please complete your Inscription.' once shown. */
  error?: string;
  /** Side by side from small screens (the product page), or stacked in a narrow column (a cart line). */
  layout?: 'wide' | 'narrow';
  /** Whether to preview the text in its font. */
  preview?: boolean;
}

/**
 * The inscription's text (at most 12 characters; the box refuses more) and font, with a preview in the chosen font —
 * on the product page and on each cart line (storefront §5, account §4 "Engraving edit").
 */
export function InscriptionFields({ inscription, onChange, onBlur, error, layout = 'wide', preview = true }: InscriptionFieldsProps) {
  return (
    <>
      <div className={`grid gap-4 ${layout === 'wide' ? 'sm:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]' : 'sm:grid-cols-2 sm:gap-3'}`}>
        <TextField
          label={t('components.inscriptionFields.inscription')}
          value={inscription.text}
          maxLength={INSCRIPTION_MAX_LENGTH}
          autoComplete="off"
          onChange={(event) => onChange({ ...inscription, text: clampInscription(event.target.value) })}
          onBlur={onBlur}
          hint={t('components.inscriptionFields.characters', { length: inscriptionLength(inscription.text), INSCRIPTIONMAXLENGTH: INSCRIPTION_MAX_LENGTH })}
          aria-invalid={error ? true : undefined}
        />
        <SelectField label={t('components.inscriptionFields.font')} value={inscription.font} onChange={(event) => onChange({ ...inscription, font: event.target.value })} onBlur={onBlur} aria-invalid={error ? true : undefined}>
          <option value="">{t('components.inscriptionFields.chooseAFont')}</option>
          {INSCRIPTION_FONTS.map((font) => (
            <option key={font} value={font}>
              {font}
            </option>
          ))}
        </SelectField>
      </div>
      {preview && inscription.text.trim() && inscription.font && (
        <p className="mt-3 border border-pearl bg-ivory px-4 py-3 text-center text-xl text-ink" aria-label={t('components.inscriptionFields.inscriptionPreview')}>
          <span className={FONT_STYLE[inscription.font] ?? ''}>{inscription.text}</span>
        </p>
      )}
      {error && (
        <p role="alert" className="mt-3 text-sm text-ruby">
          {error}
        </p>
      )}
    </>
  );
}
