import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type ConsumerOrder, returnReasons } from '#api/contract/orders.ts';
import { Alert } from '#components/Alert/index.ts';
import { Button, ButtonLink } from '#components/Button/index.ts';
import { Checkbox } from '#components/Checkbox/index.ts';
import { Dialog } from '#components/Dialog/index.ts';
import { QuantityStepper } from '#components/QuantityStepper/index.ts';
import { ControlledSelect, SelectItem } from '#components/Select/index.ts';
import { heading } from '#design-tokens/typography.css.ts';
import type { SiteLocale } from '#i18n/index.ts';
import { type ReturnReason, useCreateReturn } from '#shopper/index.ts';
import { FormErrorBanner } from '../shared/index.ts';
import * as styles from './OrderActions.css.ts';
import { type ReturnValues, returnSchema } from './OrderActions.schema.ts';
import { returnableLines } from './orderLines.ts';

export interface ReturnItemsDialogProps {
  order: ConsumerOrder;
  locale: SiteLocale;
  /** A guest's order: the email it was placed with. */
  email?: string | undefined;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/**
 * Return units of a delivered order: each line with units left to return has a box, a
 * quantity (1 to what is left) and a reason. The label made, the dialog leads to it (its
 * printable page); the service's refusal (RTN409 …) is said in the dialog, which keeps
 * every choice.
 */
export function ReturnItemsDialog(props: ReturnItemsDialogProps) {
  const { t } = useTranslation('storefront');
  return (
    <Dialog
      title={t('orders.return.title')}
      isOpen={props.isOpen}
      onOpenChange={props.onOpenChange}
      isDismissable={false}
    >
      {props.isOpen ? <ReturnForm {...props} /> : null}
    </Dialog>
  );
}

function ReturnForm({ order, email, onOpenChange }: ReturnItemsDialogProps) {
  const { t } = useTranslation('storefront');
  const createReturn = useCreateReturn();
  const [failure, setFailure] = useState<unknown>();
  const [noneSelected, setNoneSelected] = useState(false);
  const [made, setMade] = useState<{ labelUrl: string } | null>(null);
  const doneId = useId();
  const itemsId = useId();
  const firstBox = useRef<HTMLInputElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const doneTitle = useRef<HTMLHeadingElement>(null);
  // The lines as the dialog opened: a refetch after the label must not reshuffle them.
  const [lines] = useState(() => returnableLines(order));
  const { control, handleSubmit } = useForm<ReturnValues>({
    resolver: zodResolver(returnSchema),
    defaultValues: {
      lines: lines.map((line) => ({
        itemId: line.itemId,
        selected: lines.length === 1,
        qty: 1,
        reasonCode: '',
      })),
    },
  });
  const chosen = useWatch({ control, name: 'lines' });
  useEffect(() => {
    if (made) doneTitle.current?.focus();
  }, [made]);

  const submit = handleSubmit(async (values) => {
    setFailure(undefined);
    const items = values.lines
      .filter((line) => line.selected)
      .map((line) => ({
        itemId: line.itemId,
        qty: line.qty,
        reasonCode: line.reasonCode as ReturnReason,
      }));
    setNoneSelected(items.length === 0);
    if (items.length === 0) {
      firstBox.current?.focus();
      return;
    }
    try {
      const answer = await createReturn.mutateAsync({
        orderNumber: order.orderNumber,
        items,
        email,
      });
      // Focus leaves the submit button before the form goes (the dialog holds it), then
      // lands on the confirmation's title.
      form.current?.closest<HTMLElement>('[role=dialog]')?.focus();
      setMade(answer);
    } catch (error) {
      setFailure(error);
    }
  });

  if (made) {
    return (
      <section className={styles.column} aria-labelledby={doneId}>
        <h3
          id={doneId}
          ref={doneTitle}
          tabIndex={-1}
          className={[heading.h4, styles.title].join(' ')}
        >
          {t('orders.return.doneTitle')}
        </h3>
        <Alert tone="positive">{t('orders.return.done', { email: order.email })}</Alert>
        <div className={styles.buttonRow}>
          <ButtonLink href={made.labelUrl} tone="primary" icon="return">
            {t('orders.return.openLabel')}
          </ButtonLink>
          <Button tone="secondary" onPress={() => onOpenChange(false)}>
            {t('orders.return.close')}
          </Button>
        </div>
      </section>
    );
  }

  return (
    <form
      ref={form}
      noValidate
      className={styles.column}
      onSubmit={(event) => {
        if (createReturn.isPending) event.preventDefault();
        else void submit(event);
      }}
    >
      <p className={styles.soft}>{t('orders.return.intro')}</p>
      <FormErrorBanner error={failure} />
      {noneSelected ? <Alert tone="critical">{t('orders.return.noneSelected')}</Alert> : null}
      <h3 id={itemsId} className={[heading.h4, styles.title].join(' ')}>
        {t('orders.return.items')}
      </h3>
      <ul className={styles.lines} aria-labelledby={itemsId}>
        {lines.map((line, index) => {
          const selected = chosen[index]?.selected ?? false;
          const attributes = line.attributes.map((a) => `${a.label}: ${a.value}`).join(' · ');
          return (
            <li key={line.itemId} className={styles.returnLine}>
              <Controller
                name={`lines.${index}.selected`}
                control={control}
                render={({ field: { value, onChange, ref, ...field } }) => (
                  <Checkbox
                    {...field}
                    ref={index === 0 ? firstBox : ref}
                    isSelected={value}
                    onChange={(next) => {
                      onChange(next);
                      if (next) setNoneSelected(false);
                    }}
                    aria-label={t('orders.return.select', { name: line.name })}
                    description={[
                      attributes,
                      t('orders.return.left', { count: line.returnableQty }),
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  >
                    {line.name}
                  </Checkbox>
                )}
              />
              {selected ? (
                <div className={styles.returnFields}>
                  <Controller
                    name={`lines.${index}.qty`}
                    control={control}
                    render={({ field: { value, onChange, ref, ...field } }) => (
                      <QuantityStepper
                        {...field}
                        ref={ref}
                        label={t('orders.return.quantity')}
                        size="small"
                        value={value}
                        min={1}
                        max={line.returnableQty}
                        onChange={onChange}
                      />
                    )}
                  />
                  <ControlledSelect
                    control={control}
                    name={`lines.${index}.reasonCode`}
                    label={t('orders.return.reason')}
                    placeholder={t('orders.return.choose')}
                    items={returnReasons.map((code) => ({
                      id: code,
                      name: t(`orders.returnReasons.${code}`),
                    }))}
                    isRequired
                  >
                    {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
                  </ControlledSelect>
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
      <div className={styles.buttonRow}>
        <Button tone="secondary" onPress={() => onOpenChange(false)}>
          {t('orders.return.cancel')}
        </Button>
        <Button type="submit" tone="primary" isPending={createReturn.isPending}>
          {t('orders.return.submit')}
        </Button>
      </div>
    </form>
  );
}
