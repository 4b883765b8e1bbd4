import { type Control, Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DateField } from '#components/DateField/index.ts';
import { ControlledTextField, useFieldError } from '#components/Field/index.ts';
import { PhoneField } from '#components/PhoneField/index.ts';
import type { SiteLocale } from '#i18n/locales.ts';
import { countryOf, minimumAge } from '../validation/index.ts';
import { fields as fieldsStyle } from './flow.css.ts';
import {
  type EnrollmentField,
  enrollmentFields,
  type ProfileFieldsInput,
  type ProfileFieldsValues,
} from './profileFields.ts';

export interface ProfileFieldsProps {
  control: Control<ProfileFieldsInput, unknown, ProfileFieldsValues>;
  /** The fields to show (in the order of `enrollmentFields`). */
  fields: readonly EnrollmentField[];
  locale: SiteLocale;
}

/**
 * The enrollment fields a profile flow asks for (first and last name, mobile phone, postal
 * code, birth date), each a Controller of the one form pattern; all of them required.
 */
export function ProfileFields({ control, fields, locale }: ProfileFieldsProps) {
  const { t } = useTranslation('flows');
  const fieldError = useFieldError();
  const shown = enrollmentFields.filter((field) => fields.includes(field));
  return (
    <div className={fieldsStyle}>
      {shown.map((name) => {
        switch (name) {
          case 'firstName':
          case 'lastName':
            return (
              <ControlledTextField
                key={name}
                control={control}
                name={name}
                label={t(`profileFields.${name}`)}
                autoComplete={name === 'firstName' ? 'given-name' : 'family-name'}
                isRequired
              />
            );
          case 'phone':
            return (
              <Controller
                key={name}
                name="phone"
                control={control}
                render={({ field, fieldState }) => (
                  <PhoneField
                    {...field}
                    {...fieldError(fieldState)}
                    label={t('profileFields.phone')}
                    defaultCountry={countryOf(locale)}
                    isRequired
                  />
                )}
              />
            );
          case 'postalCode':
            return (
              <ControlledTextField
                key={name}
                control={control}
                name="postalCode"
                label={t('profileFields.postalCode')}
                autoComplete="postal-code"
                isRequired
              />
            );
          case 'birthDate':
            return (
              <Controller
                key={name}
                name="birthDate"
                control={control}
                render={({ field, fieldState }) => (
                  <DateField
                    {...field}
                    {...fieldError(fieldState)}
                    label={t('profileFields.birthDate')}
                    description={t('profileFields.birthDateHint', { age: minimumAge(locale) })}
                    isRequired
                  />
                )}
              />
            );
          default:
            return null;
        }
      })}
    </div>
  );
}
