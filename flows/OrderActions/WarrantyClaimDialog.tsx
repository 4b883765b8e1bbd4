import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ConsumerOrder } from '#api/contract/orders.ts';
import { Alert } from '#components/Alert/index.ts';
import { Button } from '#components/Button/index.ts';
import { Dialog } from '#components/Dialog/index.ts';
import { ControlledTextField } from '#components/Field/index.ts';
import { ControlledSelect, SelectItem } from '#components/Select/index.ts';
import { useWarrantyClaim } from '#shopper/index.ts';
import { FormErrorBanner } from '../shared/index.ts';
import * as styles from './OrderActions.css.ts';
import {
  WARRANTY_DESCRIPTION_MAX,
  type WarrantyInput,
  type WarrantyValues,
  warrantySchema,
} from './OrderActions.schema.ts';
import { claimableLines } from './orderLines.ts';

export interface WarrantyClaimDialogProps {
  order: ConsumerOrder;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/**
 * A warranty claim for one line of a member's order: which item and what is wrong with
 * it. Filed, the dialog says the claim's reference (the mail repeats it); refused, it says
 * why and keeps what was typed.
 */
export function WarrantyClaimDialog(props: WarrantyClaimDialogProps) {
  const { t } = useTranslation('storefront');
  return (
    <Dialog
      title={t('orders.warranty.title')}
      isOpen={props.isOpen}
      onOpenChange={props.onOpenChange}
      isDismissable={false}
      size="small"
    >
      {props.isOpen ? <WarrantyForm {...props} /> : null}
    </Dialog>
  );
}

function WarrantyForm({ order, onOpenChange }: WarrantyClaimDialogProps) {
  const { t } = useTranslation('storefront');
  const formId = useId();
  const claim = useWarrantyClaim();
  const [failure, setFailure] = useState<unknown>();
  const [claimId, setClaimId] = useState<string | null>(null);
  const lines = claimableLines(order);
  const { control, handleSubmit } = useForm<WarrantyInput, unknown, WarrantyValues>({
    resolver: zodResolver(warrantySchema(lines.map((line) => line.itemId))),
    defaultValues: { itemId: lines.length === 1 ? (lines[0]?.itemId ?? '') : '', description: '' },
  });

  const submit = handleSubmit(async (values) => {
    const line = lines.find((candidate) => candidate.itemId === values.itemId);
    if (!line) return;
    setFailure(undefined);
    try {
      const answer = await claim.mutateAsync({
        productId: line.productId,
        orderNumber: order.orderNumber,
        purchaseDate: order.createdAt.slice(0, 10),
        description: values.description,
      });
      setClaimId(answer.claimId);
    } catch (error) {
      setFailure(error);
    }
  });

  if (claimId) {
    return (
      <div className={styles.column}>
        <Alert tone="positive" title={t('orders.warranty.filed', { claimId })}>
          {t('orders.warranty.filedMail')}
        </Alert>
        <div className={styles.buttonRow}>
          <Button tone="primary" onPress={() => onOpenChange(false)}>
            {t('orders.warranty.close')}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <form
      id={formId}
      noValidate
      className={styles.column}
      onSubmit={(event) => {
        if (claim.isPending) event.preventDefault();
        else void submit(event);
      }}
    >
      <p className={styles.soft}>{t('orders.warranty.intro')}</p>
      <FormErrorBanner error={failure} />
      <ControlledSelect
        control={control}
        name="itemId"
        label={t('orders.warranty.item')}
        placeholder={t('orders.warranty.chooseItem')}
        items={lines.map((line) => ({
          id: line.itemId,
          name: [line.name, ...line.attributes.map((attribute) => attribute.value)].join(' · '),
        }))}
        isRequired
      >
        {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
      </ControlledSelect>
      <ControlledTextField
        control={control}
        name="description"
        label={t('orders.warranty.description')}
        description={t('orders.warranty.descriptionHelp')}
        lines={5}
        maxLength={WARRANTY_DESCRIPTION_MAX}
        showCharacterCount
        isRequired
      />
      <div className={styles.buttonRow}>
        <Button tone="secondary" onPress={() => onOpenChange(false)}>
          {t('orders.warranty.cancel')}
        </Button>
        <Button type="submit" tone="primary" isPending={claim.isPending}>
          {t('orders.warranty.submit')}
        </Button>
      </div>
    </form>
  );
}
