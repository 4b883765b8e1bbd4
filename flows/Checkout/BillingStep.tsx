import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { isApiError, useApiClient } from '#api/client/index.ts';
import { queryKeys } from '#api/client/queryKeys.ts';
import type { Cart } from '#api/contract/cart.ts';
import { getPaymentMethods } from '#api/contract/checkout.ts';
import { Alert } from '#components/Alert/index.ts';
import { Button } from '#components/Button/index.ts';
import { Checkbox } from '#components/Checkbox/index.ts';
import { ControlledTextField } from '#components/Field/index.ts';
import { formatMoney } from '#components/Price/index.ts';
import { Radio, RadioGroup } from '#components/RadioGroup/index.ts';
import { TextField } from '#components/TextField/index.ts';
import { heading } from '#design-tokens/typography.css.ts';
import { localeInfo, type SiteLocale } from '#i18n/locales.ts';
import { useCartChange } from '#shopper/index.ts';
import { useProfile } from '#shopper/session/index.ts';
import { FormErrorBanner, useErrorMessage } from '../shared/index.ts';
import { AddressForm } from './AddressForm.tsx';
import {
  addGiftCard,
  type CheckoutAddress,
  payByAthletesAccount,
  payByCard,
  paySavedCard,
  paySavedGiftCard,
  removeInstrument,
  saveBillingAddress,
} from './calls.ts';
import * as styles from './checkout.css.ts';
import { useSavedCards } from './express.ts';
import { type PaymentProvider, PaymentSessionDialog } from './PaymentSessionDialog.tsx';
import { Rewards } from './Rewards.tsx';
import { checkoutAddressOf, profileStart, savedAddressesOf } from './savedAddresses.ts';
import { addressFieldErrors } from './serverFields.ts';

/** How the saved card types read (the gateway's brand names). */
const cardBrandNames: Record<string, string> = {
  VISA: 'Visa',
  MASTERCARD: 'Mastercard',
  AMEX: 'American Express',
  DISCOVER: 'Discover',
};

/** Luhn check digit of a card number. */
function luhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

const message = (key: string) => `flows:checkout.card.${key}`;

/** The card form (spec §5: card expiry invalid is FE309 from the service, too). */
export const cardSchema = z.object({
  number: z
    .string()
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(
      z
        .string()
        .min(1, 'required')
        .regex(/^\d{12,19}$/, message('numberInvalid'))
        .refine(luhn, message('numberInvalid')),
    ),
  expiry: z
    .string()
    .trim()
    .min(1, 'required')
    .regex(/^(0[1-9]|1[0-2])\s*\/\s*(\d{2})$/, message('expiryInvalid')),
  cvv: z
    .string()
    .trim()
    .min(1, 'required')
    .regex(/^\d{3,4}$/, message('cvvInvalid')),
  holder: z.string().trim().min(2, 'required').max(60),
});
type CardInput = z.input<typeof cardSchema>;
type CardValues = z.output<typeof cardSchema>;

type PayBy = 'CREDIT_CARD' | 'PAYPAL' | 'KLARNA' | 'ATHLETES_PAYMENT';

export interface BillingStepProps {
  cart: Cart;
  locale: SiteLocale;
  /** Billing and payment are on the cart: go on to the summary. */
  onDone: () => void;
  /** Why the shopper is back here (a failed 3-D Secure challenge, a declined card). */
  notice?: string | null;
}

/**
 * Step 2, billing and payment (spec §4): the billing address (the shipping one by
 * default), gift cards (each error at its input), then what pays the rest: a card,
 * PayPal or Klarna. Card details go to the service's gateway once and are not kept here.
 */
