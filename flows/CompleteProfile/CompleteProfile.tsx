import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsumerProfile } from '#api/contract/consumer.ts';
import { Button } from '#components/Button/index.ts';
import { Spinner } from '#components/Spinner/index.ts';
import { useProfile } from '#shopper/session/index.ts';
import {
  FlowContainer,
  type FlowContainerProps,
  type FlowEvents,
  FormErrorBanner,
  useFlowContainer,
  useSiteLocale,
} from '../shared/index.ts';
import { actions, lead, stack } from './flow.css.ts';
import { missingEnrollmentFields } from './profileFields.ts';
import { InterestsStep } from './steps/InterestsStep.tsx';
import { MobileStep } from './steps/MobileStep.tsx';
import { NonLoyaltyStep } from './steps/NonLoyaltyStep.tsx';
import { ProfileStep } from './steps/ProfileStep.tsx';
import { SuccessStep } from './steps/SuccessStep.tsx';
import { WelcomeStep } from './steps/WelcomeStep.tsx';
import {
  type CompleteProfilePlan,
  type CompleteProfileStep,
  planCompleteProfile,
  progressOf,
} from './steps.ts';
import { useProfileUpdating } from './useProfileUpdate.ts';

export interface CompleteProfileStepsProps extends Pick<FlowEvents, 'onDone'> {
  /** Called with each step as it shows (analytics). */
  onStepChange?: (step: CompleteProfileStep) => void;
  /** "Today" for the birth-date age check (stories, tests). */
  today?: string;
}

/**
 * The steps for a profile; planned once, so saving a step does not reshuffle the rest.
 * The action bar stays in place from step to step (its buttons are the same elements),
 * submitting the current step's form.
 */
function Steps({
  profile,
  plan,
  onDone,
  onStepChange,
  today,
}: CompleteProfileStepsProps & { profile: ConsumerProfile; plan: CompleteProfilePlan }) {
  const { t } = useTranslation('flows');
  const locale = useSiteLocale();
  const formId = useId();
  const saving = useProfileUpdating();
  const { close } = useFlowContainer();
  const steps: CompleteProfileStep[] = plan.steps.length > 0 ? plan.steps : ['success'];
  const [index, setIndex] = useState(0);
  const [moved, setMoved] = useState(false);
  const [join, setJoin] = useState(false);
  const step = steps[index] ?? 'success';

  const go = (to: number) => {
    setIndex(to);
    setMoved(true);
    const next = steps[to];
    if (next) onStepChange?.(next);
  };
  const common = {
    profile,
    locale,
    formId,
    frame: { progress: progressOf(steps, step), focusHeading: moved },
    onNext: () => go(index + 1),
  };
  // Joining needs the profile complete: the enrollment goes with the last step completing it.
  const lastFieldsStep = steps.findLast((s) => s === 'mobile' || s === 'profile');
  const enrollNow = missingEnrollmentFields(profile.consumerDetails).length === 0;
  const enrollHere = join && !profile.isLoyaltyMember && step === lastFieldsStep;

  let content: ReactNode;
  switch (step) {
    case 'nonLoyalty':
      content = (
        <NonLoyaltyStep {...common} join={join} onJoinChange={setJoin} enrollNow={enrollNow} />
      );
      break;
    case 'welcome':
      content = <WelcomeStep {...common} />;
      break;
    case 'mobile':
      content = <MobileStep {...common} enroll={enrollHere} />;
      break;
    case 'profile':
      content = (
        <ProfileStep {...common} fields={plan.profileFields} enroll={enrollHere} today={today} />
      );
      break;
    case 'interests':
      content = <InterestsStep {...common} />;
      break;
    default:
      content = <SuccessStep {...common} joined={join && profile.isLoyaltyMember} />;
  }

  return (
    <div className={stack}>
      <div key={step}>{content}</div>
      <div className={actions}>
        {step === 'success' ? (
          <Button
            onPress={() => {
              close();
              onDone?.();
            }}
          >
            {t('completeProfile.done')}
          </Button>
        ) : (
          <Button type="submit" form={formId} isPending={saving}>
            {t('completeProfile.next')}
          </Button>
        )}
        {index > 0 && step !== 'success' && (
          <Button tone="secondary" onPress={() => go(index - 1)}>
            {t('completeProfile.back')}
          </Button>
        )}
      </div>
    </div>
  );
}

/** The complete-profile flow inside a FlowContainer (reads the profile from the cache). */
export function CompleteProfileSteps(props: CompleteProfileStepsProps) {
  const { t } = useTranslation('flows');
  const { profile, isPending, error } = useProfile();
  const [plan, setPlan] = useState<CompleteProfilePlan | null>(null);
  if (profile && !plan) setPlan(planCompleteProfile(profile));
  if (isPending) return <Spinner label={t('completeProfile.loading')} />;
  if (error) return <FormErrorBanner error={error} />;
  if (!profile || !plan) return <p className={lead}>{t('completeProfile.signedOut')}</p>;
  return <Steps {...props} profile={profile} plan={plan} />;
}

export type CompleteProfileProps = CompleteProfileStepsProps &
  Omit<FlowContainerProps, 'title' | 'children'>;

/**
 * Spec §2 complete-profile steps after sign-in (non-loyalty, welcome, mobile, profile,
 * interests, success), as a dialog (`mode="dialog"`) or a page. Which steps show follows
 * the profile (`planCompleteProfile`); each step saves what changed through PUT
 * /consumers-v3/consumer; focus moves to each new step's heading.
 */
export function CompleteProfile({
  onDone,
  onStepChange,
  today,
  ...container
}: CompleteProfileProps) {
  const { t } = useTranslation('flows');
  return (
    <FlowContainer {...container} title={t('completeProfile.title')}>
      <CompleteProfileSteps
        {...(onDone ? { onDone } : {})}
        {...(onStepChange ? { onStepChange } : {})}
        {...(today ? { today } : {})}
      />
    </FlowContainer>
  );
}
