import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { memo, type ReactNode, type Ref, useCallback, useEffect, useMemo, useRef } from 'react';
import { Controller, type UseFormReturn, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useApiClient } from '#api/client/index.ts';
import { queryKeys } from '#api/client/queryKeys.ts';
import {
  getCountryI18n,
  getCountryList,
  type PhoneCodeEntry,
  type AddressRules as ServiceRules,
} from '#api/contract/utilities.ts';
import { ControlledTextField, useFieldError } from '#components/Field/index.ts';
import { Select, SelectItem } from '#components/Select/index.ts';
import type { SiteLocale } from '#i18n/index.ts';
import { phoneCountry } from '#i18n/phone.ts';
import { countryOf } from '../validation/country.ts';
import {
  type AddressFieldRule,
  type AddressInput,
  type AddressRules,
  type AddressValues,
  addressSchema,
} from '../validation/index.ts';
import type { CheckoutAddress } from './calls.ts';
import * as styles from './checkout.css.ts';

/** The service's rules of a country as a layer of the form's rules (spec §5). */
function ruleLayer(rules: ServiceRules, kind: 'shipping' | 'billing'): AddressRules {
  const layer: Record<string, AddressFieldRule> = {};
  for (const [field, rule] of Object.entries(rules)) {
    layer[field] = {
      required: rule.required,
      minLength: rule.minLength ?? undefined,
      maxLength: rule.maxLength ?? undefined,
      // Phones are checked in international form by the phone rule, not the national pattern.
      pattern: field === 'phone' ? undefined : (rule.pattern ?? undefined),
      options: 'list' in rule && rule.list.length > 0 ? rule.list : undefined,
    };
  }
  return { [kind]: layer };
}

export interface AddressFormProps {
  id: string;
  kind: 'shipping' | 'billing';
  locale: SiteLocale;
  /** What the cart holds already (a reload, coming back to the step). */
  initial: Partial<CheckoutAddress> | null;
  /** Saves the address; a rejection leaves the form as typed. */
  onSubmit: (address: CheckoutAddress) => Promise<void> | void;
  /** Server errors on fields (`{ field, message }`). */
  fieldErrors?: readonly { field: keyof CheckoutAddress; message: string }[];
  /**
   * What is typed waits in the tab's session storage until the cart has it (checkout);
   * off for an address book's form, whose dialog starts from the address it edits.
   * @default true
   */
  keepDraft?: boolean;
  children?: ReactNode;
}

const fieldOrder = [
  'firstName',
  'lastName',
  'addressLine1',
  'addressLine2',
  'city',
  'province',
  'postalCode',
  'country',
  'email',
  'phone',
] as const;

/** Where a typed address waits until the cart has it (this tab only, never a card). */
const draftKey = (kind: 'shipping' | 'billing') => `cairn.checkout.${kind}AddressDraft`;

function clearAddressDraft(kind: 'shipping' | 'billing') {
  try {
    sessionStorage.removeItem(draftKey(kind));
  } catch {
    // storage refused (private mode): nothing was kept
  }
}

/**
 * Nothing typed is lost on a reload (issue: checkout): what the shopper types is kept in
 * the tab's session storage as they type, put back when the form comes again (after
 * hydration: the server renders the cart's address), and dropped once the cart has it.
 */
function useAddressDraft(
  kind: 'shipping' | 'billing',
  form: UseFormReturn<AddressInput, unknown, AddressValues>,
  enabled: boolean,
) {
  useEffect(() => {
    if (!enabled) return;
    try {
      const kept = sessionStorage.getItem(draftKey(kind));
      const draft = kept ? (JSON.parse(kept) as Partial<AddressInput>) : null;
      if (draft && typeof draft === 'object') {
        for (const name of fieldOrder) {
          const value = draft[name];
          if (typeof value === 'string' && value !== form.getValues(name)) {
            form.setValue(name, value, { shouldDirty: true });
          }
        }
      }
    } catch {
      // a draft that cannot be read is no draft
    }
    const watching = form.watch((values, { name }) => {
      if (!name) return;
      try {
        sessionStorage.setItem(draftKey(kind), JSON.stringify(values));
      } catch {
        // storage full or refused: the form still holds what was typed
      }
    });
    return () => watching.unsubscribe();
  }, [kind, form, enabled]);
}

const none: readonly { code: string; name: string }[] = [];

interface AddressSelectProps {
  name: 'country' | 'province';
  label: string;
  placeholder: string;
  options: readonly { code: string; name: string }[];
  value: string;
  onChange: (value: string) => void;
  /** After the shopper picked an option (the country: its provinces start over). */
  onPicked?: (() => void) | undefined;
  onBlur: () => void;
  inputRef: Ref<HTMLButtonElement>;
  isRequired: boolean;
  isInvalid: boolean;
  errorMessage: string | undefined;
  className: string;
}

/**
 * The country or the province select, rendered again only when what it shows changes: a
 * list builds every option as it renders (the United States' 50-odd states), the heaviest
 * part of the form, while the form renders again as the session and the shopper's profile
 * arrive after the page loads.
 */
