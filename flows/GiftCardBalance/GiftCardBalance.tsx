import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useApiClient } from '#api/client/react.tsx';
import { giftCardBalance } from '#api/contract/checkout.ts';
import type { RouteResponse } from '#api/contract/route.ts';
import { Accordion, AccordionItem } from '#components/Accordion/index.ts';
import { Button } from '#components/Button/index.ts';
import { type ControllerFieldState, useFieldError } from '#components/Field/index.ts';
import { formatMoney } from '#components/Price/index.ts';
import { TextField } from '#components/TextField/index.ts';
import { localeInfo, type SiteLocale } from '#i18n/locales.ts';
import { type GiftCardInput, giftCardErrorInput, useErrorMessage } from '../shared/index.ts';
import * as styles from './GiftCardBalance.css.ts';
import {
  type GiftCardBalanceInput,
  type GiftCardBalanceValues,
  giftCardBalanceSchema,
} from './GiftCardBalance.schema.ts';

export interface GiftCardBalanceProps {
  locale: SiteLocale;
  /** Open from the start (stories, a link to it). @default false */
  defaultExpanded?: boolean;
}

/**
 * "Check a gift card balance" on the cart page: a disclosure with the card's number and
 * PIN (POST /cart/v1/giftcard/balance). The balance reads in the site's currency; a refusal
 * is said at the input it concerns (spec §8 GC_…), as checkout's gift card form says it.
 */
export function GiftCardBalance({ locale, defaultExpanded = false }: GiftCardBalanceProps) {
  const { t } = useTranslation('storefront');
  return (
    <Accordion headingLevel={3} defaultExpandedKeys={defaultExpanded ? ['balance'] : []}>
      <AccordionItem id="balance" title={t('cart.giftCardBalance.title')}>
        <BalanceForm locale={locale} />
      </AccordionItem>
    </Accordion>
  );
}

type Balance = RouteResponse<typeof giftCardBalance>;

/*
 * The number and PIN live in the form only: no query key or mutation cache holds them,
 * and the PIN is cleared once it has served.
 */
function BalanceForm({ locale }: { locale: SiteLocale }) {
  const { t } = useTranslation('storefront');
  const client = useApiClient();
  const fieldError = useFieldError();
  const errorMessage = useErrorMessage();
  const [balance, setBalance] = useState<Balance | null>(null);
  const [refusal, setRefusal] = useState<{ input: GiftCardInput; message: string } | null>(null);
  const form = useForm<GiftCardBalanceInput, unknown, GiftCardBalanceValues>({
    resolver: zodResolver(giftCardBalanceSchema),
    defaultValues: { number: '', pin: '' },
  });
  // Focus goes to the refused input once its message is on it, so it is read with it.
  useEffect(() => {
    if (refusal) form.setFocus(refusal.input);
  }, [refusal, form]);

  const submit = form.handleSubmit(async ({ number, pin }) => {
    setBalance(null);
    setRefusal(null);
    try {
      setBalance(await client.call(giftCardBalance, { body: { cardNumber: number, pin } }));
      form.resetField('pin');
    } catch (error) {
      setRefusal({ input: giftCardErrorInput(error), message: errorMessage(error) });
    }
  });

  const invalid = (input: GiftCardInput, fieldState: ControllerFieldState) =>
    fieldState.invalid
      ? fieldError(fieldState)
      : refusal?.input === input
        ? { isInvalid: true, errorMessage: refusal.message }
        : { isInvalid: false };
  const tag = localeInfo[locale].tag;

  return (
    <form noValidate className={styles.form} onSubmit={submit}>
      <div className={styles.fields}>
        <Controller
          name="number"
          control={form.control}
          render={({ field, fieldState }) => (
            <TextField
              {...field}
              {...invalid('number', fieldState)}
              onChange={(value) => {
                field.onChange(value);
                setRefusal(null);
              }}
              label={t('cart.giftCardBalance.number')}
              inputMode="numeric"
              autoComplete="off"
              maxLength={23}
              isRequired
            />
          )}
        />
        <Controller
          name="pin"
          control={form.control}
          render={({ field, fieldState }) => (
            <TextField
              {...field}
              {...invalid('pin', fieldState)}
              onChange={(value) => {
                field.onChange(value);
                setRefusal(null);
              }}
              label={t('cart.giftCardBalance.pin')}
              description={t('cart.giftCardBalance.pinHelp')}
              inputMode="numeric"
              autoComplete="off"
              maxLength={8}
              isRequired
            />
          )}
        />
      </div>
      <div className={styles.actions}>
        <Button type="submit" tone="secondary" isPending={form.formState.isSubmitting}>
          {t('cart.giftCardBalance.check')}
        </Button>
      </div>
      {/* Present before the answer comes, so screen readers announce it. */}
      <div role="status">
        {balance ? (
          <div className={styles.result}>
            <p className={styles.amount}>
              {t('cart.giftCardBalance.balance', {
                last4: balance.last4,
                amount: formatMoney(balance.balance, tag, balance.currency),
              })}
            </p>
            {balance.expirationDate ? (
              <p className={styles.soft}>
                {t('cart.giftCardBalance.expires', {
                  date: new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: 'UTC' }).format(
                    new Date(`${balance.expirationDate}T00:00:00Z`),
                  ),
                })}
              </p>
            ) : null}
            <p className={styles.soft}>{t('cart.giftCardBalance.atCheckout')}</p>
          </div>
        ) : null}
      </div>
    </form>
  );
}
