import { useTranslation } from 'react-i18next';
import type { SavedGiftCardState } from '#api/contract/consumer.ts';
import { Badge } from '#components/Badge/index.ts';
import { Button } from '#components/Button/index.ts';
import { formatMoney } from '#components/Price/index.ts';
import { VisuallyHidden } from '#components/VisuallyHidden/index.ts';
import { heading } from '#design-tokens/typography.css.ts';
import { localeInfo, type SiteLocale } from '#i18n/locales.ts';
import { giftCardDate, giftCardLabel } from './cardText.ts';
import * as styles from './PaymentMethods.css.ts';

/** A saved gift card as the list shows it (a saved payment method of type GIFT_CARD). */
export interface ListedGiftCard {
  paymentInstrumentId: string;
  giftCard: {
    lastFour: string;
    /** In the card's own currency, major units, as the service read it for this list. */
    balance: number;
    currency: string;
    /** YYYY-MM-DD; null: no end. */
    expirationDate: string | null;
    state: SavedGiftCardState;
  };
}

export interface SavedGiftCardListProps {
  locale: SiteLocale;
  /** The gift cards, oldest first (as the service lists them). */
  giftCards: readonly ListedGiftCard[];
  /** The list's accessible name. */
  'aria-label'?: string;
  onRemove: (giftCard: ListedGiftCard) => void;
  /** The gift card being removed, if any (its button shows it). */
  removingId?: string | null;
}

/** The badge of a card that cannot pay (the sale tone is the kit's critical badge). */
const stateBadge = {
  usable: null,
  empty: { tone: 'neutral', key: 'paymentMethods.giftCards.state.empty' },
  expired: { tone: 'sale', key: 'paymentMethods.giftCards.state.expired' },
  blocked: { tone: 'sale', key: 'paymentMethods.giftCards.state.blocked' },
} as const satisfies Record<SavedGiftCardState, { tone: 'neutral' | 'sale'; key: string } | null>;

/**
 * The member's saved gift cards: the last four digits, the balance in the card's currency
 * as it is now, its end date; a spent, expired or blocked card is marked. Each can be
 * removed (the card and its balance stay; the account no longer lists it).
 */
export function SavedGiftCardList({
  locale,
  giftCards,
  'aria-label': label,
  onRemove,
  removingId = null,
}: SavedGiftCardListProps) {
  const { t } = useTranslation('flows');
  const tag = localeInfo[locale].tag;
  return (
    <ul className={styles.list} aria-label={label}>
      {giftCards.map((saved) => {
        const { giftCard } = saved;
        const name = giftCardLabel(t, giftCard);
        const badge = stateBadge[giftCard.state];
        const expired = giftCard.state === 'expired';
        return (
          <li
            key={saved.paymentInstrumentId}
            className={styles.card}
            aria-label={name}
            data-state={giftCard.state}
          >
            <div className={styles.cardHead}>
              <h3 className={[heading.h4, styles.cardName].join(' ')}>
                <span aria-hidden="true">
                  {t('paymentMethods.giftCards.name', { lastFour: giftCard.lastFour })}
                </span>
                <VisuallyHidden>{name}</VisuallyHidden>
              </h3>
              {badge ? <Badge tone={badge.tone}>{t(badge.key)}</Badge> : null}
            </div>
            <dl className={styles.details}>
              <dt>{t('paymentMethods.giftCards.balance')}</dt>
              <dd className={styles.balance}>
                {formatMoney(giftCard.balance, tag, giftCard.currency)}
              </dd>
            </dl>
            {giftCard.expirationDate ? (
              <p className={expired ? styles.expired : styles.soft}>
                {t(
                  expired
                    ? 'paymentMethods.giftCards.expiredOn'
                    : 'paymentMethods.giftCards.validUntil',
                  { date: giftCardDate(giftCard.expirationDate, locale) },
                )}
              </p>
            ) : null}
            {giftCard.state === 'blocked' ? (
              <p className={styles.soft}>{t('paymentMethods.giftCards.blockedHelp')}</p>
            ) : null}
            <div className={styles.actions}>
              <Button
                tone="tertiary"
                size="small"
                aria-label={t('paymentMethods.giftCards.removeNamed', {
                  lastFour: giftCard.lastFour,
                })}
                isPending={removingId === saved.paymentInstrumentId}
                onPress={() => onRemove(saved)}
              >
                {t('paymentMethods.giftCards.remove')}
              </Button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
