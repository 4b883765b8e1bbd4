import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { Fragment, type ReactNode, useEffect, useMemo, useState } from 'react';
import { Controller, type FieldPath, useForm, useWatch } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { useApiClient } from '#api/client/index.ts';
import { queryKeys } from '#api/client/queryKeys.ts';
import { retrieveUserData } from '#api/contract/consumer.ts';
import { Alert } from '#components/Alert/index.ts';
import { Button } from '#components/Button/index.ts';
import { Checkbox } from '#components/Checkbox/index.ts';
import { DateField } from '#components/DateField/index.ts';
import {
  ControlledPasswordField,
  ControlledTextField,
  useFieldError,
} from '#components/Field/index.ts';
import { PhoneField } from '#components/PhoneField/index.ts';
import { Select, SelectItem } from '#components/Select/index.ts';
import { Spinner } from '#components/Spinner/index.ts';
import { localeInfo, type SiteLocale } from '#i18n/locales.ts';
import { SmsOptInField } from '../SmsOptIn/SmsOptInField.tsx';
import { defaultSmsOptInLocales } from '../SmsOptIn/smsSubscription.ts';
import { actions, formStack, linkRow, paragraph } from '../shared/form.css.ts';
import {
  type FlowEvents,
  FormErrorBanner,
  identityFieldErrors,
  placeServerError,
  sitePath,
  useSiteLocale,
} from '../shared/index.ts';
import { ResultSwap } from '../shared/ResultSwap.tsx';
import { StepLink } from '../shared/StepLink.tsx';
import { TransLink } from '../shared/TransLink.tsx';
import { fromDisplayDate, toDisplayDate } from '../validation/dates.ts';
import { findPhoneCode, parsePhone } from '../validation/phoneNumber.ts';
import { nameRow } from './SignUp.css.ts';
import {
  genderOptions,
  type InterestsRule,
  resolveSignUpForm,
  type SignUpFieldName,
  type SignUpInput,
  type SignUpQuery,
  type SignUpValues,
  type SignUpVariant,
  shouldOpenInterests,
  signUpDefaults,
  signUpFormSchema,
} from './SignUp.schema.ts';
import { useSignUp } from './useSignUp.ts';

/** Storefront paths sign-up links to (below the site locale). */
export interface SignUpLinks {
  signIn: `/${string}`;
  privacy: `/${string}`;
  brandTerms: `/${string}`;
  loyaltyTerms: `/${string}`;
  smsTerms: `/${string}`;
}

export const defaultSignUpLinks: SignUpLinks = {
  signIn: '/sign-in',
  privacy: '/privacy',
  brandTerms: '/brand-terms',
  loyaltyTerms: '/loyalty-terms',
  smsTerms: '/sms-terms',
};

export interface SignUpProps extends FlowEvents {
  /** @default 'standard' */
  variant?: SignUpVariant;
  /** The fields in their configured order. @default signUpFieldOrders[variant] */
  fields?: readonly SignUpFieldName[];
  /** Required overrides (phone in phone locales, birth date …). */
  required?: Parameters<typeof resolveSignUpForm>[0]['required'];
  /** Locales that ask for gender. @default defaultGenderLocales */
  genderLocales?: readonly SiteLocale[];
  /** Locales with SMS opt-in. @default defaultSmsOptInLocales */
  smsOptInLocales?: readonly SiteLocale[];
  /** The sign-up page's query parameters (`readSignUpQuery(location.search)`). */
  query?: SignUpQuery;
  /** The already-a-member link to sign-in. @default true */
  showSignInLink?: boolean;
  /** When the interests dialog follows (spec §4). @default interest collection off */
  interests?: InterestsRule;
  /** Sign-up on the way to checkout: no interests dialog. @default false */
  signInToBuy?: boolean;
  /** Paths of the linked pages. @default defaultSignUpLinks */
  links?: Partial<SignUpLinks>;
  /** "Today" for the birth-date age check (stories, tests). */
  today?: string;
  /**
   * What the form starts with, from what the store knows already (a guest's order: email,
   * names, postal code); the shopper may change it. Only fields the form shows take theirs;
   * a profile prefilled from `query` replaces it.
   * @default empty fields (the email of `query`)
   */
  initialValues?: SignUpInitialValues;
}

