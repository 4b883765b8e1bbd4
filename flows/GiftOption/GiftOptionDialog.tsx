import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { CartItem } from '#api/contract/cart.ts';
import { Alert } from '#components/Alert/index.ts';
import { Dialog } from '#components/Dialog/index.ts';
import { useCartChange } from '#shopper/index.ts';
import { useErrorMessage } from '../shared/index.ts';
import { useInvalidCustomer } from '../shared/invalidCustomer.ts';
import * as styles from '../shared/SaveOrRemoveActions.css.ts';
import { SaveOrRemoveActions } from '../shared/SaveOrRemoveActions.tsx';
import {
  type GiftOptionInput,
  type GiftOptionValues,
  giftOptionSchema,
} from '../validation/giftOption.ts';
import { GiftOptionFields } from './GiftOptionFields.tsx';
import {
  type GiftOption,
  giftFieldOfError,
  giftOptionToSend,
  setLineGiftOption,
} from './lineGiftOption.ts';

/** A field the service refused (API400 naming it): said there, in the form's words. */
const FIELD_REFUSED = 'storefront:cart.gift.fieldRefused';

export interface GiftOptionDialogProps {
  item: CartItem;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/**
 * "Add gift option" (spec §2 dialogs): the line's gift message, recipient e-mail, to whom
 * and the message, saved with the line (PUT …/item with `giftOption`) only when all three
 * are there (spec §5); remove takes it off (`giftOption: null`). A refused save keeps
 * everything typed and says why at the field it names, else above the fields. The form
 * starts from the line's gift option each time the dialog opens (the caller keys it).
 */
export default function GiftOptionDialog({ item, isOpen, onOpenChange }: GiftOptionDialogProps) {
  const { t } = useTranslation('storefront');
  const errorMessage = useErrorMessage();
  const formId = useId();
  const change = useCartChange(setLineGiftOption);
  // AUT498: the cart is replaced and the page reloads (spec §8); the dialog has no line left.
  const invalidCustomer = useInvalidCustomer();
  const [failure, setFailure] = useState<unknown>(null);
  const saved = item.giftOption;
  const { control, handleSubmit, setError } = useForm<GiftOptionInput, unknown, GiftOptionValues>({
    resolver: zodResolver(giftOptionSchema),
    defaultValues: {
      email: saved?.email ?? '',
      to: saved?.to ?? '',
      message: saved?.message ?? '',
    },
  });

  const send = async (giftOption: GiftOption | null) => {
    if (change.isPending) return;
    setFailure(null);
    try {
      await change.mutateAsync({ itemId: item.id, giftOption });
    } catch (error) {
      if (invalidCustomer(error)) {
        onOpenChange(false);
        return;
      }
      const field = giftOption ? giftFieldOfError(error) : null;
      if (field) setError(field, { message: FIELD_REFUSED }, { shouldFocus: true });
      else setFailure(error);
      return;
    }
    onOpenChange(false);
  };

  const submit = handleSubmit(async (values) => {
    const giftOption = giftOptionToSend(values);
    if (giftOption) await send(giftOption);
  });

  const removing = change.isPending && change.variables?.giftOption === null;
  const saving = change.isPending && !removing;
  return (
    <Dialog
      title={t('cart.gift.title')}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      // A click beside the dialog must not throw a message away.
      isDismissable={false}
      footer={({ close }) => (
        <SaveOrRemoveActions
          formId={formId}
          close={close}
          onRemove={saved ? () => void send(null) : undefined}
          removing={removing}
          saving={saving}
          labels={{
            save: t('cart.gift.save'),
            cancel: t('cart.gift.cancel'),
            remove: t('cart.gift.remove'),
          }}
        />
      )}
    >
      <form id={formId} noValidate className={styles.form} onSubmit={(event) => void submit(event)}>
        <p className={styles.intro}>{t('cart.gift.intro', { name: item.name })}</p>
        {failure ? <Alert tone="critical">{errorMessage(failure)}</Alert> : null}
        <GiftOptionFields
          control={control}
          labels={{
            email: t('cart.gift.email'),
            to: t('cart.gift.to'),
            message: t('cart.gift.message'),
          }}
          messageLines={4}
        />
      </form>
    </Dialog>
  );
}
