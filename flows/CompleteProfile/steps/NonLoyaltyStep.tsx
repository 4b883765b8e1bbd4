import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Checkbox } from '#components/Checkbox/index.ts';
import { loyaltyEnrollment } from '../../LoyaltySignUp/payload.ts';
import { FormErrorBanner, sitePath } from '../../shared/index.ts';
import { lead, stack } from '../flow.css.ts';
import { TermsLink } from '../TermsLink.tsx';
import { useProfileUpdate } from '../useProfileUpdate.ts';
import { StepFrame } from './StepFrame.tsx';
import type { StepProps } from './types.ts';

export interface NonLoyaltyStepProps extends StepProps {
  /** Whether the shopper ticked "join". */
  join: boolean;
  onJoinChange: (join: boolean) => void;
  /**
   * True when the profile already holds what membership needs: joining is saved on this
   * step. Otherwise the enrollment goes with the step that completes the profile.
   */
  enrollNow: boolean;
}

/** Spec §2 non-loyalty step: a shopper who is not a member is invited to join. */
export function NonLoyaltyStep({
  profile,
  locale,
  frame,
  formId,
  onNext,
  join,
  onJoinChange,
  enrollNow,
}: NonLoyaltyStepProps) {
  const { t } = useTranslation('flows');
  const update = useProfileUpdate();
  const [failure, setFailure] = useState<unknown>();
  const name = profile.consumerDetails.firstName;

  async function next() {
    setFailure(undefined);
    if (join && enrollNow) {
      try {
        await update.mutateAsync({ enrollments: [loyaltyEnrollment(locale)] });
      } catch (error) {
        setFailure(error);
        return;
      }
    }
    onNext();
  }

  return (
    <StepFrame
      {...frame}
      title={
        name
          ? t('completeProfile.nonLoyalty.titleNamed', { name })
          : t('completeProfile.nonLoyalty.title')
      }
    >
      <form
        id={formId}
        noValidate
        className={stack}
        onSubmit={(event) => {
          event.preventDefault();
          if (!update.isPending) void next();
        }}
      >
        <FormErrorBanner error={failure} />
        <p className={lead}>{t('completeProfile.nonLoyalty.body')}</p>
        <Checkbox isSelected={join} onChange={onJoinChange}>
          <Trans
            t={t}
            i18nKey="completeProfile.nonLoyalty.join"
            components={{ terms: <TermsLink href={sitePath(locale, '/loyalty-terms')} /> }}
          />
        </Checkbox>
      </form>
    </StepFrame>
  );
}
