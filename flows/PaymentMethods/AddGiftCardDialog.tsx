import { zodResolver } from '@hookform/resolvers/zod';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '#api/client/index.ts';
import type { ErrorId } from '#api/contract/errors.ts';
import { MAX_SAVED_GIFT_CARDS } from '#commerce/checkout/savedGiftCards.ts';
import { Alert } from '#components/Alert/index.ts';
import { Button } from '#components/Button/index.ts';
import { Dialog } from '#components/Dialog/index.ts';
import { ControlledTextField } from '#components/Field/index.ts';
import { useToast } from '#components/Toast/index.ts';
import {
  type SavedPaymentInstrument,
  savedCardsMutationKey,
  useSavedCardChanges,
} from '#shopper/index.ts';
import { useBotCheck } from '#shopper/session/index.ts';
import {
  type GiftCardBalanceInput,
  type GiftCardBalanceValues,
  giftCardBalanceSchema,
} from '../GiftCardBalance/GiftCardBalance.schema.ts';
import { bannerErrorId, FormErrorBanner, giftCardErrorInput } from '../shared/index.ts';
import * as frame from '../shared/pageForm.css.ts';
import { serverFieldMessage } from '../validation/index.ts';
import * as styles from './PaymentMethods.css.ts';

export interface AddGiftCardDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** After the service saved it (the saved-cards cache has it already). */
  onSaved?: (saved: SavedPaymentInstrument) => void;
}

/**
 * Save a gift card to the member's account (POST /consumers-v3/consumer/payment_instruments,
 * type GIFT_CARD): its number and PIN, checked by the form as the balance check checks them,
 * then by the service as a cart would (spec §8 GC_… at the input they concern). The service
 * keeps the last four digits and never the PIN; the PIN lives in the form only, which is
 * gone once the dialog closes (no query key holds it, and a settled save leaves the
 * mutation cache).
 */
export function AddGiftCardDialog(props: AddGiftCardDialogProps) {
  const { t } = useTranslation('flows');
  return (
    <Dialog
      title={t('paymentMethods.giftCards.form.title')}
      isOpen={props.isOpen}
      onOpenChange={props.onOpenChange}
      isDismissable={false}
    >
      {props.isOpen ? <AddGiftCardForm {...props} /> : null}
    </Dialog>
  );
}

/** What the service may say about the card itself: at its number (or its PIN, GFC700). */
const cardRefusals = new Set<string>([
  'GFC800',
  'GFC700',
  'GFC760',
  'GFC812',
  'GFC725',
  'GFC740',
] satisfies ErrorId[]);

/** Settled gift card saves leave the mutation cache: their variables hold the PIN. */
function forgetGiftCardSaves(queryClient: QueryClient) {
  const mutations = queryClient.getMutationCache();
  for (const mutation of mutations.findAll({ mutationKey: savedCardsMutationKey })) {
    const variables = mutation.state.variables as { type?: string } | undefined;
    if (variables?.type === 'GIFT_CARD' && mutation.state.status !== 'pending') {
      mutations.remove(mutation);
    }
  }
}

function AddGiftCardForm({ onOpenChange, onSaved }: AddGiftCardDialogProps) {
  const { t } = useTranslation('flows');
  const formId = useId();
  const toasts = useToast();
  const botCheck = useBotCheck();
  const queryClient = useQueryClient();
  const { add } = useSavedCardChanges();
  const [failure, setFailure] = useState<unknown>();
  const { control, handleSubmit, setError } = useForm<
    GiftCardBalanceInput,
    unknown,
    GiftCardBalanceValues
  >({
    resolver: zodResolver(giftCardBalanceSchema),
    defaultValues: { number: '', pin: '' },
  });

  const submit = handleSubmit(async ({ number, pin }) => {
    setFailure(undefined);
    let saved: SavedPaymentInstrument;
    try {
      saved = await add.mutateAsync({
        type: 'GIFT_CARD',
        giftCard: { number, pin },
        captcha: await botCheck.execute('saveCard'),
      });
    } catch (error) {
      if (isApiError(error) && error.errorId && cardRefusals.has(error.errorId)) {
        setError(
          giftCardErrorInput(error),
          { message: serverFieldMessage(error.errorId) },
          { shouldFocus: true },
        );
      } else {
        setFailure(error);
      }
      return;
    } finally {
      forgetGiftCardSaves(queryClient);
    }
    toasts.add({ title: t('paymentMethods.giftCards.form.saved'), tone: 'positive' });
    onSaved?.(saved);
    onOpenChange(false);
  });

  return (
    <form
      id={formId}
      noValidate
      className={frame.column}
      onSubmit={(event) => {
        if (add.isPending) event.preventDefault();
        else void submit(event);
      }}
    >
      <SaveFailure error={failure} />
      <p className={frame.soft}>{t('paymentMethods.giftCards.form.secure')}</p>
      <div className={styles.fieldGrid}>
        <ControlledTextField
          control={control}
          name="number"
          className={styles.full}
          label={t('paymentMethods.giftCards.form.number')}
          inputMode="numeric"
          autoComplete="off"
          maxLength={23}
          isRequired
        />
        <ControlledTextField
          control={control}
          name="pin"
          label={t('paymentMethods.giftCards.form.pin')}
          description={t('paymentMethods.giftCards.form.pinHelp')}
          inputMode="numeric"
          autoComplete="off"
          maxLength={8}
          isRequired
        />
      </div>
      <div className={frame.buttonRow}>
        <Button tone="secondary" onPress={() => onOpenChange(false)}>
          {t('paymentMethods.giftCards.form.cancel')}
        </Button>
        <Button type="submit" tone="primary" isPending={add.isPending}>
          {t('paymentMethods.giftCards.form.save')}
        </Button>
      </div>
    </form>
  );
}

/**
 * Spec §8 "gift card save failed or already exists": the catalogue's words for a refusal
 * (GFC409 saved already, GFC799 too many tries, AUT403 the bot check …), the most an
 * account keeps (GFC410) in words of its own; a failure that names no refusal (the network,
 * the bot check's script, a service error) reads "gift card save failed".
 */
function SaveFailure({ error }: { error: unknown }) {
  const { t } = useTranslation('flows');
  if (!error) return null;
  const errorId = bannerErrorId(error);
  if (errorId === 'GFC410') {
    return (
      <Alert tone="critical" data-error-banner="">
        {t('paymentMethods.giftCards.form.limit', { max: MAX_SAVED_GIFT_CARDS })}
      </Alert>
    );
  }
  if (errorId && errorId !== 'GEN500') return <FormErrorBanner error={error} />;
  return (
    <Alert tone="critical" data-error-banner="">
      {t('paymentMethods.giftCards.form.saveFailed')}
    </Alert>
  );
}