export function BillingStep({ cart, locale, onDone, notice }: BillingStepProps) {
  const { t } = useTranslation('flows');
  const { t: errorsT } = useTranslation('errors');
  const client = useApiClient();
  const queryClient = useQueryClient();
  const headingId = useId();
  const paymentHeadingId = useId();
  const billingFormId = useId();
  const [sameAsShipping, setSameAsShipping] = useState(
    cart.shippingAddress !== null &&
      (cart.billingAddress === null ||
        JSON.stringify({ ...cart.billingAddress, approachType: 'S', id: null }) ===
          JSON.stringify({ ...cart.shippingAddress, id: null })),
  );
  const methods = useQuery({
    queryKey: queryKeys.cartPaymentMethods(cart.id, cart.totals.remainingToPay),
    queryFn: ({ signal }) =>
      client.call(getPaymentMethods, { params: { basketId: cart.id }, signal }),
  });
  const enabled = (type: PayBy) =>
    methods.data?.paymentMethods.find((m) => m.type === type)?.enabled ?? type !== 'KLARNA';
  const klarna = methods.data?.paymentMethods.find((m) => m.type === 'KLARNA');
  // Athletes only (the service lists it enabled for them): their account pays the rest.
  const athleteMethod = methods.data?.paymentMethods.find((m) => m.type === 'ATHLETES_PAYMENT');
  const current = cart.payment_instruments.find((p) =>
    ['CREDIT_CARD', 'PAYPAL', 'KLARNA', 'ATHLETES_PAYMENT'].includes(p.type),
  );
  const [payBy, setPayBy] = useState<PayBy>((current?.type as PayBy | undefined) ?? 'CREDIT_CARD');
  const billing = useCartChange(saveBillingAddress);
  const card = useCartChange(payByCard);
  const savedCard = useCartChange(paySavedCard);
  const athletes = useCartChange(payByAthletesAccount);
  const { isSignedIn, profile } = useProfile();
  // A member's billing address starts from the main one of the book, else the profile.
  const savedBilling = savedAddressesOf(profile, 'B')[0];
  const billingStart =
    cart.billingAddress ??
    (savedBilling ? checkoutAddressOf(savedBilling, profile) : null) ??
    profileStart(profile);
  const [keepBilling, setKeepBilling] = useState<boolean | null>(null);
  const keepBillingInBook = keepBilling ?? savedBilling === undefined;
  // The account's cards (its saved gift cards are not cards to pick here).
  const savedCards = (useSavedCards().data?.paymentInstruments ?? []).filter(
    (saved) => saved.type === 'CREDIT_CARD',
  );
  // The main saved card until the shopper picks another (or a new one).
  const [pickedCard, setChosenCard] = useState<string | null>(null);
  const chosenCard =
    pickedCard ?? savedCards.find((saved) => saved.main)?.paymentInstrumentId ?? 'new';
  const [saveForNext, setSaveForNext] = useState(false);
  const usingSaved =
    chosenCard !== 'new' && savedCards.some((c) => c.paymentInstrumentId === chosenCard);
  // The buy-now-pay-later provider's dialog (null: closed) and what it last failed with.
  const [provider, setProvider] = useState<PaymentProvider | null>(null);
  const [providerFailed, setProviderFailed] = useState(false);
  const payment = useForm<CardInput, unknown, CardValues>({
    resolver: zodResolver(cardSchema),
    defaultValues: { number: '', expiry: '', cvv: '', holder: '' },
  });
  const [busy, setBusy] = useState(false);
  const needsPayer = cart.totals.remainingToPay > 0;
  // A card already on the cart (back from the summary) need not be typed again.
  const keepCard = current?.type === 'CREDIT_CARD' && payBy === 'CREDIT_CARD';
  const [replaceCard, setReplaceCard] = useState(false);

  const proceed = async (address?: CheckoutAddress) => {
    setProviderFailed(false);
    // PayPal or Klarna not yet on the cart: the provider authorizes it in its dialog.
    const askProvider =
      needsPayer && (payBy === 'PAYPAL' || payBy === 'KLARNA') && current?.type !== payBy;
    // An athlete's account pays the rest at once (no provider dialog, nothing to type).
    const byAthletes = needsPayer && payBy === 'ATHLETES_PAYMENT' && current?.type !== payBy;
    const typingCard =
      needsPayer && payBy === 'CREDIT_CARD' && (!keepCard || replaceCard) && !usingSaved;
    if (typingCard && !(await payment.trigger(undefined, { shouldFocus: true }))) return;
    setBusy(true);
    try {
      const saveToProfile = isSignedIn && keepBillingInBook;
      await billing.mutateAsync(
        address ? { address, sameAsShipping: false, saveToProfile } : { sameAsShipping: true },
      );
      if (address && saveToProfile) {
        void queryClient.invalidateQueries({ queryKey: queryKeys.profile, exact: true });
      }
      if (typingCard) {
        const values = cardSchema.parse(payment.getValues());
        const [month, year] = values.expiry.split('/').map((part) => Number(part.trim()));
        try {
          await card.mutateAsync({
            number: values.number,
            expiryMonth: month ?? 0,
            expiryYear: 2000 + (year ?? 0),
            cvv: values.cvv,
            holder: values.holder,
            saveCard: isSignedIn && saveForNext,
          });
        } catch (error) {
          if (isApiError(error) && error.is('FE309')) {
            payment.setError('expiry', { message: 'errors:FE309' }, { shouldFocus: true });
          }
          throw error;
        }
        payment.resetField('cvv');
        payment.resetField('number');
      } else if (
        needsPayer &&
        payBy === 'CREDIT_CARD' &&
        usingSaved &&
        (!keepCard || replaceCard)
      ) {
        await savedCard.mutateAsync(chosenCard);
      } else if (byAthletes) {
        await athletes.mutateAsync();
      }
    } catch {
      return;
    } finally {
      setBusy(false);
    }
    if (askProvider) setProvider(payBy);
    else onDone();
  };

  const failure = billing.error ?? card.error ?? savedCard.error ?? athletes.error;
  const billingErrors = addressFieldErrors(billing.error);
  // FE309 is said on the expiry date (spec §8): not repeated in the banner.
  const saidOnField = billingErrors.length > 0 || (isApiError(failure) && failure.is('FE309'));
  const money = (amount: number) => formatMoney(amount, localeInfo[locale].tag, cart.currency);
  // Why Klarna cannot be chosen, next to it: the amounts it takes, else the order itself.
  const toPay = cart.totals.remainingToPay;
  const klarnaNote =
    !klarna || klarna.enabled
      ? t('checkout.payment.klarnaHelp')
      : klarna.minAmount !== null &&
          klarna.maxAmount !== null &&
          (toPay < klarna.minAmount || toPay > klarna.maxAmount)
        ? t('checkout.payment.klarnaLimits', {
            min: money(klarna.minAmount),
            max: money(klarna.maxAmount),
          })
        : t('checkout.payment.klarnaUnavailable');

  return (
    <div className={styles.form}>
      <section className={styles.form} aria-labelledby={headingId}>
        <h2 id={headingId} className={[heading.h3, styles.title].join(' ')}>
          {t('checkout.billing.title')}
        </h2>
        {notice ? <Alert tone="critical">{notice}</Alert> : null}
        <Checkbox
          isSelected={sameAsShipping}
          onChange={setSameAsShipping}
          isDisabled={!cart.shippingAddress}
        >
          {t('checkout.billing.sameAsShipping')}
        </Checkbox>
        {!sameAsShipping ? (
          <AddressForm
            id={billingFormId}
            kind="billing"
            locale={locale}
            initial={billingStart}
            fieldErrors={billingErrors}
            onSubmit={(address) => proceed(address)}
          >
            {isSignedIn ? (
              <Checkbox isSelected={keepBillingInBook} onChange={setKeepBilling}>
                {t('checkout.address.saveToAccount')}
              </Checkbox>
            ) : null}
          </AddressForm>
        ) : null}
      </section>

      <GiftCards cart={cart} locale={locale} />
      <Rewards cart={cart} locale={locale} />

      <section className={styles.section} aria-labelledby={paymentHeadingId}>
        <h3 id={paymentHeadingId} className={styles.title}>
          {t('checkout.payment.title')}
        </h3>
        {providerFailed ? <Alert tone="critical">{errorsT('PAY400')}</Alert> : null}
        {needsPayer ? (
          <>
            <RadioGroup
              label={t('checkout.payment.method')}
              value={payBy}
              onChange={(value) => {
                setPayBy(value as PayBy);
                setProviderFailed(false);
              }}
            >
              <Radio value="CREDIT_CARD">{t('checkout.payment.card')}</Radio>
              <Radio value="PAYPAL" isDisabled={!enabled('PAYPAL')}>
                PayPal
              </Radio>
              <Radio value="KLARNA" isDisabled={!enabled('KLARNA')} description={klarnaNote}>
                Klarna
              </Radio>
              {athleteMethod?.enabled ? (
                <Radio value="ATHLETES_PAYMENT" description={t('checkout.payment.athletesHelp')}>
                  {athleteMethod.label}
                </Radio>
              ) : null}
            </RadioGroup>
            {payBy === 'CREDIT_CARD' && keepCard && !replaceCard && current?.card ? (
              <div className={styles.listRow}>
                <span>
                  {t('checkout.payment.cardOnFile', {
                    brand: current.card.brand,
                    last4: current.card.last4,
                  })}
                </span>
                <Button tone="tertiary" size="small" onPress={() => setReplaceCard(true)}>
                  {t('checkout.payment.useAnotherCard')}
                </Button>
              </div>
            ) : null}
            {payBy === 'CREDIT_CARD' && (!keepCard || replaceCard) && savedCards.length > 0 ? (
              <RadioGroup
                label={t('checkout.payment.card')}
                value={chosenCard}
                onChange={setChosenCard}
              >
                {savedCards.map((saved) =>
                  saved.card ? (
                    <Radio key={saved.paymentInstrumentId} value={saved.paymentInstrumentId}>
                      {t('checkout.payment.savedCard', {
                        brand: cardBrandNames[saved.card.cardType],
                        last4: saved.card.lastFour,
                        month: String(saved.card.expirationMonth).padStart(2, '0'),
                        year: String(saved.card.expirationYear).slice(-2),
                      })}
                    </Radio>
                  ) : null,
                )}
                <Radio value="new">{t('checkout.payment.newCard')}</Radio>
              </RadioGroup>
            ) : null}
            {payBy === 'CREDIT_CARD' && (!keepCard || replaceCard) && !usingSaved ? (
              <div className={styles.fieldGrid}>
                <ControlledTextField
                  control={payment.control}
                  name="number"
                  className={styles.full}
                  label={t('checkout.card.number')}
                  inputMode="numeric"
                  autoComplete="cc-number"
                  maxLength={23}
                  isRequired
                />
                <ControlledTextField
                  control={payment.control}
                  name="expiry"
                  label={t('checkout.card.expiry')}
                  description={t('checkout.card.expiryHelp')}
                  autoComplete="cc-exp"
                  inputMode="numeric"
                  maxLength={7}
                  isRequired
                />
                <ControlledTextField
                  control={payment.control}
                  name="cvv"
                  label={t('checkout.card.cvv')}
                  description={t('checkout.card.cvvHelp')}
                  autoComplete="cc-csc"
                  inputMode="numeric"
                  maxLength={4}
                  isRequired
                />
                <ControlledTextField
                  control={payment.control}
                  name="holder"
                  className={styles.full}
                  label={t('checkout.card.holder')}
                  autoComplete="cc-name"
                  isRequired
                />
                {isSignedIn ? (
                  <Checkbox
                    className={styles.full}
                    isSelected={saveForNext}
                    onChange={setSaveForNext}
                  >
                    {t('checkout.payment.saveCard')}
                  </Checkbox>
                ) : null}
              </div>
            ) : null}
          </>
        ) : (
          <p className={styles.soft}>{t('checkout.payment.covered')}</p>
        )}
        <p className={styles.soft}>
          {t('checkout.payment.toPay', { amount: money(cart.totals.remainingToPay) })}
        </p>
      </section>

      {!saidOnField && failure ? <FormErrorBanner error={failure} /> : null}
      <div className={styles.actions}>
        {sameAsShipping ? (
          <Button onPress={() => void proceed()} isPending={busy}>
            {t('checkout.billing.continue')}
          </Button>
        ) : (
          <Button type="submit" form={billingFormId} isPending={busy}>
            {t('checkout.billing.continue')}
          </Button>
        )}
      </div>
      <PaymentSessionDialog
        provider={provider}
        cart={cart}
        locale={locale}
        onAuthorized={() => {
          setProvider(null);
          onDone();
        }}
        onCancel={(failed) => {
          setProvider(null);
          setProviderFailed(failed);
        }}
      />
    </div>
  );
}

