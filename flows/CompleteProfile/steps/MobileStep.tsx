import { useTranslation } from 'react-i18next';
import { FieldsStep } from './FieldsStep.tsx';
import type { StepProps } from './types.ts';

const mobileFields = ['phone'] as const;

/** Spec §2 mobile step: the phone number the profile lacks (AUT444/442 mark it). */
export function MobileStep(props: StepProps & { enroll: boolean }) {
  const { t } = useTranslation('flows');
  return (
    <FieldsStep
      {...props}
      title={t('completeProfile.mobile.title')}
      intro={t('completeProfile.mobile.body')}
      fields={mobileFields}
    />
  );
}
