import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EventContent } from '#commerce/consumer/eventContent.ts';
import { Button } from '#components/Button/index.ts';
import { Skeleton, SkeletonGroup } from '#components/Skeleton/index.ts';
import { useProfile } from '#shopper/session/index.ts';
import { actions, paragraph, sectionHeading } from '../shared/form.css.ts';
import {
  FlowContainer,
  type FlowContainerProps,
  type FlowEvents,
  useFlowContainer,
} from '../shared/index.ts';
import { flow } from './EventSignUp.css.ts';
import { Account, type AccountMode } from './steps/Account.tsx';
import { JoinEvent } from './steps/JoinEvent.tsx';

/** Spec §4 event sign-up: sign-in or sign-up, then join event, then submitted. */
export const eventSignUpSteps = ['account', 'join', 'submitted'] as const;
export type EventSignUpStep = (typeof eventSignUpSteps)[number];

export interface EventSignUpProps extends Pick<FlowEvents, 'onSubmitted'> {
  /** The CMS event (spec §3 event content). */
  event: EventContent;
  /** Spec §6 allowNewSignUp: the create-account side of step 1. @default true */
  allowNewSignUp?: boolean;
  /** The side of step 1 shown first. @default 'signIn' */
  defaultAccountMode?: AccountMode;
  /** The registration's clock (stories, tests). @default the current time */
  now?: () => Date;
}

/** A step's heading, focused when the step appears (the previous step's focus is gone). */
function StepHeading({ children, focus }: { children: ReactNode; focus: boolean }) {
  const { headingLevel } = useFlowContainer();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  return (
    <Heading ref={ref} tabIndex={-1} className={sectionHeading}>
      {children}
    </Heading>
  );
}

/**
 * Spec §2 event sign-up: step 1 sign in or create an account (a toggle; signed-out
 * shoppers only), step 2 join the event (signed-in members only, spec §6), then the
 * confirmation title, subtitle and a close button. Put it in `EventSignUpDialog` or any
 * FlowContainer.
 */
export function EventSignUp({
  event,
  allowNewSignUp = true,
  defaultAccountMode,
  now,
  onSubmitted,
}: EventSignUpProps) {
  const { t } = useTranslation('flows');
  const { profile, isSignedIn, isPending } = useProfile();
  const { close } = useFlowContainer();
  const [registered, setRegistered] = useState(false);
  // The first step shown is announced by the dialog's title; later ones move the focus.
  const [moved, setMoved] = useState(false);
  const step: EventSignUpStep = !isSignedIn ? 'account' : registered ? 'submitted' : 'join';
  const firstStep = useRef(step);
  useEffect(() => {
    if (step !== firstStep.current) setMoved(true);
  }, [step]);

  if (isPending) {
    return (
      <SkeletonGroup label={t('eventSignUp.loading')}>
        <Skeleton shape="text" lines={2} />
        <Skeleton aspectRatio={3} />
      </SkeletonGroup>
    );
  }

  return (
    <div className={flow} data-step={step}>
      {step === 'account' && (
        <Account
          allowNewSignUp={allowNewSignUp}
          defaultMode={defaultAccountMode}
          onSubmitted={onSubmitted}
        />
      )}
      {step === 'join' && profile && (
        <>
          <StepHeading focus={moved}>{t('eventSignUp.join.heading')}</StepHeading>
          <JoinEvent
            event={event}
            profile={profile}
            now={now}
            onRegistered={() => {
              setRegistered(true);
              onSubmitted?.({ flow: 'eventRegistration', detail: { eventId: event.eventId } });
            }}
          />
        </>
      )}
      {step === 'submitted' && (
        <>
          <StepHeading focus>{event.confirmationTitle}</StepHeading>
          {event.confirmationSubtitle ? (
            <p className={paragraph}>{event.confirmationSubtitle}</p>
          ) : null}
          <div className={actions}>
            <Button onPress={close}>{t('eventSignUp.close')}</Button>
          </div>
        </>
      )}
    </div>
  );
}

export type EventSignUpDialogProps = EventSignUpProps &
  Pick<FlowContainerProps, 'isOpen' | 'defaultOpen' | 'onOpenChange' | 'onClose'>;

/** The event sign-up in the kit's dialog, titled by the event. */
export function EventSignUpDialog({
  isOpen,
  defaultOpen,
  onOpenChange,
  onClose,
  ...flowProps
}: EventSignUpDialogProps) {
  return (
    <FlowContainer
      mode="dialog"
      title={flowProps.event.title}
      isOpen={isOpen}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      onClose={onClose}
    >
      <EventSignUp {...flowProps} />
    </FlowContainer>
  );
}