/**
 * Gift cards on the cart: a member's saved ones, applied with no number or PIN (checked when
 * saved), then number and PIN; each error at its input (spec §8 GC_…).
 */
function GiftCards({ cart, locale }: { cart: Cart; locale: SiteLocale }) {
  const { t } = useTranslation('flows');
  const errorMessage = useErrorMessage();
  const headingId = useId();
  const savedId = useId();
  const [number, setNumber] = useState('');
  const [pin, setPin] = useState('');
  const add = useCartChange(addGiftCard);
  const applySaved = useCartChange(paySavedGiftCard);
  const remove = useCartChange(removeInstrument);
  const cards = cart.payment_instruments.filter((p) => p.type === 'GIFT_CARD');
  const money = (amount: number) => formatMoney(amount, localeInfo[locale].tag, cart.currency);
  const pinError = isApiError(add.error) && add.error.is('GFC700');
  // The member's saved cards that can pay this cart, and are not on it already.
  const onCart = new Set(cards.map((card) => card.giftCard?.last4));
  const saved = (useSavedCards().data?.paymentInstruments ?? []).flatMap((instrument) =>
    instrument.type === 'GIFT_CARD' &&
    instrument.giftCard?.state === 'usable' &&
    instrument.giftCard.currency === cart.currency &&
    !onCart.has(instrument.giftCard.lastFour)
      ? [{ id: instrument.paymentInstrumentId, ...instrument.giftCard }]
      : [],
  );
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.title}>
        {t('checkout.giftCard.title')}
      </h3>
      {saved.length > 0 ? (
        <>
          <h4 id={savedId} className={styles.title}>
            {t('checkout.giftCard.saved.title')}
          </h4>
          <ul className={styles.list} aria-labelledby={savedId}>
            {saved.map((giftCard) => {
              const failed = applySaved.variables === giftCard.id ? applySaved.error : null;
              return (
                <li key={giftCard.id}>
                  <div className={styles.listRow}>
                    <span>
                      {t('checkout.giftCard.saved.line', {
                        last4: giftCard.lastFour,
                        balance: money(giftCard.balance),
                      })}
                    </span>
                    <Button
                      tone="secondary"
                      size="small"
                      isPending={applySaved.isPending && applySaved.variables === giftCard.id}
                      isDisabled={applySaved.isPending && applySaved.variables !== giftCard.id}
                      onPress={() => applySaved.mutate(giftCard.id)}
                      aria-label={t('checkout.giftCard.saved.applyLabel', {
                        last4: giftCard.lastFour,
                      })}
                    >
                      {t('checkout.giftCard.apply')}
                    </Button>
                  </div>
                  {failed ? <Alert tone="critical">{errorMessage(failed)}</Alert> : null}
                </li>
              );
            })}
          </ul>
          <p>{t('checkout.giftCard.saved.other')}</p>
        </>
      ) : null}
      <form
        noValidate
        className={styles.inline}
        onSubmit={(event) => {
          event.preventDefault();
          if (add.isPending) return;
          add.mutate(
            { number: number.replace(/\s/g, ''), pin: pin.trim() },
            {
              onSuccess: () => {
                setNumber('');
                setPin('');
              },
            },
          );
        }}
      >
        <TextField
          label={t('checkout.giftCard.number')}
          value={number}
          onChange={(value) => {
            setNumber(value);
            add.reset();
          }}
          inputMode="numeric"
          autoComplete="off"
          maxLength={23}
          isInvalid={Boolean(add.error) && !pinError}
          errorMessage={add.error && !pinError ? errorMessage(add.error) : undefined}
        />
        <TextField
          label={t('checkout.giftCard.pin')}
          value={pin}
          onChange={(value) => {
            setPin(value);
            add.reset();
          }}
          inputMode="numeric"
          autoComplete="off"
          maxLength={8}
          isInvalid={pinError}
          errorMessage={pinError ? errorMessage(add.error) : undefined}
        />
        <Button type="submit" tone="secondary" isPending={add.isPending}>
          {t('checkout.giftCard.apply')}
        </Button>
      </form>
      {cards.length > 0 ? (
        <ul className={styles.list} aria-label={t('checkout.giftCard.applied')}>
          {cards.map((giftCard) => (
            <li key={giftCard.id} className={styles.listRow}>
              <span>
                {t('checkout.giftCard.line', {
                  last4: giftCard.giftCard?.last4 ?? '',
                  amount: money(giftCard.amount),
                  balance: money(giftCard.giftCard?.balance ?? 0),
                })}
              </span>
              <Button
                tone="tertiary"
                size="small"
                isPending={remove.isPending && remove.variables === giftCard.id}
                onPress={() => remove.mutate(giftCard.id)}
                aria-label={t('checkout.giftCard.removeLabel', {
                  last4: giftCard.giftCard?.last4 ?? '',
                })}
              >
                {t('checkout.promo.remove')}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
