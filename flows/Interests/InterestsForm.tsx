import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactNode, useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { ConsumerProfile } from '#api/contract/consumer.ts';
import { Button } from '#components/Button/index.ts';
import { Checkbox, CheckboxGroup, type CheckboxGroupProps } from '#components/Checkbox/index.ts';
import { actions, stack } from '../CompleteProfile/flow.css.ts';
import { useProfileUpdate } from '../CompleteProfile/useProfileUpdate.ts';
import { FormErrorBanner } from '../shared/index.ts';
import { interestOptions, interestsChange, isInterestKey, parseInterests } from './interests.ts';

const interestsSchema = z.object({ interests: z.array(z.string()) });
type InterestsValues = z.infer<typeof interestsSchema>;

export interface InterestsFormProps {
  profile: ConsumerProfile;
  /** After the interests are saved (or were unchanged), with the profile as it now is. */
  onSaved: (profile: ConsumerProfile) => void;
  /** The primary button. @default flows:interests.save */
  submitLabel?: string;
  /** The secondary action (skip), shown after the primary one. */
  secondaryAction?: ReactNode;
  /**
   * The form's id when a button outside submits it (a flow's action bar); the form then
   * shows no buttons of its own.
   */
  formId?: string;
}

/**
 * The interests choice (spec §2 interests dialog, complete-profile interests step):
 * boxes preselected from preferences.interests; saving sends only a changed value.
 */
export function InterestsForm({
  profile,
  onSaved,
  submitLabel,
  secondaryAction,
  formId,
}: InterestsFormProps) {
  const { t } = useTranslation('flows');
  const update = useProfileUpdate();
  const [failure, setFailure] = useState<unknown>();
  const stored = profile.preferences.interests;
  const defaultValues = useMemo(
    () => ({ interests: parseInterests(stored).filter(isInterestKey) }),
    [stored],
  );
  const { control, handleSubmit } = useForm<InterestsValues>({
    resolver: zodResolver(interestsSchema),
    defaultValues,
  });

  const submit = handleSubmit(async ({ interests }) => {
    setFailure(undefined);
    const preferences = interestsChange(interests, stored);
    if (!preferences) {
      onSaved(profile);
      return;
    }
    try {
      onSaved(await update.mutateAsync({ preferences }));
    } catch (error) {
      setFailure(error);
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
      <Controller
        name="interests"
        control={control}
        render={({ field: { value, onChange, ref, name } }) => (
          <InterestChoices ref={ref} name={name} value={value} onChange={onChange} />
        )}
      />
      {!formId && (
        <div className={actions}>
          <Button type="submit" isPending={update.isPending}>
            {submitLabel ?? t('interests.save')}
          </Button>
          {secondaryAction}
        </div>
      )}
    </form>
  );
}

export interface InterestChoicesProps {
  value: string[];
  onChange: (value: string[]) => void;
  name?: string;
  ref?: CheckboxGroupProps['ref'];
}

/** The interests as boxes (`interestOptions`, labels `flows:interests.options.<key>`). */
export function InterestChoices({ value, onChange, name, ref }: InterestChoicesProps) {
  const { t } = useTranslation('flows');
  return (
    <CheckboxGroup
      ref={ref}
      name={name}
      value={value}
      onChange={onChange}
      label={t('interests.label')}
      description={t('interests.description')}
    >
      {interestOptions.map((key) => (
        <Checkbox key={key} value={key}>
          {t(`interests.options.${key}`)}
        </Checkbox>
      ))}
    </CheckboxGroup>
  );
}
