import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useApiClient } from '#api/client/index.ts';
import { Alert } from '#components/Alert/index.ts';
import { Button } from '#components/Button/index.ts';
import { useFieldError } from '#components/Field/index.ts';
import { PhoneField, type PhoneValue } from '#components/PhoneField/index.ts';
import { localeInfo } from '#i18n/locales.ts';
import { profileQueryOptions, useProfile, useRefreshProfile } from '#shopper/session/index.ts';
import { actions, formStack } from '../shared/form.css.ts';
import { type FlowEvents, FormErrorBanner, useSiteLocale } from '../shared/index.ts';
import { ResultSwap } from '../shared/ResultSwap.tsx';
import { checkPhone, findPhoneCode, parsePhone } from '../validation/phoneNumber.ts';
import { SmsOptInField } from './SmsOptInField.tsx';
import { saveSmsOptIn } from './smsSubscription.ts';

/** A phone as the PhoneField holds it, checked against its country's numbering (spec §5). */
const phoneValue = z
  .object({ phoneCode: z.string(), phone: z.string() })
  .superRefine((value, ctx) => {
    const { message } = checkPhone(value.phone, findPhoneCode(value.phoneCode), true);
    if (message) ctx.addIssue({ code: 'custom', message });
  });

const smsOptInSchema = z.object({ phone: phoneValue, optInAccepted: z.boolean() });
type SmsOptInValues = z.infer<typeof smsOptInSchema>;

/** The national digits of a valid phone value, else undefined. */
export function nationalPhone(value: PhoneValue | undefined): string | undefined {
  if (!value?.phone) return undefined;
  return parsePhone(value.phone, findPhoneCode(value.phoneCode))?.national;
}

export interface SmsOptInProps extends FlowEvents {
  /** The phone to start from; signed in, the profile's. */
  defaultPhone?: PhoneValue;
  /** Signed out: the SMS recipient known before (opted out when the phone changes). */
  previousRecipient?: string;
  /** After a save: the number saved and the choice (a signed-out caller keeps the number). */
  onSaved?: (saved: { recipient: string; optin: boolean }) => void;
}

/**
 * SMS opt-in on its own (profile, mobile step): the phone, the opt-in box with its terms
 * and Save. Signed in it updates the consumer's SMS subscription; signed out it creates
 * one, opting a previous recipient out first (spec §4). Inside sign-up use SmsOptInField.
 */
export function SmsOptIn({
  defaultPhone,
  previousRecipient,
  onSaved,
  onSubmitted,
  onDone,
}: SmsOptInProps) {
  const { t } = useTranslation('flows');
  const locale = useSiteLocale();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const fieldError = useFieldError();
  const refreshProfile = useRefreshProfile();
  const { profile } = useProfile();
  const [saved, setSaved] = useState(false);
  const initialPhone = useMemo<PhoneValue>(() => {
    if (defaultPhone) return defaultPhone;
    const details = profile?.consumerDetails;
    return {
      phoneCode: details?.phoneCode ?? localeInfo[locale].country,
      phone: details?.phone ?? '',
    };
  }, [defaultPhone, profile, locale]);
  // Signed in, the box starts as the member left it: ticked while the phone's SMS
  // subscription is on (the dialog reopened after saving shows the choice saved).
  const initialOptIn =
    profile?.subscriptions.some(
      (s) => s.channel === 'sms' && s.optin && s.recipient === nationalPhone(initialPhone),
    ) ?? false;
  const { control, handleSubmit, getValues, resetField, getFieldState } = useForm<SmsOptInValues>({
    resolver: zodResolver(smsOptInSchema),
    defaultValues: { phone: initialPhone, optInAccepted: initialOptIn },
  });
  useEffect(() => {
    if (!getFieldState('optInAccepted').isDirty) {
      resetField('optInAccepted', { defaultValue: initialOptIn });
    }
  }, [initialOptIn, getFieldState, resetField]);
  // The profile may arrive after the first render: its phone fills the field, unless the
  // shopper has typed another one meanwhile (the box stays as they left it).
  const shownPhone = useRef(initialPhone);
  useEffect(() => {
    const before = shownPhone.current;
    shownPhone.current = initialPhone;
    const current = getValues('phone');
    if (current.phone === before.phone && current.phoneCode === before.phoneCode) {
      resetField('phone', { defaultValue: initialPhone });
    }
  }, [initialPhone, getValues, resetField]);
  const phone = useWatch({ control, name: 'phone' });
  const phoneValid = nationalPhone(phone) !== undefined;

  const save = useMutation({
    mutationFn: async (values: SmsOptInValues) => {
      // Who the shopper is when they send (the profile may still be on its way), not when
      // the form drew: a member updates the profile, a guest creates a subscription.
      const signedIn =
        (await queryClient.ensureQueryData(profileQueryOptions(client, queryClient))) !== null;
      await saveSmsOptIn(client, {
        recipient: nationalPhone(values.phone) ?? '',
        optin: values.optInAccepted,
        locale,
        signedIn,
        previousRecipient,
      });
      if (signedIn) await refreshProfile().catch(() => null);
    },
  });

  const onSubmit = async (values: SmsOptInValues) => {
    try {
      await save.mutateAsync(values);
    } catch {
      return;
    }
    setSaved(true);
    onSaved?.({ recipient: nationalPhone(values.phone) ?? '', optin: values.optInAccepted });
    onSubmitted?.({ flow: 'smsOptIn', detail: { optin: values.optInAccepted } });
    onDone?.();
  };

  return (
    <ResultSwap result={saved ? <Alert tone="positive">{t('smsOptIn.saved')}</Alert> : null}>
      <form noValidate onSubmit={handleSubmit(onSubmit)} className={formStack}>
        <FormErrorBanner error={save.error} />
        <Controller
          name="phone"
          control={control}
          render={({ field, fieldState }) => (
            <PhoneField
              {...field}
              {...fieldError(fieldState)}
              label={t('signUp.phone')}
              defaultCountry={localeInfo[locale].country}
              isRequired
            />
          )}
        />
        <Controller
          name="optInAccepted"
          control={control}
          render={({ field }) => (
            <SmsOptInField phoneValid={phoneValid} value={field.value} onChange={field.onChange} />
          )}
        />
        <div className={actions}>
          <Button type="submit" isPending={save.isPending}>
            {t('smsOptIn.save')}
          </Button>
        </div>
      </form>
    </ResultSwap>
  );
}
