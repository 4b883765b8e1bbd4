import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '#api/client/index.ts';
import type { ConsumerAddress } from '#api/contract/consumer.ts';
import { savedAsMain, tokenizeSandboxCard } from '#commerce/checkout/cards.ts';
import { isRefusal } from '#commerce/checkout/verdict.ts';
import { Alert } from '#components/Alert/index.ts';
import { Button } from '#components/Button/index.ts';
import { Checkbox } from '#components/Checkbox/index.ts';
import { Dialog } from '#components/Dialog/index.ts';
import { ControlledTextField, useFieldError } from '#components/Field/index.ts';
import { Link } from '#components/Link/index.ts';
import { Radio, RadioGroup } from '#components/RadioGroup/index.ts';
import { ControlledSelect, SelectItem } from '#components/Select/index.ts';
import { useToast } from '#components/Toast/index.ts';
import type { SiteLocale } from '#i18n/index.ts';
import { type SavedPaymentInstrument, useSavedCardChanges } from '#shopper/index.ts';
import { useBotCheck } from '#shopper/session/index.ts';
import { bannerErrorId, FormErrorBanner } from '../shared/index.ts';
import * as frame from '../shared/pageForm.css.ts';
import { serverFieldMessage } from '../validation/index.ts';
import {
  type AddCardInput,
  type AddCardValues,
  addCardSchema,
  expiryMonths,
  expiryYears,
  fieldOfCardRefusal,
} from './AddCard.schema.ts';
import { addressLine, billingChoices } from './cardText.ts';
import * as styles from './PaymentMethods.css.ts';

export interface AddCardDialogProps {
  locale: SiteLocale;
  /** The member's address book (the profile's): a card bills to one of them. */
  addresses: readonly ConsumerAddress[];
  /** The cards saved already: the first one saved is the main card whatever is ticked. */
  cards: readonly SavedPaymentInstrument[];
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** After the service saved it (the saved-cards cache has it already). */
  onSaved?: (card: SavedPaymentInstrument) => void;
}

/**
 * Add a card to the member's account (POST /consumers-v3/consumer/payment_instruments).
 * The number and security code go to the payment provider's card fields only (the sandbox's
 * `tokenizeSandboxCard`, in the browser): the service gets its token, the brand, the last
 * four digits, the expiry, the holder, a billing address of the book and the bot check's
 * token (spec §5). The fields are checked before anything is sent; a refusal (PYT300 saved
 * already, FE309 at the expiry, PYT405 / PYT406 at the billing address, AUT403) leaves the
 * form as typed. Without an address in the book it says so and links to the address book.
 */
export function AddCardDialog(props: AddCardDialogProps) {
  const { t } = useTranslation('flows');
  return (
    <Dialog
      title={t('paymentMethods.form.title')}
      isOpen={props.isOpen}
      onOpenChange={props.onOpenChange}
      isDismissable={false}
    >
      {props.isOpen ? <AddCardForm {...props} /> : null}
    </Dialog>
  );
}

/** The fields a refusal of the service is said at; the rest goes to the banner. */
const fieldOfError = {
  FE309: 'expiryMonth',
  PYT405: 'billingAddressId',
  PYT406: 'billingAddressId',
} as const satisfies Partial<Record<string, keyof AddCardValues>>;

