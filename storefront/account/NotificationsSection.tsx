import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { heading } from '#design-tokens/typography.css.ts';
import { NotificationChoices } from '#flows/Notifications/index.ts';
import * as styles from './account.css.ts';

/** The member's notification choices on the account page, in a card of their own. */
export function NotificationsSection() {
  const { t } = useTranslation('storefront');
  const headingId = useId();
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={[heading.h4, styles.title].join(' ')}>
        {t('account.notifications.title')}
      </h2>
      <NotificationChoices labelledBy={headingId} />
    </section>
  );
}
