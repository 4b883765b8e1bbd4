import { useId, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { ConsumerProfile } from '#api/contract/consumer.ts';
import { Button } from '#components/Button/index.ts';
import { ControlledCheckbox } from '#components/Field/index.ts';
import { Spinner } from '#components/Spinner/index.ts';
import type { SiteLocale } from '#i18n/locales.ts';
import { useProfile } from '#shopper/session/index.ts';
import { actions, lead, stack } from '../CompleteProfile/flow.css.ts';
import { ProfileFields } from '../CompleteProfile/ProfileFields.tsx';
import {
  type EnrollmentField,
  missingEnrollmentFields,
  type ProfileFieldsInput,
  type ProfileFieldsValues,
  profileFieldsDefaults,
  profileFieldsShape,
} from '../CompleteProfile/profileFields.ts';
import { TermsLink } from '../CompleteProfile/TermsLink.tsx';
import {
  latestSchemaResolver,
  routeProfileError,
} from '../CompleteProfile/useProfileFieldsForm.ts';
import { useProfileUpdate, useProfileUpdating } from '../CompleteProfile/useProfileUpdate.ts';
import {
  FlowContainer,
  type FlowContainerProps,
  type FlowEvents,
  FormErrorBanner,
  sitePath,
  useFlowContainer,
  useSiteLocale,
} from '../shared/index.ts';
import { checkboxField } from '../validation/index.ts';
import { WelcomePromo } from '../Welcome/WelcomePromo.tsx';
import { loyaltySignUpPayload } from './payload.ts';

type LoyaltySignUpInput = ProfileFieldsInput & { loyaltyTerms: boolean };
type LoyaltySignUpValues = ProfileFieldsValues & { loyaltyTerms: boolean };

function loyaltySignUpSchema(
  locale: SiteLocale,
  fields: readonly EnrollmentField[],
  today: string | undefined,
): z.ZodType<LoyaltySignUpValues, LoyaltySignUpInput> {
  return z.object({
    ...profileFieldsShape({ locale, fields, ...(today ? { today } : {}) }),
    loyaltyTerms: checkboxField({ required: true }),
  }) as unknown as z.ZodType<LoyaltySignUpValues, LoyaltySignUpInput>;
}

interface JoinFormProps {
  profile: ConsumerProfile;
  formId: string;
  onJoined: (profile: ConsumerProfile) => void;
  today?: string | undefined;
}

/** Only the fields the profile lacks, and the loyalty terms. */
function JoinForm({ profile, formId, onJoined, today }: JoinFormProps) {
  const { t } = useTranslation('flows');
  const locale = useSiteLocale();
  const update = useProfileUpdate();
  const [failure, setFailure] = useState<unknown>();
  const [asked, setAsked] = useState<readonly EnrollmentField[]>(() =>
    missingEnrollmentFields(profile.consumerDetails),
  );
  const schema = useMemo(() => loyaltySignUpSchema(locale, asked, today), [locale, asked, today]);
  const schemaRef = useRef(schema);
  schemaRef.current = schema;
  const form = useForm<LoyaltySignUpInput, unknown, LoyaltySignUpValues>({
    resolver: latestSchemaResolver(schemaRef),
    defaultValues: {
      ...profileFieldsDefaults(profile.consumerDetails, locale),
      loyaltyTerms: false,
    },
  });

  const submit = form.handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      onJoined(
        await update.mutateAsync(loyaltySignUpPayload(profile.consumerDetails, values, locale)),
      );
    } catch (error) {
      setFailure(
        routeProfileError(error, {
          asked,
          setError: form.setError,
          askBirthDate: () => setAsked((current) => [...current, 'birthDate']),
        }),
      );
    }
  });

  return (
    <form
      id={formId}
      noValidate
      onSubmit={(event) => {
        if (update.isPending) event.preventDefault();
        else void submit(event);
      }}
      className={stack}
    >
      <FormErrorBanner error={failure} />
      <p className={lead}>{t('loyaltySignUp.lead')}</p>
      {asked.length > 0 && <p className={lead}>{t('loyaltySignUp.missing')}</p>}
      <ProfileFields
        control={form.control as unknown as Parameters<typeof ProfileFields>[0]['control']}
        fields={asked}
        locale={locale}
      />
      <ControlledCheckbox control={form.control} name="loyaltyTerms" isRequired>
        <Trans
          t={t}
          i18nKey="loyaltySignUp.terms"
          components={{ terms: <TermsLink href={sitePath(locale, '/loyalty-terms')} /> }}
        />
      </ControlledCheckbox>
    </form>
  );
}

