import { useTranslation } from 'react-i18next';
import type { ConsumerProfile } from '#api/contract/consumer.ts';
import { Spinner } from '#components/Spinner/index.ts';
import { localeInfo } from '#i18n/locales.ts';
import { highlight, lead, stack } from '../CompleteProfile/flow.css.ts';
import { useSiteLocale } from '../shared/index.ts';
import { useWelcomePromo } from './useWelcomePromo.ts';

/**
 * A member's points and welcome offer (GET loyalty/promo/welcome). A member without an
 * offer, or an offer that fails to load, shows the points alone: the welcome never fails.
 */
export function WelcomePromo({ profile }: { profile: ConsumerProfile }) {
  const { t } = useTranslation('flows');
  const { tag } = localeInfo[useSiteLocale()];
  const member = profile.isLoyaltyMember;
  const promo = useWelcomePromo(member);
  if (!member) return null;
  const points = new Intl.NumberFormat(tag).format(profile.loyaltySummary.points.balance);
  const offer = promo.data?.promo;
  return (
    <div className={stack}>
      <div>
        <p className={lead}>{t('welcome.pointsLabel')}</p>
        <p className={highlight}>{t('welcome.points', { points })}</p>
      </div>
      {promo.isPending && <Spinner size="small" label={t('welcome.promoLoading')} />}
      {offer && (
        <div>
          <p className={lead}>{t('welcome.promoLabel', { description: offer.description })}</p>
          <p className={highlight}>{offer.code}</p>
          {offer.expiresAt && (
            <p className={lead}>
              {t('welcome.promoExpires', {
                date: new Intl.DateTimeFormat(tag, { dateStyle: 'long' }).format(
                  new Date(offer.expiresAt),
                ),
              })}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