const AddressSelect = memo(function AddressSelect({
  options,
  value,
  onChange,
  onPicked,
  inputRef,
  ...props
}: AddressSelectProps) {
  const items = useMemo(
    () => options.map((option) => ({ id: option.code, name: option.name })),
    [options],
  );
  return (
    <Select
      {...props}
      ref={inputRef}
      selectedKey={value || null}
      onSelectionChange={(key) => {
        onChange(String(key));
        onPicked?.();
      }}
      items={items}
    >
      {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
    </Select>
  );
});

/**
 * A shipping or billing address with the rules of its country (the service's
 * `utilities/i18n` answer over the spec's defaults): the site's countries, the country's
 * provinces, its postal code pattern, the phone in international form.
 */
export function AddressForm({
  id,
  kind,
  locale,
  initial,
  onSubmit,
  fieldErrors = [],
  keepDraft = true,
  children,
}: AddressFormProps) {
  const { t } = useTranslation('flows');
  const fieldError = useFieldError();
  const client = useApiClient();
  const countries = useQuery({
    queryKey: queryKeys.countries(locale),
    queryFn: ({ signal }) => client.call(getCountryList, { query: { locale }, signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const defaultCountry = initial?.country ?? countryOf(locale);
  // The country's rules as last loaded (the resolver reads them when the form validates).
  const rulesOf = useRef<{ rules: ServiceRules; phoneCodes: PhoneCodeEntry[] } | null>(null);
  const form = useForm<AddressInput, unknown, AddressValues>({
    defaultValues: {
      firstName: initial?.firstName ?? '',
      lastName: initial?.lastName ?? '',
      addressLine1: initial?.addressLine1 ?? '',
      addressLine2: initial?.addressLine2 ?? '',
      city: initial?.city ?? '',
      province: initial?.province ?? '',
      postalCode: initial?.postalCode ?? '',
      country: defaultCountry,
      email: initial?.email ?? '',
      phone: initial?.phone ?? '',
    },
    resolver: async (values, context, options) => {
      const schema = addressSchema({
        kind,
        locale,
        country: values.country || defaultCountry,
        rules: rulesOf.current ? [ruleLayer(rulesOf.current.rules, kind)] : [],
        phoneCodes: rulesOf.current?.phoneCodes,
      });
      return zodResolver(schema)(values, context, options);
    },
  });
  useAddressDraft(kind, form, keepDraft);
  const country = useWatch({ control: form.control, name: 'country' }) || defaultCountry;
  const i18n = useQuery({
    queryKey: queryKeys.countryRules(country, locale),
    queryFn: ({ signal }) =>
      client.call(getCountryI18n, { params: { countryCode: country }, query: { locale }, signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
  rulesOf.current = i18n.data
    ? {
        rules: i18n.data[kind],
        // The service's entries over ours: ours also know each country's trunk prefix.
        phoneCodes: i18n.data.phoneCodes.map((entry) => ({
          ...phoneCountry(entry.code),
          ...entry,
        })),
      }
    : null;
  const provinces = i18n.data?.[kind].province.list ?? none;
  const clearProvince = useCallback(() => form.setValue('province', ''), [form]);

  // The service's word on a field wins until the shopper changes it; the focus goes to the
  // first of them in the form's order.
  useEffect(() => {
    const first = fieldOrder.find((name) => fieldErrors.some((error) => error.field === name));
    for (const { field, message } of fieldErrors) {
      form.setError(field, { type: 'server', message }, { shouldFocus: field === first });
    }
  }, [fieldErrors, form]);

  const submit = form.handleSubmit(async (values) => {
    await onSubmit({
      firstName: values.firstName ?? '',
      lastName: values.lastName ?? '',
      addressLine1: values.addressLine1 ?? '',
      addressLine2: values.addressLine2 || undefined,
      city: values.city ?? '',
      province: values.province || undefined,
      postalCode: values.postalCode ?? '',
      country: values.country || country,
      email: values.email ?? '',
      phone: values.phone ?? '',
    });
    // Saved on the cart: the cart holds it now, not the draft.
    if (keepDraft) clearAddressDraft(kind);
  });

  const autoComplete: Record<(typeof fieldOrder)[number], string> = {
    firstName: `${kind} given-name`,
    lastName: `${kind} family-name`,
    addressLine1: `${kind} address-line1`,
    addressLine2: `${kind} address-line2`,
    city: `${kind} address-level2`,
    province: `${kind} address-level1`,
    postalCode: `${kind} postal-code`,
    country: `${kind} country`,
    email: 'email',
    phone: 'tel',
  };

  return (
    <form id={id} noValidate onSubmit={submit} className={styles.form}>
      <div className={styles.fieldGrid}>
        {fieldOrder.map((name) => {
          if (name === 'province' && provinces.length === 0) return null;
          if (name === 'country' || name === 'province') {
            const options = name === 'country' ? (countries.data?.countries ?? none) : provinces;
            return (
              <Controller
                key={name}
                name={name}
                control={form.control}
                render={({ field: { value, onChange, onBlur, ref }, fieldState }) => (
                  <AddressSelect
                    {...fieldError(fieldState)}
                    name={name}
                    inputRef={ref}
                    onBlur={onBlur}
                    className={styles.half}
                    label={t(`checkout.address.${name}`)}
                    placeholder={t(`checkout.address.${name}Placeholder`)}
                    value={value ?? ''}
                    onChange={onChange}
                    onPicked={name === 'country' ? clearProvince : undefined}
                    options={options}
                    isRequired={name === 'country' || provinces.length > 0}
                  />
                )}
              />
            );
          }
          return (
            <ControlledTextField
              key={name}
              control={form.control}
              name={name}
              className={
                name === 'addressLine1' || name === 'addressLine2' || name === 'email'
                  ? styles.full
                  : styles.half
              }
              type={name === 'email' ? 'email' : name === 'phone' ? 'tel' : 'text'}
              label={t(`checkout.address.${name}`)}
              description={name === 'phone' ? t('checkout.address.phoneHelp') : undefined}
              autoComplete={autoComplete[name]}
              isRequired={name !== 'addressLine2'}
            />
          );
        })}
      </div>
      {children}
    </form>
  );
}
