import { useTranslation } from 'react-i18next';
import type { EnrollmentField } from '../profileFields.ts';
import { FieldsStep } from './FieldsStep.tsx';
import type { StepProps } from './types.ts';

/**
 * Spec §2 profile step: the first name, last name, postal code or birth date the profile
 * lacks (PRO410 and PRO411 mark the birth date).
 */
export function ProfileStep(
  props: StepProps & {
    fields: readonly EnrollmentField[];
    enroll: boolean;
    today?: string | undefined;
  },
) {
  const { t } = useTranslation('flows');
  return (
    <FieldsStep
      {...props}
      title={t('completeProfile.profile.title')}
      intro={t('completeProfile.profile.body')}
    />
  );
}
