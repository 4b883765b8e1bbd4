import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '#api/client/index.ts';
import { notificationChannels, notificationTopics } from '#api/contract/consumer.ts';
import { Alert } from '#components/Alert/index.ts';
import { Button } from '#components/Button/index.ts';
import { ControlledCheckbox } from '#components/Field/index.ts';
import { Skeleton, SkeletonGroup } from '#components/Skeleton/index.ts';
import { useToast } from '#components/Toast/index.ts';
import { VisuallyHidden } from '#components/VisuallyHidden/index.ts';
import {
  type NotificationChoices as Choices,
  changedNotifications,
  notificationChoicesOf,
  useNotificationPreferences,
  useSaveNotifications,
} from '#shopper/index.ts';
import { useProfile } from '#shopper/session/index.ts';
import { FormErrorBanner } from '../shared/index.ts';
import * as styles from './Notifications.css.ts';
import { notificationChoicesSchema } from './Notifications.schema.ts';

export interface NotificationChoicesProps {
  /** The heading of the section it stands in, which names the table too. */
  labelledBy: string;
}

/**
 * The member's notification choices (PUT /consumers-v3/consumer/notification): a topic
 * per row, a box per channel, saved together with Save (a toast when saved; on a failure
 * the boxes stay as chosen and an alert says why). Text messages need a phone number on
 * the profile. Loading, it holds the table's place; a failed load offers to try again.
 */
export function NotificationChoices({ labelledBy }: NotificationChoicesProps) {
  const { t } = useTranslation('storefront');
  const { profile, isSignedIn } = useProfile();
  const preferences = useNotificationPreferences({ enabled: isSignedIn });

  if (preferences.data) {
    return (
      <NotificationsForm
        labelledBy={labelledBy}
        saved={notificationChoicesOf(preferences.data)}
        hasPhone={Boolean(profile?.consumerDetails.phone)}
      />
    );
  }
  if (preferences.isError) {
    return (
      <Alert tone="critical">
        {t('account.notifications.loadFailed')}{' '}
        <Button
          tone="plain"
          size="small"
          isPending={preferences.isFetching}
          onPress={() => preferences.refetch()}
        >
          {t('account.notifications.retry')}
        </Button>
      </Alert>
    );
  }
  return (
    <SkeletonGroup label={t('account.notifications.loading')}>
      <Skeleton shape="text" lines={notificationTopics.length + 1} />
    </SkeletonGroup>
  );
}

interface NotificationsFormProps {
  /** The section's heading, which names the table too. */
  labelledBy: string;
  /** The choices as the service has them. */
  saved: Choices;
  hasPhone: boolean;
}

function NotificationsForm({ labelledBy, saved, hasPhone }: NotificationsFormProps) {
  const { t } = useTranslation('storefront');
  const toasts = useToast();
  const leadId = useId();
  const phoneHintId = useId();
  const save = useSaveNotifications();
  const { control, handleSubmit, reset } = useForm<Choices>({
    resolver: zodResolver(notificationChoicesSchema),
    defaultValues: saved,
  });

  const submit = handleSubmit(async (chosen) => {
    save.reset();
    const changes = changedNotifications(saved, chosen);
    if (changes.length > 0) {
      try {
        reset(notificationChoicesOf(await save.mutateAsync(changes)));
      } catch {
        // The alert below says why; the boxes keep what the member chose.
        return;
      }
    }
    toasts.add({ title: t('account.notifications.saved'), tone: 'positive' });
  });

  // SMS switched on for a profile without a phone: the service's API400. The profile on
  // the page had one, so it was removed meanwhile; the hint says what to do.
  const smsRefused =
    isApiError(save.error) &&
    save.error.is('API400') &&
    (save.variables ?? []).some((entry) => entry.channel === 'sms' && entry.enabled);

  return (
    <form
      noValidate
      className={styles.form}
      onSubmit={(event) => {
        if (save.isPending) event.preventDefault();
        else void submit(event);
      }}
    >
      <p id={leadId} className={styles.soft}>
        {t('account.notifications.lead')}
      </p>
      {smsRefused ? (
        <Alert tone="critical" title={t('account.notifications.saveFailed')}>
          {t('account.notifications.smsNeedsPhone')}
        </Alert>
      ) : (
        <FormErrorBanner error={save.error} title={t('account.notifications.saveFailed')} />
      )}
      <table className={styles.choices} aria-labelledby={labelledBy} aria-describedby={leadId}>
        <thead>
          <tr>
            <th scope="col" className={styles.choiceTopicHeader}>
              {t('account.notifications.topic')}
            </th>
            {notificationChannels.map((channel) => (
              <th key={channel} scope="col" className={styles.choiceChannel}>
                {t(`account.notifications.channels.${channel}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {notificationTopics.map((topic) => {
            const topicName = t(`account.notifications.topics.${topic}`);
            return (
              <tr key={topic}>
                <th scope="row" className={styles.choiceTopic}>
                  {topicName}
                </th>
                {notificationChannels.map((channel) => {
                  // Without a phone a text message can be switched off, never on: a box
                  // the service has on stays usable until that is saved.
                  const locked = channel === 'sms' && !hasPhone && !saved.sms[topic];
                  return (
                    <td key={channel} className={styles.choiceCell}>
                      <ControlledCheckbox
                        control={control}
                        name={`${channel}.${topic}`}
                        className={styles.choiceBox}
                        isDisabled={locked}
                        aria-describedby={locked ? phoneHintId : undefined}
                      >
                        <VisuallyHidden>
                          {t(`account.notifications.choice.${channel}`, { topic: topicName })}
                        </VisuallyHidden>
                      </ControlledCheckbox>
                    </td>
                  );
                })}
              </tr>
            );
          })}
        </tbody>
      </table>
      {hasPhone ? null : (
        <p id={phoneHintId} className={styles.soft}>
          {t('account.notifications.smsNeedsPhone')}
        </p>
      )}
      <div>
        <Button type="submit" tone="primary" isPending={save.isPending}>
          {t('account.notifications.save')}
        </Button>
      </div>
    </form>
  );
}
