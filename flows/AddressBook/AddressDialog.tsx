import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsumerAddress } from '#api/contract/consumer.ts';
import { savedAsMainAddress } from '#commerce/consumer/addressBook.ts';
import { Button } from '#components/Button/index.ts';
import { Checkbox } from '#components/Checkbox/index.ts';
import { Dialog } from '#components/Dialog/index.ts';
import { Radio, RadioGroup } from '#components/RadioGroup/index.ts';
import { useToast } from '#components/Toast/index.ts';
import type { SiteLocale } from '#i18n/index.ts';
import { useAddressBook } from '#shopper/index.ts';
import { useProfile } from '#shopper/session/index.ts';
import { AddressForm, addressFieldErrors, type CheckoutAddress } from '../Checkout/index.ts';
import { FormErrorBanner } from '../shared/index.ts';
import * as styles from '../shared/pageForm.css.ts';

export type AddressKind = ConsumerAddress['approachType'];

export interface AddressDialogProps {
  locale: SiteLocale;
  /** The address edited; none to add one. */
  address?: ConsumerAddress | null;
  /** What a new address is for at first. @default 'S' */
  defaultKind?: AddressKind;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** After the service saved it (the profile cache has it already). */
  onSaved?: (address: ConsumerAddress) => void;
}

/**
 * Add or edit an address of the member's book (POST / PUT /consumers-v3/consumer/address)
 * with the spec §5 rules of its country (the checkout's address form), what it is for
 * (shipping or billing) and whether it is the main one of its kind. A new address starts
 * from the profile's name, email and phone. A refusal (CCA400 saved already, a field the
 * service rejects) leaves the form as typed.
 */
export function AddressDialog(props: AddressDialogProps) {
  const { t } = useTranslation('storefront');
  return (
    <Dialog
      title={props.address ? t('addressBook.editTitle') : t('addressBook.addTitle')}
      isOpen={props.isOpen}
      onOpenChange={props.onOpenChange}
      isDismissable={false}
      size="large"
    >
      {props.isOpen ? <AddressDialogForm {...props} /> : null}
    </Dialog>
  );
}

function AddressDialogForm({
  locale,
  address = null,
  defaultKind = 'S',
  onOpenChange,
  onSaved,
}: AddressDialogProps) {
  const { t } = useTranslation('storefront');
  const formId = useId();
  const toasts = useToast();
  const { profile } = useProfile();
  const { save } = useAddressBook();
  const [kind, setKind] = useState<AddressKind>(address?.approachType ?? defaultKind);
  const [main, setMain] = useState(address?.main ?? false);
  const book = profile?.consumerDetails.address ?? [];
  const others = book.filter((held) => held.id !== address?.id);
  // The first address of its kind is the main one whatever is ticked (as the service does);
  // a main address stays main until another takes its place.
  const mainAnyway = savedAsMainAddress(false, others, kind) || address?.main === true;
  const details = profile?.consumerDetails;
  const initial: Partial<CheckoutAddress> = address
    ? {
        ...address,
        addressLine2: address.addressLine2 ?? undefined,
        province: address.province ?? undefined,
        email: address.email ?? details?.email ?? '',
        phone: address.phone ?? details?.phone ?? '',
      }
    : {
        firstName: details?.firstName ?? '',
        lastName: details?.lastName ?? '',
        email: details?.email ?? '',
        phone: details?.phone ?? '',
      };
  return (
    <div className={styles.column}>
      {addressFieldErrors(save.error).length === 0 ? <FormErrorBanner error={save.error} /> : null}
      <AddressForm
        id={formId}
        kind={kind === 'B' ? 'billing' : 'shipping'}
        locale={locale}
        initial={initial}
        keepDraft={false}
        fieldErrors={addressFieldErrors(save.error)}
        onSubmit={async (typed) => {
          let saved: ConsumerAddress;
          try {
            saved = await save.mutateAsync({
              id: address?.id,
              address: { ...typed, approachType: kind, main: main || mainAnyway },
            });
          } catch {
            return;
          }
          toasts.add({ title: t('addressBook.saved'), tone: 'positive' });
          onSaved?.(saved);
          onOpenChange(false);
        }}
      >
        <RadioGroup
          label={t('addressBook.kind.label')}
          value={kind}
          onChange={(value) => setKind(value as AddressKind)}
          orientation="horizontal"
        >
          <Radio value="S">{t('addressBook.kind.S')}</Radio>
          <Radio value="B">{t('addressBook.kind.B')}</Radio>
        </RadioGroup>
        <Checkbox
          isSelected={main || mainAnyway}
          isDisabled={mainAnyway}
          onChange={setMain}
          description={
            address?.main
              ? t('addressBook.mainStays')
              : mainAnyway
                ? t('addressBook.firstIsMain')
                : undefined
          }
        >
          {t(`addressBook.makeMain.${kind}`)}
        </Checkbox>
        <div className={styles.buttonRow}>
          <Button tone="secondary" onPress={() => onOpenChange(false)}>
            {t('addressBook.cancel')}
          </Button>
          <Button type="submit" tone="primary" isPending={save.isPending}>
            {t('addressBook.save')}
          </Button>
        </div>
      </AddressForm>
    </div>
  );
}
