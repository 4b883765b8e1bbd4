import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useRef, useState } from 'react';
import { type FieldValues, type Resolver, useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { ConsumerProfile, ConsumerProfilePayload } from '#api/contract/consumer.ts';
import type { SiteLocale } from '#i18n/locales.ts';
import { placeServerError } from '../shared/index.ts';
import { serverFieldMessage } from '../validation/index.ts';
import {
  type EnrollmentField,
  type ProfileFieldsInput,
  type ProfileFieldsValues,
  profileFieldsDefaults,
  profileFieldsSchema,
} from './profileFields.ts';
import { profileFieldErrors } from './serverErrors.ts';
import { useProfileUpdate } from './useProfileUpdate.ts';

/**
 * A resolver that always validates with the latest schema: the asked fields can grow
 * (PRO411 adds the birth date) without a new form.
 */
export function latestSchemaResolver<
  Input extends FieldValues,
  Output extends FieldValues,
>(schema: { current: z.ZodType<Output, Input> }): Resolver<Input, unknown, Output> {
  const resolve = zodResolver as unknown as (schema: unknown) => Resolver<Input, unknown, Output>;
  return (values, context, options) => resolve(schema.current)(values, context, options);
}

export interface RouteProfileErrorOptions {
  asked: readonly EnrollmentField[];
  /** The form's `setError` (any form holding the enrollment fields). */
  setError: (
    name: EnrollmentField,
    error: { message: string },
    options: { shouldFocus: boolean },
  ) => void;
  /** Adds the birth date to the asked fields (MISSING_BIRTHDATE on a form without it). */
  askBirthDate: () => void;
}

/**
 * Shows a failed profile update where spec §5/§8 put it: on the phone or birth date field
 * (focused), or by asking for the birth date again; answers the error for the banner
 * otherwise (undefined when a field took it).
 */
export function routeProfileError(
  error: unknown,
  { asked, setError, askBirthDate }: RouteProfileErrorOptions,
): unknown {
  const placement = placeServerError(error, profileFieldErrors);
  if (placement.place === 'field' && asked.includes(placement.field)) {
    setError(placement.field, { message: placement.message }, { shouldFocus: true });
    return undefined;
  }
  if (placement.place === 'revalidate') {
    if (!asked.includes('birthDate')) askBirthDate();
    setError('birthDate', { message: serverFieldMessage('PRO411') }, { shouldFocus: true });
    return undefined;
  }
  return error;
}

export interface ProfileFieldsFormOptions {
  profile: ConsumerProfile;
  fields: readonly EnrollmentField[];
  locale: SiteLocale;
  /** "Today" for the age check (stories). */
  today?: string | undefined;
}

/**
 * A form over some enrollment fields that saves through PUT /consumers-v3/consumer:
 * `save(payloadOf)` validates, builds the payload from the valid values, sends it (nothing
 * is sent when the payload is empty) and resolves with the profile, or with undefined after
 * showing the error on a field or in `failure` (the banner).
 */
export function useProfileFieldsForm({ profile, fields, locale, today }: ProfileFieldsFormOptions) {
  const [asked, setAsked] = useState<readonly EnrollmentField[]>(fields);
  const schema = useMemo(
    () => profileFieldsSchema({ locale, fields: asked, ...(today ? { today } : {}) }),
    [locale, asked, today],
  );
  const schemaRef = useRef(schema);
  schemaRef.current = schema;
  const form = useForm<ProfileFieldsInput, unknown, ProfileFieldsValues>({
    resolver: latestSchemaResolver(schemaRef),
    defaultValues: profileFieldsDefaults(profile.consumerDetails, locale),
  });
  const update = useProfileUpdate();
  const [failure, setFailure] = useState<unknown>();

  function save(
    payloadOf: (values: ProfileFieldsValues) => ConsumerProfilePayload | undefined,
  ): Promise<ConsumerProfile | undefined> {
    return new Promise((resolve) => {
      void form.handleSubmit(
        async (values) => {
          setFailure(undefined);
          const payload = payloadOf(values);
          if (!payload) return resolve(profile);
          try {
            resolve(await update.mutateAsync(payload));
          } catch (error) {
            setFailure(
              routeProfileError(error, {
                asked,
                setError: form.setError,
                askBirthDate: () => setAsked((current) => [...current, 'birthDate']),
              }),
            );
            resolve(undefined);
          }
        },
        () => resolve(undefined),
      )();
    });
  }

  return { form, asked, failure, save, isSaving: update.isPending };
}
