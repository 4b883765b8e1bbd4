import { useTranslation } from 'react-i18next';
import type { ConsumerAddress } from '#api/contract/consumer.ts';
import { brandOf, cardExpired } from '#commerce/checkout/cards.ts';
import { Badge } from '#components/Badge/index.ts';
import { Button } from '#components/Button/index.ts';
import { VisuallyHidden } from '#components/VisuallyHidden/index.ts';
import { heading } from '#design-tokens/typography.css.ts';
import type { SiteLocale } from '#i18n/index.ts';
import { addressLine, type CardFacts, cardLabel, expiryText } from './cardText.ts';
import * as styles from './PaymentMethods.css.ts';

/** A saved card as the list shows it (a saved payment method of type CREDIT_CARD). */
export interface ListedCard {
  paymentInstrumentId: string;
  main: boolean;
  billingAddressId: string | null;
  card: CardFacts & { holderName: string };
}

export interface SavedCardListProps {
  locale: SiteLocale;
  /** The cards, the main one first (as the service lists them). */
  cards: readonly ListedCard[];
  /** The member's address book: each card's billing address is one of them. */
  addresses: readonly ConsumerAddress[];
  /** Now, in ms since the epoch: which cards have expired. */
  now: number;
  /** The list's accessible name. */
  'aria-label'?: string;
  onSetMain: (card: ListedCard) => void;
  onRemove: (card: ListedCard) => void;
  /** The card being made the main one, if any (its button shows it). */
  settingMainId?: string | null;
  /** The card being removed, if any. */
  removingId?: string | null;
}

/**
 * The member's saved cards: brand and last four, expiry (MM/YY), holder, billing address
 * on one line, the main card's badge, an expired card marked and not offered as main (the
 * service refuses an expired card any change, FE309); set as main and remove.
 */
export function SavedCardList({
  locale,
  cards,
  addresses,
  now,
  'aria-label': label,
  onSetMain,
  onRemove,
  settingMainId = null,
  removingId = null,
}: SavedCardListProps) {
  const { t } = useTranslation('flows');
  return (
    <ul className={styles.list} aria-label={label}>
      {cards.map((saved) => {
        const { card } = saved;
        const name = cardLabel(t, card);
        const expiry = expiryText(card);
        const expired = cardExpired(card.expirationMonth, card.expirationYear, now);
        const billing = addresses.find((address) => address.id === saved.billingAddressId);
        return (
          <li
            key={saved.paymentInstrumentId}
            className={styles.card}
            aria-label={name}
            data-main={saved.main || undefined}
            data-expired={expired || undefined}
          >
            <div className={styles.cardHead}>
              <h3 className={[heading.h4, styles.cardName].join(' ')}>
                <span aria-hidden="true">
                  {t('paymentMethods.card.name', {
                    brand: brandOf(card.cardType),
                    lastFour: card.lastFour,
                  })}
                </span>
                <VisuallyHidden>{name}</VisuallyHidden>
              </h3>
              {saved.main ? <Badge tone="brand">{t('paymentMethods.card.main')}</Badge> : null}
              {/* The sale tone is the kit's critical badge. */}
              {expired ? <Badge tone="sale">{t('paymentMethods.card.expired')}</Badge> : null}
            </div>
            <dl className={styles.details}>
              <dt>{t('paymentMethods.card.holder')}</dt>
              <dd>{card.holderName}</dd>
              <dt>{t('paymentMethods.card.billing')}</dt>
              <dd>{billing ? addressLine(billing, locale) : t('paymentMethods.card.noBilling')}</dd>
            </dl>
            <p className={expired ? styles.expired : styles.soft}>
              {expired
                ? t('paymentMethods.card.expiredOn', { expiry })
                : t('paymentMethods.card.expires', { expiry })}
            </p>
            {expired ? <p className={styles.soft}>{t('paymentMethods.card.expiredHelp')}</p> : null}
            <div className={styles.actions}>
              {saved.main || expired ? null : (
                <Button
                  tone="secondary"
                  size="small"
                  aria-label={t('paymentMethods.setMainNamed', { card: name })}
                  isPending={settingMainId === saved.paymentInstrumentId}
                  onPress={() => onSetMain(saved)}
                >
                  {t('paymentMethods.setMain')}
                </Button>
              )}
              <Button
                tone="tertiary"
                size="small"
                aria-label={t('paymentMethods.removeNamed', { card: name })}
                isPending={removingId === saved.paymentInstrumentId}
                onPress={() => onRemove(saved)}
              >
                {t('paymentMethods.remove')}
              </Button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
