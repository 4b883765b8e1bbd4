import { useTranslation } from 'react-i18next';
import { localeInfo } from '#i18n/locales.ts';
import { lead, stack } from '../flow.css.ts';
import { StepFrame } from './StepFrame.tsx';
import type { StepProps } from './types.ts';

/** Spec §2 welcome step: a member whose profile is partially enrolled is asked to finish it. */
export function WelcomeStep({ profile, locale, frame, formId, onNext }: StepProps) {
  const { t } = useTranslation('flows');
  const name = profile.consumerDetails.firstName;
  const points = new Intl.NumberFormat(localeInfo[locale].tag).format(
    profile.loyaltySummary.points.balance,
  );
  return (
    <StepFrame
      {...frame}
      title={
        name
          ? t('completeProfile.welcome.titleNamed', { name })
          : t('completeProfile.welcome.title')
      }
    >
      <form
        id={formId}
        className={stack}
        onSubmit={(event) => {
          event.preventDefault();
          onNext();
        }}
      >
        <p className={lead}>{t('completeProfile.welcome.points', { points })}</p>
        <p className={lead}>{t('completeProfile.welcome.body')}</p>
      </form>
    </StepFrame>
  );
}
