import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#components/Button/index.ts';
import { ConfirmDialog } from '#components/Dialog/index.ts';
import { useToast } from '#components/Toast/index.ts';
import { heading } from '#design-tokens/typography.css.ts';
import type { SiteLocale } from '#i18n/index.ts';
import { type SavedPaymentInstrument, useSavedCardChanges } from '#shopper/index.ts';
import { FormErrorBanner } from '../shared/index.ts';
import { AddGiftCardDialog } from './AddGiftCardDialog.tsx';
import { giftCardLabel } from './cardText.ts';
import * as styles from './PaymentMethods.css.ts';
import { type ListedGiftCard, SavedGiftCardList } from './SavedGiftCardList.tsx';

/** The saved payment methods that are gift cards, as the service listed them. */
export function listedGiftCards(instruments: readonly SavedPaymentInstrument[]): ListedGiftCard[] {
  return instruments.flatMap((instrument) =>
    instrument.type === 'GIFT_CARD' && instrument.giftCard
      ? [{ paymentInstrumentId: instrument.paymentInstrumentId, giftCard: instrument.giftCard }]
      : [],
  );
}

export interface SavedGiftCardsProps {
  locale: SiteLocale;
  /** The member's saved gift cards (`listedGiftCards` of the saved-cards entry). */
  giftCards: readonly ListedGiftCard[];
}

/**
 * The payment methods page's gift cards (spec §7 consumer payment_instruments, type
 * GIFT_CARD): each with its balance as the service read it; add one by number and PIN
 * (`AddGiftCardDialog`), remove one after a confirmation. None saved says so, with the way
 * to add one. The list is the saved-cards entry's, so its loading and failure are the
 * page's (`PaymentMethods`).
 */
export function SavedGiftCards({ locale, giftCards }: SavedGiftCardsProps) {
  const { t } = useTranslation('flows');
  const titleId = useId();
  const toasts = useToast();
  const { remove } = useSavedCardChanges();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<ListedGiftCard | null>(null);

  const openAdd = () => {
    remove.reset();
    setAdding(true);
  };
  const addButton = (
    <Button tone={giftCards.length === 0 ? 'primary' : 'secondary'} onPress={openAdd}>
      {t('paymentMethods.giftCards.add')}
    </Button>
  );

  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={[heading.h3, styles.sectionTitle].join(' ')}>
        {t('paymentMethods.giftCards.title')}
      </h2>
      {giftCards.length === 0 ? (
        <div className={styles.empty}>
          <h3 className={[heading.h4, styles.emptyTitle].join(' ')}>
            {t('paymentMethods.giftCards.empty')}
          </h3>
          <p className={styles.soft}>{t('paymentMethods.giftCards.emptyText')}</p>
          {addButton}
        </div>
      ) : (
        <>
          <div className={styles.header}>
            <p className={styles.soft}>{t('paymentMethods.giftCards.intro')}</p>
            {addButton}
          </div>
          {/* A failed remove: said above the list, the gift cards as they were. */}
          <FormErrorBanner error={remove.error} />
          <SavedGiftCardList
            locale={locale}
            giftCards={giftCards}
            aria-label={t('paymentMethods.giftCards.listLabel')}
            removingId={remove.isPending ? remove.variables : null}
            onRemove={(giftCard) => {
              remove.reset();
              setRemoving(giftCard);
            }}
          />
        </>
      )}
      <AddGiftCardDialog isOpen={adding} onOpenChange={setAdding} />
      <ConfirmDialog
        title={t('paymentMethods.giftCards.removeTitle')}
        isOpen={removing !== null}
        onOpenChange={(open) => {
          if (!open) setRemoving(null);
        }}
        cancelLabel={t('paymentMethods.giftCards.cancel')}
        confirmLabel={t('paymentMethods.giftCards.removeConfirm')}
        onConfirm={() => {
          if (!removing) return;
          remove.mutate(removing.paymentInstrumentId, {
            onSuccess: () =>
              toasts.add({ title: t('paymentMethods.giftCards.removed'), tone: 'positive' }),
          });
        }}
      >
        {removing ? (
          <p className={styles.soft}>
            {t('paymentMethods.giftCards.removeText', {
              card: giftCardLabel(t, removing.giftCard),
            })}
          </p>
        ) : null}
      </ConfirmDialog>
    </section>
  );
}