/** The sign-up fields a caller may fill in ahead. */
export type SignUpInitialValues = Partial<
  Pick<SignUpInput, 'firstName' | 'lastName' | 'email' | 'postalCode'>
>;

type FormField = FieldPath<SignUpInput>;

/** The initial values of fields the form shows: none is sent that the shopper did not see. */
function onTheForm(
  values: SignUpInitialValues | undefined,
  fields: readonly SignUpFieldName[],
): SignUpInitialValues {
  return Object.fromEntries(
    Object.entries(values ?? {}).filter(([name]) => fields.includes(name as SignUpFieldName)),
  );
}

const fieldOfServerError = {
  ...identityFieldErrors,
} as const;

/**
 * Spec §2 sign-up form (standard, loyalty, compact and simplified variants), fields in the
 * configured order; spec §4: on success the account-created message, automatic sign-in,
 * loyalty token (referral), profile reload, submit event, then `onNext('interests')` under
 * the interests rule or `onDone()`. Server errors: email and phone in use mark their field,
 * a missing birth date makes it required and validates again, the rest show in the banner.
 */
export function SignUp({
  variant = 'standard',
  fields: fieldOrder,
  required,
  genderLocales,
  smsOptInLocales = defaultSmsOptInLocales,
  query = {},
  showSignInLink = true,
  interests = {},
  signInToBuy = false,
  links: linkOverrides,
  today,
  initialValues,
  onSubmitted,
  onNext,
  onDone,
}: SignUpProps) {
  const { t } = useTranslation('flows');
  const locale = useSiteLocale();
  const client = useApiClient();
  const fieldError = useFieldError();
  const links = { ...defaultSignUpLinks, ...linkOverrides };
  const country = localeInfo[locale].country;
  const config = useMemo(
    () => ({ locale, variant, fields: fieldOrder, required, genderLocales, today }),
    [locale, variant, fieldOrder, required, genderLocales, today],
  );
  const resolved = useMemo(
    () => resolveSignUpForm(config, smsOptInLocales),
    [config, smsOptInLocales],
  );
  // Spec §8 MISSING_BIRTHDATE: the birth date becomes required and the form validates again.
  const [birthDateRequired, setBirthDateRequired] = useState(false);
  const schema = useMemo(
    () => signUpFormSchema(config, resolved, birthDateRequired ? { birthDate: true } : {}),
    [config, resolved, birthDateRequired],
  );
  const form = useForm<SignUpInput, unknown, SignUpValues>({
    resolver: zodResolver(schema),
    defaultValues: {
      ...signUpDefaults(country),
      email: query.email ?? '',
      ...onTheForm(initialValues, resolved.fields),
    },
  });
  const { control, handleSubmit, setError, setValue, trigger, setFocus, reset } = form;

  // Spec §2: consumerId and email prefill the form from the existing profile.
  const prefill = useQuery({
    queryKey: queryKeys.signUpPrefill(query.consumerId, query.email),
    queryFn: () =>
      client.call(retrieveUserData, {
        body: {
          consumerId: query.consumerId ?? '',
          email: query.email ?? '',
          token: query.token ?? '',
        },
      }),
    enabled: Boolean(query.consumerId && query.email && query.token),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const prefilledDetails = prefill.data?.consumerDetails;
  useEffect(() => {
    if (!prefilledDetails) return;
    const d = prefilledDetails;
    reset({
      ...signUpDefaults(country),
      firstName: d.firstName ?? '',
      lastName: d.lastName ?? '',
      email: d.email,
      phone: d.phone ?? '',
      phoneCode: d.phoneCode ?? country,
      postalCode: d.postalCode ?? '',
      birthDate: d.birthDate ? toDisplayDate(d.birthDate, locale) : '',
      gender: d.gender && (genderOptions as readonly string[]).includes(d.gender) ? d.gender : null,
    });
  }, [prefilledDetails, reset, country, locale]);

  const [revalidate, setRevalidate] = useState(0);
  useEffect(() => {
    if (revalidate === 0) return;
    void trigger().then(() => setFocus('birthDate'));
  }, [revalidate, trigger, setFocus]);

  const signUp = useSignUp();
  const [bannerError, setBannerError] = useState<unknown>(null);
  const [outcome, setOutcome] = useState<{ signInError: unknown } | null>(null);

  const phone = useWatch({ control, name: 'phone' });
  const phoneCode = useWatch({ control, name: 'phoneCode' });
  const phoneValid =
    !!phone && parsePhone(phone, findPhoneCode(phoneCode ?? country)) !== undefined;

  const onSubmit = async (values: SignUpValues) => {
    setBannerError(null);
    let result: Awaited<ReturnType<typeof signUp.mutateAsync>>;
    try {
      result = await signUp.mutateAsync({
        values,
        fields: resolved.fields,
        query,
        locale,
        previousSmsRecipient: prefilledDetails?.phone,
      });
    } catch (error) {
      const placement = placeServerError<FormField>(error, fieldOfServerError);
      if (
        placement.place === 'field' &&
        resolved.fields.includes(placement.field as SignUpFieldName)
      ) {
        setError(placement.field, { message: placement.message }, { shouldFocus: true });
      } else if (placement.place === 'revalidate' && resolved.fields.includes('birthDate')) {
        setBirthDateRequired(true);
        setRevalidate((n) => n + 1);
      } else {
        setBannerError(error);
      }
      return;
    }
    setOutcome({ signInError: result.signInError });
    if (result.signInError) return;
    onSubmitted?.({
      flow: 'signUp',
      detail: {
        variant,
        loyalty: values.loyaltyTerms === true,
        newsletter: values.newsletter === true,
        sms: values.optInAccepted === true,
      },
    });
    if (
      shouldOpenInterests(interests, {
        newsletterAccepted: values.newsletter === true,
        signInToBuy,
      })
    ) {
      onNext?.('interests');
    } else {
      onDone?.();
    }
  };

  const result = outcome ? (
    <div className={formStack}>
      <Alert tone="positive">{t('signUp.accountCreated')}</Alert>
      {outcome.signInError ? (
        <FormErrorBanner
          error={outcome.signInError}
          actions={
            <StepLink step="signIn" onNext={onNext} href={sitePath(locale, links.signIn)}>
              {t('signUp.signIn')}
            </StepLink>
          }
        />
      ) : null}
    </div>
  ) : null;

  if (prefill.isLoading) return <Spinner />;

  const checkbox = (
    name: 'newsletter' | 'loyaltyTerms' | 'brandTerms' | 'policy',
    label: ReactNode,
  ) => (
    <Controller
      key={name}
      name={name}
      control={control}
      render={({ field: { value, onChange, ...field }, fieldState }) => (
        <Checkbox
          {...field}
          {...fieldError(fieldState)}
          isSelected={value === true}
          onChange={onChange}
          isRequired={name !== 'newsletter' && resolved.required[name] === true}
        >
          {label}
        </Checkbox>
      )}
    />
  );
  const linkTo = (path: `/${string}`) => ({ anchor: <TransLink href={sitePath(locale, path)} /> });

  const text = (name: 'firstName' | 'lastName' | 'email' | 'postalCode', autoComplete: string) => (
    <ControlledTextField
      key={name}
      control={control}
      name={name}
      type={name === 'email' ? 'email' : 'text'}
      label={t(`signUp.${name}`)}
      autoComplete={autoComplete}
      isRequired={name === 'email' || resolved.required[name] === true}
    />
  );

  const renderField = (name: SignUpFieldName): ReactNode => {
    switch (name) {
      case 'firstName':
        return text('firstName', 'given-name');
      case 'lastName':
        return text('lastName', 'family-name');
      case 'email':
        return text('email', 'email');
      case 'postalCode':
        return text('postalCode', 'postal-code');
      case 'password':
        return (
          <ControlledPasswordField
            key={name}
            control={control}
            name="password"
            label={t('signUp.password')}
            showRequirements
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
                name={field.name}
                ref={field.ref}
                onBlur={field.onBlur}
                {...fieldError(fieldState)}
                value={{ phoneCode: phoneCode ?? country, phone: field.value ?? '' }}
                onChange={(next) => {
                  setValue('phoneCode', next.phoneCode);
                  field.onChange(next.phone);
                }}
                defaultCountry={country}
                label={t('signUp.phone')}
                isRequired={resolved.required.phone === true}
              />
            )}
          />
        );
      case 'smsOptIn':
        return (
          <Controller
            key={name}
            name="optInAccepted"
            control={control}
            render={({ field }) => (
              <SmsOptInField
                phoneValid={phoneValid}
                value={field.value === true}
                onChange={field.onChange}
                termsHref={sitePath(locale, links.smsTerms)}
              />
            )}
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
                name={field.name}
                ref={field.ref}
                onBlur={field.onBlur}
                {...fieldError(fieldState)}
                value={field.value ? (fromDisplayDate(field.value, locale) ?? '') : ''}
                onChange={(iso) => field.onChange(iso ? toDisplayDate(iso, locale) : '')}
                label={t('signUp.birthDate')}
                isRequired={birthDateRequired || resolved.required.birthDate === true}
              />
            )}
          />
        );
      case 'gender':
        return (
          <Controller
            key={name}
            name="gender"
            control={control}
            render={({ field, fieldState }) => (
              <Select<{ id: string; name: string }>
                name={field.name}
                ref={field.ref}
                onBlur={field.onBlur}
                {...fieldError(fieldState)}
                value={typeof field.value === 'string' ? field.value : null}
                onChange={(key) => field.onChange(key === null ? null : String(key))}
                items={genderOptions.map((id) => ({ id, name: t(`signUp.genders.${id}`) }))}
                label={t('signUp.gender')}
                isRequired
              >
                {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
              </Select>
            )}
          />
        );
      case 'newsletter':
        return checkbox('newsletter', t('signUp.newsletter'));
      case 'loyaltyTerms':
        return checkbox(
          'loyaltyTerms',
          <Trans t={t} i18nKey="signUp.loyaltyTerms" components={linkTo(links.loyaltyTerms)} />,
        );
      case 'brandTerms':
        return checkbox(
          'brandTerms',
          <Trans t={t} i18nKey="signUp.brandTerms" components={linkTo(links.brandTerms)} />,
        );
      case 'policy':
        return checkbox(
          'policy',
          <Trans t={t} i18nKey="signUp.policy" components={linkTo(links.privacy)} />,
        );
    }
  };

  // First and last name share a row when they follow each other (not in compact).
  const rendered: ReactNode[] = [];
  const order = resolved.fields;
  for (let i = 0; i < order.length; i += 1) {
    const name = order[i] as SignUpFieldName;
    if (variant !== 'compact' && name === 'firstName' && order[i + 1] === 'lastName') {
      rendered.push(
        <div key="names" className={nameRow}>
          {renderField('firstName')}
          {renderField('lastName')}
        </div>,
      );
      i += 1;
    } else {
      rendered.push(<Fragment key={name}>{renderField(name)}</Fragment>);
    }
  }

  return (
    <ResultSwap result={result}>
      <div className={formStack}>
        {prefill.isError && <Alert tone="info">{t('signUp.prefillFailed')}</Alert>}
        <form noValidate onSubmit={handleSubmit(onSubmit)} className={formStack}>
          <FormErrorBanner error={bannerError} />
          {rendered}
          <div className={actions}>
            <Button type="submit" fullWidth isPending={signUp.isPending}>
              {t('signUp.submit')}
            </Button>
          </div>
        </form>
        {showSignInLink && (
          <p className={[paragraph, linkRow].join(' ')}>
            <span>{t('signUp.alreadyMember')}</span>
            <StepLink step="signIn" onNext={onNext} href={sitePath(locale, links.signIn)}>
              {t('signUp.signIn')}
            </StepLink>
          </p>
        )}
      </div>
    </ResultSwap>
  );
}
