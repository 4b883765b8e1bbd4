import { useTranslation } from 'react-i18next';
import { InterestsForm } from '../../Interests/InterestsForm.tsx';
import { lead } from '../flow.css.ts';
import { StepFrame } from './StepFrame.tsx';
import type { StepProps } from './types.ts';

/** Spec §2 interests step: the interests choice; next saves a changed choice only. */
export function InterestsStep({ profile, frame, formId, onNext }: StepProps) {
  const { t } = useTranslation('flows');
  return (
    <StepFrame {...frame} title={t('completeProfile.interests.title')}>
      <p className={lead}>{t('completeProfile.interests.body')}</p>
      <InterestsForm profile={profile} onSaved={onNext} formId={formId} />
    </StepFrame>
  );
}
