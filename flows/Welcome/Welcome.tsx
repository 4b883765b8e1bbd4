import { useTranslation } from 'react-i18next';
import { Button } from '#components/Button/index.ts';
import { Spinner } from '#components/Spinner/index.ts';
import { useProfile } from '#shopper/session/index.ts';
import { actions, lead, stack } from '../CompleteProfile/flow.css.ts';
import {
  FlowContainer,
  type FlowContainerProps,
  type FlowEvents,
  useFlowContainer,
} from '../shared/index.ts';
import { WelcomePromo } from './WelcomePromo.tsx';

/** The welcome after sign-up, inside a FlowContainer. */
export function WelcomeContent({ onDone }: Pick<FlowEvents, 'onDone'>) {
  const { t } = useTranslation('flows');
  const { close } = useFlowContainer();
  const { profile, isPending } = useProfile();
  if (isPending) return <Spinner label={t('welcome.loading')} />;
  return (
    <div className={stack}>
      <p className={lead}>
        {profile?.isLoyaltyMember ? t('welcome.memberBody') : t('welcome.body')}
      </p>
      {profile && <WelcomePromo profile={profile} />}
      <div className={actions}>
        <Button
          onPress={() => {
            close();
            onDone?.();
          }}
        >
          {t('welcome.continue')}
        </Button>
      </div>
    </div>
  );
}

export type WelcomeProps = Pick<FlowEvents, 'onDone'> &
  Omit<FlowContainerProps, 'title' | 'children'>;

/**
 * Spec §2 welcome dialog (also a page), after sign-up: greets the shopper by name; a
 * loyalty member sees the points and the welcome offer of GET loyalty/promo/welcome.
 */
export function Welcome({ onDone, ...container }: WelcomeProps) {
  const { t } = useTranslation('flows');
  const { profile } = useProfile();
  const name = profile?.consumerDetails.firstName;
  return (
    <FlowContainer
      {...container}
      title={name ? t('welcome.titleNamed', { name }) : t('welcome.title')}
    >
      <WelcomeContent {...(onDone ? { onDone } : {})} />
    </FlowContainer>
  );
}
