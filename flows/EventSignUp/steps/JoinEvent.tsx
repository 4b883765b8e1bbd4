import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useApiClient } from '#api/client/index.ts';
import { type ConsumerProfile, registerForEvent } from '#api/contract/consumer.ts';
import type { EventContent } from '#commerce/consumer/eventContent.ts';
import { eventDays } from '#commerce/consumer/events.ts';
import { Alert } from '#components/Alert/index.ts';
import { Button } from '#components/Button/index.ts';
import { Checkbox, CheckboxGroup } from '#components/Checkbox/index.ts';
import { ControlledCheckbox, ControlledTextField, useFieldError } from '#components/Field/index.ts';
import { TextField } from '#components/TextField/index.ts';
import { localeInfo } from '#i18n/locales.ts';
import { actions, formStack } from '../../shared/form.css.ts';
import { useErrorMessage, useSiteLocale } from '../../shared/index.ts';
import {
  buildEventRegistration,
  type EventFormInput,
  type EventFormValues,
  eventFormDefaults,
  eventFormSchema,
  profileHasNames,
} from '../EventSignUp.schema.ts';

export interface JoinEventProps {
  event: EventContent;
  profile: ConsumerProfile;
  /** After the service took the registration. */
  onRegistered: (registrationId: string) => void;
  /** The registration's clock (stories, tests). @default the current time */
  now?: () => Date;
}

/**
 * Step 2 (spec §2, §5): the signed-in member's email read-only from the profile, the days
 * to attend (each day of the event), the guest's name when the event takes a plus-one, the
 * terms box; the registration is sent as spec §3's payload. A failure shows a dismissible
 * error alert with the error's message (spec §8) and keeps what was chosen.
 */
export function JoinEvent({
  event,
  profile,
  onRegistered,
  now = () => new Date(),
}: JoinEventProps) {
  const { t } = useTranslation('flows');
  const errorMessage = useErrorMessage();
  const locale = useSiteLocale();
  const client = useApiClient();
  const fieldError = useFieldError();
  const days = useMemo(() => eventDays(event.startDate, event.endDate), [event]);
  const dayFormat = useMemo(
    () =>
      new Intl.DateTimeFormat(localeInfo[locale].tag, {
        weekday: 'long',
        month: 'long',
        day: 'numeric',
        year: 'numeric',
        timeZone: 'UTC',
      }),
    [locale],
  );
  const askNames = !profileHasNames(profile);
  const { control, handleSubmit } = useForm<EventFormInput, unknown, EventFormValues>({
    resolver: zodResolver(eventFormSchema(days)),
    defaultValues: eventFormDefaults(profile),
  });
  const registration = useMutation({
    mutationFn: (values: EventFormValues) =>
      client.call(registerForEvent, {
        body: buildEventRegistration({
          values,
          profile,
          eventId: event.eventId,
          enablePlusOne: event.enablePlusOne,
          now: now(),
        }),
      }),
  });

  const submit = handleSubmit(async (values) => {
    registration.reset();
    try {
      const answer = await registration.mutateAsync(values);
      onRegistered(answer.registrationId);
    } catch {
      // shown in the alert from registration.error
    }
  });

  return (
    <form noValidate onSubmit={submit} className={formStack}>
      {registration.error ? (
        <Alert tone="critical" onDismiss={() => registration.reset()}>
          {errorMessage(registration.error)}
        </Alert>
      ) : null}
      <TextField
        label={t('eventSignUp.join.email')}
        description={t('eventSignUp.join.emailDescription')}
        value={profile.consumerDetails.email}
        type="email"
        isReadOnly
      />
      {askNames &&
        (['firstName', 'lastName'] as const).map((name) => (
          <ControlledTextField
            key={name}
            control={control}
            name={name}
            label={t(`eventSignUp.join.${name}`)}
            autoComplete={name === 'firstName' ? 'given-name' : 'family-name'}
            isRequired
          />
        ))}
      <Controller
        name="attendingDays"
        control={control}
        render={({ field: { value, onChange, ref, name }, fieldState }) => (
          <CheckboxGroup
            ref={ref}
            name={name}
            value={value ?? []}
            onChange={onChange}
            label={t('eventSignUp.join.days')}
            {...fieldError(fieldState)}
            isRequired
          >
            {days.map((day) => (
              <Checkbox key={day} value={day}>
                {dayFormat.format(new Date(`${day}T00:00:00Z`))}
              </Checkbox>
            ))}
          </CheckboxGroup>
        )}
      />
      {event.enablePlusOne && (
        <ControlledTextField
          control={control}
          name="plusOne"
          label={t('eventSignUp.join.plusOne')}
          description={t('eventSignUp.join.plusOneDescription')}
          autoComplete="off"
        />
      )}
      <ControlledCheckbox control={control} name="eventTermsAccepted" isRequired>
        {t('eventSignUp.join.terms')}
      </ControlledCheckbox>
      <div className={actions}>
        <Button type="submit" isPending={registration.isPending}>
          {event.submitCtaLabel ?? t('eventSignUp.join.submit')}
        </Button>
      </div>
    </form>
  );
}
