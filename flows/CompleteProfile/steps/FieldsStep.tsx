import type { ReactNode } from 'react';
import type { ConsumerProfilePayload } from '#api/contract/consumer.ts';
import { loyaltyEnrollment } from '../../LoyaltySignUp/payload.ts';
import { FormErrorBanner } from '../../shared/index.ts';
import { lead, stack } from '../flow.css.ts';
import { ProfileFields } from '../ProfileFields.tsx';
import { changedDetails, type EnrollmentField } from '../profileFields.ts';
import { useProfileFieldsForm } from '../useProfileFieldsForm.ts';
import { StepFrame } from './StepFrame.tsx';
import type { StepProps } from './types.ts';

export interface FieldsStepProps extends StepProps {
  title: ReactNode;
  intro: ReactNode;
  fields: readonly EnrollmentField[];
  /** Send the Loyalty enrollment with this step (the shopper chose to join). */
  enroll: boolean;
  today?: string | undefined;
}

/**
 * A step that completes enrollment fields (mobile, profile): it saves only what changed
 * (nothing at all when nothing did) and shows server errors on their field or in a banner.
 */
export function FieldsStep({
  profile,
  locale,
  frame,
  formId,
  onNext,
  title,
  intro,
  fields,
  enroll,
  today,
}: FieldsStepProps) {
  const { form, asked, failure, save, isSaving } = useProfileFieldsForm({
    profile,
    fields,
    locale,
    today,
  });

  async function submit() {
    const saved = await save((values): ConsumerProfilePayload | undefined => {
      const consumerDetails = changedDetails(profile.consumerDetails, values);
      if (!consumerDetails && !enroll) return undefined;
      return {
        ...(consumerDetails ? { consumerDetails } : {}),
        ...(enroll ? { enrollments: [loyaltyEnrollment(locale)] } : {}),
      };
    });
    if (saved) onNext();
  }

  return (
    <StepFrame {...frame} title={title}>
      <form
        id={formId}
        noValidate
        className={stack}
        onSubmit={(event) => {
          event.preventDefault();
          if (!isSaving) void submit();
        }}
      >
        <FormErrorBanner error={failure} />
        <p className={lead}>{intro}</p>
        <ProfileFields control={form.control} fields={asked} locale={locale} />
      </form>
    </StepFrame>
  );
}
