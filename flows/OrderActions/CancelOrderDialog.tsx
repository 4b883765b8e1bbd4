import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type ConsumerOrder, cancelReasons } from '#api/contract/orders.ts';
import { Button } from '#components/Button/index.ts';
import { Dialog } from '#components/Dialog/index.ts';
import { ControlledSelect, SelectItem } from '#components/Select/index.ts';
import { useToast } from '#components/Toast/index.ts';
import { type CancelReason, useCancelOrder } from '#shopper/index.ts';
import { FormErrorBanner } from '../shared/index.ts';
import * as styles from './OrderActions.css.ts';
import { type CancelInput, type CancelValues, cancelSchema } from './OrderActions.schema.ts';

export interface CancelOrderDialogProps {
  order: ConsumerOrder;
  /** A guest's order: the email it was placed with. */
  email?: string | undefined;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/**
 * Cancel an order that has not shipped, saying why. The service's refusal (ORD410 once it
 * has shipped, ORD400 …) is said in the dialog, which keeps the reason chosen; done, the
 * dialog closes, a toast says so and the order shows CANCELLED.
 */
export function CancelOrderDialog(props: CancelOrderDialogProps) {
  const { t } = useTranslation('storefront');
  return (
    <Dialog
      title={t('orders.cancel.title', { orderNumber: props.order.orderNumber })}
      isOpen={props.isOpen}
      onOpenChange={props.onOpenChange}
      isDismissable={false}
      size="small"
    >
      {props.isOpen ? <CancelForm {...props} /> : null}
    </Dialog>
  );
}

function CancelForm({ order, email, onOpenChange }: CancelOrderDialogProps) {
  const { t } = useTranslation('storefront');
  const toasts = useToast();
  const formId = useId();
  const cancel = useCancelOrder();
  const [failure, setFailure] = useState<unknown>();
  const { control, handleSubmit } = useForm<CancelInput, unknown, CancelValues>({
    resolver: zodResolver(cancelSchema),
    defaultValues: { reasonCode: '' },
  });

  const submit = handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      await cancel.mutateAsync({
        orderNumber: order.orderNumber,
        reasonCode: values.reasonCode as CancelReason,
        email,
      });
    } catch (error) {
      setFailure(error);
      return;
    }
    toasts.add({
      title: t('orders.cancel.done', { orderNumber: order.orderNumber }),
      tone: 'positive',
    });
    onOpenChange(false);
  });

  return (
    <form
      id={formId}
      noValidate
      className={styles.column}
      onSubmit={(event) => {
        if (cancel.isPending) event.preventDefault();
        else void submit(event);
      }}
    >
      <p className={styles.soft}>{t('orders.cancel.intro')}</p>
      <FormErrorBanner error={failure} />
      <ControlledSelect
        control={control}
        name="reasonCode"
        label={t('orders.cancel.reason')}
        placeholder={t('orders.cancel.choose')}
        items={cancelReasons.map((code) => ({
          id: code,
          name: t(`orders.cancelReasons.${code}`),
        }))}
        isRequired
      >
        {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
      </ControlledSelect>
      <div className={styles.buttonRow}>
        <Button tone="secondary" onPress={() => onOpenChange(false)}>
          {t('orders.cancel.keep')}
        </Button>
        <Button type="submit" tone="primary" isPending={cancel.isPending}>
          {t('orders.cancel.confirm')}
        </Button>
      </div>
    </form>
  );
}
