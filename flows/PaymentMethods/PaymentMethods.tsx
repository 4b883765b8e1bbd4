import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsumerAddress } from '#api/contract/consumer.ts';
import { Alert } from '#components/Alert/index.ts';
import { Button } from '#components/Button/index.ts';
import { ConfirmDialog } from '#components/Dialog/index.ts';
import { Skeleton, SkeletonGroup } from '#components/Skeleton/index.ts';
import { useToast } from '#components/Toast/index.ts';
import { heading } from '#design-tokens/typography.css.ts';
import type { SiteLocale } from '#i18n/index.ts';
import { type SavedPaymentInstrument, useSavedCardChanges, useSavedCards } from '#shopper/index.ts';
import { FormErrorBanner } from '../shared/index.ts';
import { AddCardDialog } from './AddCardDialog.tsx';
import { cardLabel, expiryText } from './cardText.ts';
import * as styles from './PaymentMethods.css.ts';
import { type ListedCard, SavedCardList } from './SavedCardList.tsx';
import { listedGiftCards, SavedGiftCards } from './SavedGiftCards.tsx';

export interface PaymentMethodsProps {
  locale: SiteLocale;
  /** The member's address book (the profile's): billing addresses of the cards. */
  addresses: readonly ConsumerAddress[];
}

/** The saved payment methods the cards' list shows (gift cards have a section of their own). */
function listedCards(instruments: readonly SavedPaymentInstrument[]): ListedCard[] {
  return instruments.flatMap((instrument) =>
    instrument.type === 'CREDIT_CARD' && instrument.card
      ? [{ ...instrument, card: instrument.card }]
      : [],
  );
}

/**
 * The member's saved cards (spec §7 consumer payment_instruments) with what changes them:
 * add a card (`AddCardDialog`), make one the main card, remove one after a confirmation;
 * then the saved gift cards with their balances (`SavedGiftCards`). Each change goes into
 * `queryKeys.savedCards`, which checkout pays from. One call lists both, so while it loads
 * a skeleton says so and a failed read says so with a retry, for both; none of a kind
 * saved says so with the way to add one. For a signed-in member only (the page sends a
 * visitor to sign in).
 */
export function PaymentMethods({ locale, addresses }: PaymentMethodsProps) {
  const { t } = useTranslation('flows');
  const toasts = useToast();
  const saved = useSavedCards();
  const { makeMain, remove } = useSavedCardChanges();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<ListedCard | null>(null);
  const [now] = useState(() => Date.now());
  const cardsTitleId = useId();

  const openAdd = () => {
    makeMain.reset();
    remove.reset();
    setAdding(true);
  };
  const addDialog = (
    <AddCardDialog
      locale={locale}
      addresses={addresses}
      cards={(saved.data?.paymentInstruments ?? []).filter((held) => held.type === 'CREDIT_CARD')}
      isOpen={adding}
      onOpenChange={setAdding}
    />
  );

  if (!saved.data) {
    if (saved.isError) {
      return (
        <Alert tone="critical">
          {t('paymentMethods.loadFailed')}{' '}
          <Button tone="plain" size="small" onPress={() => saved.refetch()}>
            {t('paymentMethods.retry')}
          </Button>
        </Alert>
      );
    }
    return (
      <SkeletonGroup label={t('paymentMethods.loading')}>
        <div className={styles.sections}>
          {['cards', 'giftCards'].map((kind) => (
            <div key={kind} className={styles.list}>
              {[0, 1].map((index) => (
                <Skeleton key={index} shape="box" aspectRatio={2.5} />
              ))}
            </div>
          ))}
        </div>
      </SkeletonGroup>
    );
  }

  const cards = listedCards(saved.data.paymentInstruments);
  const cardsSection = (
    <section className={styles.section} aria-labelledby={cardsTitleId}>
      <h2 id={cardsTitleId} className={[heading.h3, styles.sectionTitle].join(' ')}>
        {t('paymentMethods.cardsTitle')}
      </h2>
      {cards.length === 0 ? (
        <div className={styles.empty}>
          <h3 className={[heading.h4, styles.emptyTitle].join(' ')}>{t('paymentMethods.empty')}</h3>
          <p className={styles.soft}>{t('paymentMethods.emptyText')}</p>
          <Button tone="primary" onPress={openAdd}>
            {t('paymentMethods.add')}
          </Button>
        </div>
      ) : (
        <>
          <div className={styles.header}>
            <p className={styles.soft}>{t('paymentMethods.intro')}</p>
            <Button tone="primary" onPress={openAdd}>
              {t('paymentMethods.add')}
            </Button>
          </div>
          {/* A failed "set as main" or remove: said above the list, the cards as they were. */}
          <FormErrorBanner error={makeMain.error ?? remove.error} />
          <SavedCardList
            locale={locale}
            cards={cards}
            addresses={addresses}
            now={now}
            aria-label={t('paymentMethods.listLabel')}
            settingMainId={makeMain.isPending ? makeMain.variables : null}
            removingId={remove.isPending ? remove.variables : null}
            onSetMain={(card) => {
              remove.reset();
              makeMain.mutate(card.paymentInstrumentId, {
                onSuccess: () =>
                  toasts.add({
                    title: t('paymentMethods.madeMain', { card: cardLabel(t, card.card) }),
                    tone: 'positive',
                  }),
              });
            }}
            onRemove={(card) => {
              makeMain.reset();
              remove.reset();
              setRemoving(card);
            }}
          />
        </>
      )}
    </section>
  );

  return (
    <>
      <div className={styles.sections}>
        {cardsSection}
        <SavedGiftCards
          locale={locale}
          giftCards={listedGiftCards(saved.data.paymentInstruments)}
        />
      </div>
      {addDialog}
      <ConfirmDialog
        title={t('paymentMethods.removeTitle')}
        isOpen={removing !== null}
        onOpenChange={(open) => {
          if (!open) setRemoving(null);
        }}
        cancelLabel={t('paymentMethods.cancel')}
        confirmLabel={t('paymentMethods.removeConfirm')}
        onConfirm={() => {
          if (!removing) return;
          remove.mutate(removing.paymentInstrumentId, {
            onSuccess: () => toasts.add({ title: t('paymentMethods.removed'), tone: 'positive' }),
          });
        }}
      >
        {removing ? (
          <p className={styles.soft}>
            {t('paymentMethods.removeText', {
              card: `${cardLabel(t, removing.card)} (${expiryText(removing.card)})`,
            })}
          </p>
        ) : null}
      </ConfirmDialog>
    </>
  );
}
