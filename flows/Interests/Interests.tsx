import { useTranslation } from 'react-i18next';
import type { ConsumerProfile } from '#api/contract/consumer.ts';
import { Button } from '#components/Button/index.ts';
import { Spinner } from '#components/Spinner/index.ts';
import { useToast } from '#components/Toast/index.ts';
import { useProfile } from '#shopper/session/index.ts';
import { lead, stack } from '../CompleteProfile/flow.css.ts';
import {
  FlowContainer,
  type FlowContainerProps,
  type FlowEvents,
  FormErrorBanner,
  useFlowContainer,
} from '../shared/index.ts';
import { InterestsForm } from './InterestsForm.tsx';

export interface InterestsContentProps extends Pick<FlowEvents, 'onDone'> {
  /** After saving, with the updated profile. */
  onSaved?: (profile: ConsumerProfile) => void;
  /** The shopper skipped (nothing saved). */
  onSkip?: () => void;
}

/** The interests choice of the signed-in shopper, inside a FlowContainer. */
export function InterestsContent({ onSaved, onSkip, onDone }: InterestsContentProps) {
  const { t } = useTranslation('flows');
  const toasts = useToast();
  const { close } = useFlowContainer();
  const { profile, isPending, error } = useProfile();
  if (isPending) return <Spinner label={t('interests.loading')} />;
  if (error) return <FormErrorBanner error={error} />;
  if (!profile) return <p className={lead}>{t('interests.signedOut')}</p>;
  return (
    <div className={stack}>
      <p className={lead}>{t('interests.lead')}</p>
      <InterestsForm
        profile={profile}
        onSaved={(saved) => {
          toasts.add({ title: t('interests.saved'), tone: 'positive' });
          onSaved?.(saved);
          close();
          onDone?.();
        }}
        secondaryAction={
          <Button
            tone="secondary"
            onPress={() => {
              onSkip?.();
              close();
              onDone?.();
            }}
          >
            {t('interests.skip')}
          </Button>
        }
      />
    </div>
  );
}

export type InterestsProps = InterestsContentProps & Omit<FlowContainerProps, 'title' | 'children'>;

/**
 * Spec §2 interests dialog (also a page): the activities the shopper likes, preselected
 * from the profile and stored pipe-separated in preferences.interests (spec §9). Save
 * sends a changed choice only; skip closes without saving.
 */
export function Interests({ onSaved, onSkip, onDone, ...container }: InterestsProps) {
  const { t } = useTranslation('flows');
  return (
    <FlowContainer {...container} title={t('interests.title')}>
      <InterestsContent
        {...(onSaved ? { onSaved } : {})}
        {...(onSkip ? { onSkip } : {})}
        {...(onDone ? { onDone } : {})}
      />
    </FlowContainer>
  );
}
