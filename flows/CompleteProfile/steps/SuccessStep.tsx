import { useTranslation } from 'react-i18next';
import { localeInfo } from '#i18n/locales.ts';
import { lead, stack } from '../flow.css.ts';
import { StepFrame } from './StepFrame.tsx';
import type { StepProps } from './types.ts';

/** Spec §2 success step: the profile is complete; a new member sees the points. */
export function SuccessStep({
  profile,
  locale,
  frame,
  joined,
}: Omit<StepProps, 'onNext' | 'formId'> & { joined: boolean }) {
  const { t } = useTranslation('flows');
  return (
    <StepFrame {...frame} title={t('completeProfile.success.title')}>
      <div className={stack}>
        <p className={lead}>
          {joined ? t('completeProfile.success.joined') : t('completeProfile.success.body')}
        </p>
        {profile.isLoyaltyMember && (
          <p className={lead}>
            {t('completeProfile.success.points', {
              points: new Intl.NumberFormat(localeInfo[locale].tag).format(
                profile.loyaltySummary.points.balance,
              ),
            })}
          </p>
        )}
      </div>
    </StepFrame>
  );
}