export interface LoyaltySignUpContentProps extends Pick<FlowEvents, 'onDone'> {
  /** The shopper is now a member (the profile as the service answered it). */
  onJoined?: (profile: ConsumerProfile) => void;
  /** Shown to a signed-out visitor: the storefront opens sign-in. */
  onSignIn?: () => void;
  /** "Today" for the birth-date age check (stories, tests). */
  today?: string;
}

/** Loyalty sign-up of the signed-in shopper, inside a FlowContainer. */
export function LoyaltySignUpContent({
  onJoined,
  onSignIn,
  onDone,
  today,
}: LoyaltySignUpContentProps) {
  const { t } = useTranslation('flows');
  const formId = useId();
  const saving = useProfileUpdating();
  const { close } = useFlowContainer();
  const { profile, isPending, error } = useProfile();
  const [joined, setJoined] = useState(false);
  const finish = () => {
    close();
    onDone?.();
  };
  if (isPending) return <Spinner label={t('loyaltySignUp.loading')} />;
  if (error) return <FormErrorBanner error={error} />;
  if (!profile) {
    return (
      <div className={stack}>
        <p className={lead}>{t('loyaltySignUp.signedOut')}</p>
        {onSignIn && (
          <div className={actions}>
            <Button onPress={onSignIn}>{t('loyaltySignUp.signIn')}</Button>
          </div>
        )}
      </div>
    );
  }
  const member = joined || profile.isLoyaltyMember;
  // The action bar stays in place when the welcome replaces the form.
  return (
    <div className={stack}>
      {member ? (
        <div className={stack}>
          <p className={lead} role={joined ? 'status' : undefined}>
            {joined ? t('loyaltySignUp.joined') : t('loyaltySignUp.alreadyMember')}
          </p>
          <WelcomePromo profile={profile} />
        </div>
      ) : (
        <JoinForm
          profile={profile}
          formId={formId}
          today={today}
          onJoined={(saved) => {
            setJoined(true);
            onJoined?.(saved);
          }}
        />
      )}
      <div className={actions}>
        {member ? (
          <Button onPress={finish}>{t('loyaltySignUp.done')}</Button>
        ) : (
          <Button type="submit" form={formId} isPending={saving}>
            {t('loyaltySignUp.submit')}
          </Button>
        )}
      </div>
    </div>
  );
}

export type LoyaltySignUpProps = LoyaltySignUpContentProps &
  Omit<FlowContainerProps, 'title' | 'children'>;

/**
 * Spec §2 loyalty sign up dialog (also a page) and spec §4 loyalty sign-up for an existing
 * account: asks only for what the profile lacks, with the loyalty terms, and updates the
 * profile with a Loyalty enrollment (optin, doubleOptin, channel email). Success shows the
 * welcome: points and the welcome offer.
 */
export function LoyaltySignUp({
  onJoined,
  onSignIn,
  onDone,
  today,
  ...container
}: LoyaltySignUpProps) {
  const { t } = useTranslation('flows');
  return (
    <FlowContainer {...container} title={t('loyaltySignUp.title')}>
      <LoyaltySignUpContent
        {...(onJoined ? { onJoined } : {})}
        {...(onSignIn ? { onSignIn } : {})}
        {...(onDone ? { onDone } : {})}
        {...(today ? { today } : {})}
      />
    </FlowContainer>
  );
}
