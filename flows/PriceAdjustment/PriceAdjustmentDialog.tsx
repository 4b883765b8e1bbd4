import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo, useState } from 'react';
import { useController, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { CartPriceAdjustment } from '#api/contract/cart.ts';
import { adjustmentReasons } from '#commerce/cart/adjustments.ts';
import { Alert } from '#components/Alert/index.ts';
import { Dialog } from '#components/Dialog/index.ts';
import { ControlledTextField, useFieldError } from '#components/Field/index.ts';
import { formatMoney } from '#components/Price/index.ts';
import { Radio, RadioGroup } from '#components/RadioGroup/index.ts';
import { ControlledSelect, SelectItem } from '#components/Select/index.ts';
import { useCartChange } from '#shopper/index.ts';
import { useErrorMessage } from '../shared/index.ts';
import { useInvalidCustomer } from '../shared/invalidCustomer.ts';
import * as styles from '../shared/SaveOrRemoveActions.css.ts';
import { SaveOrRemoveActions } from '../shared/SaveOrRemoveActions.tsx';
import {
  type AdjustmentInput,
  type AdjustmentValues,
  adjustmentDefaults,
  adjustmentProblemOf,
  adjustmentSchema,
  changePriceAdjustment,
} from './PriceAdjustment.schema.ts';

export interface PriceAdjustmentDialogProps {
  /** The line adjusted (its id and name); null: the whole order. */
  line: { id: string; name: string } | null;
  /** The adjustment there is, to change or take off; null: a new one. */
  existing: CartPriceAdjustment | null;
  /** What is left to pay for the line or the order, without this adjustment (major units). */
  base: number;
  currency: string;
  /** BCP 47 tag of the site, for money. */
  tag: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/**
 * An in-store associate's price adjustment (spec §7 price_adjustments): an amount or a
 * percentage off a line or the order, with a reason. Sent when it is right as far as the
 * form can tell; the service prices it and may still refuse (PRC400: said at the value,
 * everything typed kept). Remove takes it off. The form starts from the adjustment there is
 * each time the dialog opens (the caller keys it).
 */
export default function PriceAdjustmentDialog({
  line,
  existing,
  base,
  currency,
  tag,
  isOpen,
  onOpenChange,
}: PriceAdjustmentDialogProps) {
  const { t } = useTranslation('storefront');
  const errorMessage = useErrorMessage();
  const fieldError = useFieldError();
  const formId = useId();
  const change = useCartChange(changePriceAdjustment);
  // AUT498: the cart is replaced and the page reloads (spec §8).
  const invalidCustomer = useInvalidCustomer();
  const [failure, setFailure] = useState<unknown>(null);
  const schema = useMemo(() => adjustmentSchema(base), [base]);
  const { control, handleSubmit, setError, watch } = useForm<
    AdjustmentInput,
    unknown,
    AdjustmentValues
  >({ resolver: zodResolver(schema), defaultValues: adjustmentDefaults(existing) });
  const discountType = useController({ control, name: 'discountType' });
  const percentage = watch('discountType') === 'percentage';
  const price = formatMoney(base, tag, currency);

  const send = async (values: AdjustmentValues | null) => {
    if (change.isPending) return;
    setFailure(null);
    try {
      await change.mutateAsync({
        itemId: line?.id ?? null,
        adjustmentId: existing?.adjustmentId ?? null,
        values,
      });
    } catch (error) {
      if (invalidCustomer(error)) {
        onOpenChange(false);
        return;
      }
      const problem = values ? adjustmentProblemOf(error) : null;
      if (problem) setError('value', { message: problem }, { shouldFocus: true });
      else setFailure(error);
      return;
    }
    onOpenChange(false);
  };

  const submit = handleSubmit((values) => send(values));
  const removing = change.isPending && change.variables?.values === null;
  const saving = change.isPending && !removing;
  return (
    <Dialog
      title={line ? t('cart.adjust.lineTitle') : t('cart.adjust.orderTitle')}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={false}
      footer={({ close }) => (
        <SaveOrRemoveActions
          formId={formId}
          close={close}
          onRemove={existing ? () => void send(null) : undefined}
          removing={removing}
          saving={saving}
          labels={{
            save: t('cart.adjust.save'),
            cancel: t('cart.adjust.cancel'),
            remove: t('cart.adjust.remove'),
          }}
        />
      )}
    >
      <form id={formId} noValidate className={styles.form} onSubmit={(event) => void submit(event)}>
        <p className={styles.intro}>
          {line
            ? t('cart.adjust.lineIntro', { name: line.name, price })
            : t('cart.adjust.orderIntro', { price })}
        </p>
        {failure ? <Alert tone="critical">{errorMessage(failure)}</Alert> : null}
        <RadioGroup
          label={t('cart.adjust.type')}
          orientation="horizontal"
          name={discountType.field.name}
          value={discountType.field.value}
          onChange={discountType.field.onChange}
          onBlur={discountType.field.onBlur}
          ref={discountType.field.ref}
          {...fieldError(discountType.fieldState)}
        >
          <Radio value="percentage">{t('cart.adjust.percentage')}</Radio>
          <Radio value="amount">{t('cart.adjust.amount')}</Radio>
        </RadioGroup>
        <ControlledTextField
          control={control}
          name="value"
          label={percentage ? t('cart.adjust.percent') : t('cart.adjust.value', { currency })}
          description={
            percentage ? t('cart.adjust.percentHelp') : t('cart.adjust.amountHelp', { max: price })
          }
          inputMode="decimal"
          autoComplete="off"
          isRequired
        />
        <ControlledSelect
          control={control}
          name="reasonCode"
          label={t('cart.adjust.reason')}
          placeholder={t('cart.adjust.chooseReason')}
          items={adjustmentReasons.map((code) => ({
            id: code,
            name: t(`cart.adjust.reasons.${code}`),
          }))}
          isRequired
        >
          {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
        </ControlledSelect>
      </form>
    </Dialog>
  );
}
