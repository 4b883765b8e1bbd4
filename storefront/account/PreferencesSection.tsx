import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsumerProfile } from '#api/contract/consumer.ts';
import { Button } from '#components/Button/index.ts';
import { heading } from '#design-tokens/typography.css.ts';
import { isInterestKey, PreferencesDialog, parseInterests } from '#flows/Interests/index.ts';
import * as styles from './account.css.ts';

/** The member's interests and preferred shoe size on the account page, edited in a dialog. */
export function PreferencesSection({ profile }: { profile: ConsumerProfile }) {
  const { t } = useTranslation('flows');
  const headingId = useId();
  const [editing, setEditing] = useState(false);
  const interests = parseInterests(profile.preferences.interests).filter(isInterestKey);
  const size = profile.preferences.preferredShoeSize;
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={[heading.h4, styles.title].join(' ')}>
        {t('preferences.title')}
      </h2>
      {interests.length === 0 && !size ? (
        <p className={styles.soft}>{t('preferences.none')}</p>
      ) : (
        <dl className={styles.details}>
          <dt>{t('preferences.interests')}</dt>
          <dd>
            {interests.length > 0
              ? interests.map((key) => t(`interests.options.${key}`)).join(', ')
              : t('preferences.notGiven')}
          </dd>
          <dt>{t('preferences.shoeSize')}</dt>
          <dd>{size ? t('preferences.usSize', { size }) : t('preferences.notGiven')}</dd>
        </dl>
      )}
      <div className={styles.actions}>
        <Button tone="secondary" size="small" onPress={() => setEditing(true)}>
          {t('preferences.edit')}
        </Button>
      </div>
      <PreferencesDialog profile={profile} isOpen={editing} onOpenChange={setEditing} />
    </section>
  );
}