function AddCardForm({ locale, addresses, cards, onOpenChange, onSaved }: AddCardDialogProps) {
  const { t } = useTranslation('flows');
  const formId = useId();
  const toasts = useToast();
  const botCheck = useBotCheck();
  const fieldError = useFieldError();
  const { add } = useSavedCardChanges();
  const [failure, setFailure] = useState<unknown>();
  const [now] = useState(() => Date.now());
  const choices = billingChoices(addresses);
  const addressIds = choices.map((address) => address.id);
  const firstIsMain = savedAsMain(false, cards);
  const { control, handleSubmit, setError } = useForm<AddCardInput, unknown, AddCardValues>({
    resolver: zodResolver(addCardSchema({ now, addressIds })),
    defaultValues: {
      holderName: '',
      number: '',
      expiryMonth: '',
      expiryYear: '',
      cvv: '',
      billingAddressId: choices[0]?.id ?? '',
      main: false,
    },
  });

  const submit = handleSubmit(async (values) => {
    setFailure(undefined);
    const card = tokenizeSandboxCard(
      {
        number: values.number,
        expiryMonth: Number(values.expiryMonth),
        expiryYear: Number(values.expiryYear),
        cvv: values.cvv,
      },
      Date.now(),
    );
    if (isRefusal(card)) {
      const { field, message } = fieldOfCardRefusal(card, values.number);
      setError(field, { message }, { shouldFocus: true });
      return;
    }
    let saved: SavedPaymentInstrument;
    try {
      saved = await add.mutateAsync({
        type: 'CREDIT_CARD',
        paymentToken: card.token,
        cardType: card.cardType,
        lastFour: card.lastFour,
        expirationMonth: card.expirationMonth,
        expirationYear: card.expirationYear,
        holderName: values.holderName,
        billingAddressId: values.billingAddressId,
        main: values.main || firstIsMain,
        captcha: await botCheck.execute('saveCard'),
      });
    } catch (error) {
      const field = isApiError(error)
        ? fieldOfError[error.errorId as keyof typeof fieldOfError]
        : undefined;
      if (field && isApiError(error) && error.errorId) {
        setError(field, { message: serverFieldMessage(error.errorId) }, { shouldFocus: true });
      } else {
        setFailure(error);
      }
      return;
    }
    toasts.add({ title: t('paymentMethods.form.saved'), tone: 'positive' });
    onSaved?.(saved);
    onOpenChange(false);
  });

  if (choices.length === 0) {
    return (
      <div className={frame.column}>
        <p className={frame.soft}>{t('paymentMethods.form.noAddresses')}</p>
        <div className={frame.buttonRow}>
          <Button tone="secondary" onPress={() => onOpenChange(false)}>
            {t('paymentMethods.form.cancel')}
          </Button>
          <Link href={`/${locale}/account/addresses`}>{t('paymentMethods.form.addAddress')}</Link>
        </div>
      </div>
    );
  }

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
      <p className={frame.soft}>{t('paymentMethods.form.secure')}</p>
      <div className={styles.fieldGrid}>
        <ControlledTextField
          control={control}
          name="holderName"
          className={styles.full}
          label={t('paymentMethods.form.holder')}
          autoComplete="cc-name"
          maxLength={30}
          isRequired
        />
        <ControlledTextField
          control={control}
          name="number"
          className={styles.full}
          label={t('paymentMethods.form.number')}
          inputMode="numeric"
          autoComplete="cc-number"
          maxLength={23}
          isRequired
        />
        <ControlledSelect
          control={control}
          name="expiryMonth"
          label={t('paymentMethods.form.expiryMonth')}
          items={expiryMonths.map((month) => ({ id: month }))}
          isRequired
        >
          {(month) => <SelectItem id={month.id}>{month.id}</SelectItem>}
        </ControlledSelect>
        <ControlledSelect
          control={control}
          name="expiryYear"
          label={t('paymentMethods.form.expiryYear')}
          items={expiryYears(now).map((year) => ({ id: year }))}
          isRequired
        >
          {(year) => <SelectItem id={year.id}>{year.id}</SelectItem>}
        </ControlledSelect>
        <ControlledTextField
          control={control}
          name="cvv"
          label={t('paymentMethods.form.cvv')}
          description={t('paymentMethods.form.cvvHelp')}
          inputMode="numeric"
          autoComplete="cc-csc"
          maxLength={4}
          isRequired
        />
      </div>
      <Controller
        control={control}
        name="billingAddressId"
        render={({ field, fieldState }) => (
          <RadioGroup
            label={t('paymentMethods.form.billing')}
            value={field.value ?? ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
            isRequired
            {...fieldError(fieldState)}
          >
            {choices.map((address) => (
              <Radio key={address.id} value={address.id}>
                {addressLine(address, locale)}
              </Radio>
            ))}
          </RadioGroup>
        )}
      />
      <Controller
        control={control}
        name="main"
        render={({ field }) => (
          <Checkbox
            isSelected={field.value || firstIsMain}
            isDisabled={firstIsMain}
            onChange={field.onChange}
            description={firstIsMain ? t('paymentMethods.form.firstIsMain') : undefined}
          >
            {t('paymentMethods.form.main')}
          </Checkbox>
        )}
      />
      <div className={frame.buttonRow}>
        <Button tone="secondary" onPress={() => onOpenChange(false)}>
          {t('paymentMethods.form.cancel')}
        </Button>
        <Button type="submit" tone="primary" isPending={add.isPending}>
          {t('paymentMethods.form.save')}
        </Button>
      </div>
    </form>
  );
}

/**
 * Spec §8 CC_ALREADY_EXISTS and the rest of a failed save: the catalogue's words for the
 * refusal's errorId (PYT300, AUT403 …); a failure that names no refusal (the network, the
 * bot check's script, a service error: GEN500) reads "credit card save failed".
 */
function SaveFailure({ error }: { error: unknown }) {
  const { t } = useTranslation('flows');
  if (!error) return null;
  const errorId = bannerErrorId(error);
  if (errorId && errorId !== 'GEN500') return <FormErrorBanner error={error} />;
  return (
    <Alert tone="critical" data-error-banner="">
      {t('paymentMethods.form.saveFailed')}
    </Alert>
  );
}
