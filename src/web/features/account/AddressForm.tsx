import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { Link } from 'react-router';
import { addressFormFacts } from '../../../domain/abroad/address-countries';
import { STATE_PLACEHOLDER } from '../../../domain/abroad/addresses';
import { HOME_COUNTRY } from '../../../domain/abroad/shipping-countries';
import { useShippingCountries } from '../abroad/use-shipping-countries';
import { addressInputSchema, type AddressFields } from '../../../domain/contract/accounts';
import { SelectField, TextAreaField, TextField } from '../../components/FormField';
import { errorNotice, NoticeArea, useNotice } from '../../components/Notice';
import { buttonClass, inputBoxClass, labelClass, quietButtonClass } from '../../components/ui';
import type { Answer } from '../../lib/api-client';
import { t } from '../../../domain/words/catalogue';

/** The address form as typed: the phone without +60, the state '' until one is chosen. */
export interface AddressFormValues {
  name: string;
  phone: string;
  address: string;
  postal: string;
  city: string;
  state: string;
  /** The ISO code of the country (Malaysia unless chosen). */
  country: string;
  is_default: boolean;
}

export const BLANK_ADDRESS: AddressFormValues = { name: '', phone: '', address: '', postal: '', city: '', state: '', country: HOME_COUNTRY, is_default: false };

const resolver = zodResolver(addressInputSchema) as unknown as Resolver<AddressFormValues, unknown, AddressFields>;

interface AddressFormProps {
  mode: 'create' | 'edit';
  initial?: AddressFormValues;
  /** Sends the checked address; the answer decides what happens next. */
  save: (fields: AddressFields) => Promise<Answer | null>;
  /** Called with the server's message when the answer's code is '200'. */
  onSaved: (message: string) => void;
  /** Create mode on the address book: Back closes the form. Edit mode: Back goes to /addresses. */
  onBack?: () => void;
}

/**
 * 'Create New Address' / 'Edit Address' (account §2, §5): Name, Phone after a fixed +60, Address, Postcode, City,
 * State from the 16 states, 'Set as Default Address'. Required at browser level; the server's error shows in the form.
 */
export function AddressForm({ mode, initial = BLANK_ADDRESS, save, onSaved, onBack }: AddressFormProps) {
  const phoneId = useId();
  const { notice, show, dismiss } = useNotice();
  const {
    register,
    handleSubmit,
    reset,
    watch,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<AddressFormValues, unknown, AddressFields>({ resolver, defaultValues: initial });
  const countries = useShippingCountries();
  const country = addressFormFacts(watch('country') || HOME_COUNTRY);
  const home = country.code === HOME_COUNTRY;

  const onSubmit = handleSubmit(async (fields) => {
    dismiss();
    const answer = await save(fields);
    if (!answer) return;
    if (answer.code !== '200') {
      show(errorNotice(answer.message));
      return;
    }
    if (mode === 'create') reset(BLANK_ADDRESS);
    onSaved(answer.message);
  });

  const phoneError = errors.phone?.message;
  return (
    <form onSubmit={onSubmit} aria-label={mode === 'edit' ? t('account.addressForm.editAddress') : t('account.addressForm.createNewAddress')} className="flex flex-col gap-6">
      <NoticeArea notice={notice} onDismiss={dismiss} />
      <div className="grid gap-6 sm:grid-cols-2">
        <SelectField
          label={t('abroad.address.country')}
          autoComplete="country"
          required
          className="sm:col-span-2"
          error={errors.country?.message}
          {...register('country', { onChange: () => setValue('state', '') })}
        >
          {countries.map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
        </SelectField>
        <TextField label={t('account.addressForm.name')} autoComplete="name" required className="sm:col-span-2" error={errors.name?.message} {...register('name')} />
        <div className="sm:col-span-2">
          <label htmlFor={phoneId} className={labelClass}>
            {t('account.addressForm.phone')}
          </label>
          <div className="flex">
            <input value={country.phonePrefix} readOnly aria-label={t('account.addressForm.countryCode')} className={`${inputBoxClass} w-16 shrink-0 border-r-0 bg-ivory px-0 text-center text-stone`} />
            <input
              id={phoneId}
              type="tel"
              inputMode="tel"
              autoComplete="tel-national"
              placeholder={home ? '12 345 6789' : undefined}
              required
              className={`${inputBoxClass} flex-1`}
              aria-invalid={phoneError ? true : undefined}
              aria-describedby={phoneError ? `${phoneId}-error` : undefined}
              {...register('phone')}
            />
          </div>
          {phoneError && (
            <p id={`${phoneId}-error`} className="mt-2 text-sm text-ruby">
              {phoneError}
            </p>
          )}
        </div>
        <TextAreaField label={t('account.addressForm.address')} autoComplete="street-address" rows={2} required className="sm:col-span-2" error={errors.address?.message} {...register('address')} />
        {country.hasPostcode && (
          <TextField
            label={t('account.addressForm.postcode')}
            autoComplete="postal-code"
            inputMode={home ? 'numeric' : 'text'}
            maxLength={home ? 5 : 12}
            required
            error={errors.postal?.message}
            {...register('postal')}
          />
        )}
        <TextField label={t('account.addressForm.city')} autoComplete="address-level2" required className={country.hasPostcode ? '' : 'sm:col-span-2'} error={errors.city?.message} {...register('city')} />
        {country.regions.length > 0 && (
          <SelectField
            label={home ? t('account.addressForm.state') : t('abroad.address.regionLabel')}
            autoComplete="address-level1"
            required
            className="sm:col-span-2"
            error={errors.state?.message}
            {...register('state')}
          >
            <option value="">{home ? STATE_PLACEHOLDER : t('abroad.address.regionPlaceholder')}</option>
            {country.regions.map((state) => (
              <option key={state} value={state}>
                {state}
              </option>
            ))}
          </SelectField>
        )}
        <label className="flex cursor-pointer items-center gap-3 text-sm sm:col-span-2">
          <input type="checkbox" className="size-4 accent-ink" {...register('is_default')} />
          {t('account.addressForm.setAsDefaultAddress')}
        </label>
      </div>
      <div className="flex flex-wrap gap-4">
        <button type="submit" className={buttonClass} disabled={isSubmitting}>
          {isSubmitting ? t('account.addressForm.saving') : mode === 'edit' ? t('account.addressForm.update') : t('account.addressForm.create')}
        </button>
        {onBack ? (
          <button type="button" className={quietButtonClass} onClick={onBack}>
            {t('account.addressForm.back')}
          </button>
        ) : (
          <Link to="/addresses" className={quietButtonClass}>
            {t('account.addressForm.back')}
          </Link>
        )}
      </div>
    </form>
  );
}
