import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '#api/client/index.ts';
import type { ConsumerAddress } from '#api/contract/consumer.ts';
import { bookOrder } from '#commerce/consumer/addressBook.ts';
import { Alert } from '#components/Alert/index.ts';
import { Badge } from '#components/Badge/index.ts';
import { Button } from '#components/Button/index.ts';
import { ConfirmDialog } from '#components/Dialog/index.ts';
import { Link } from '#components/Link/index.ts';
import { Skeleton, SkeletonGroup } from '#components/Skeleton/index.ts';
import { useToast } from '#components/Toast/index.ts';
import { heading } from '#design-tokens/typography.css.ts';
import { AddressDialog } from '#flows/AddressBook/index.ts';
import { AddressBlock } from '#flows/Checkout/index.ts';
import { FormErrorBanner } from '#flows/shared/index.ts';
import type { SiteLocale } from '#i18n/index.ts';
import { useAddressBook } from '#shopper/index.ts';
import { AccountLayout } from '../AccountNav.tsx';
import * as account from '../account.css.ts';
import { useSignedInOnly } from '../orders/useSignedInOnly.ts';
import * as styles from './addresses.css.ts';

export interface AddressesPageProps {
  locale: SiteLocale;
}

type Editing = { address: ConsumerAddress | null } | null;

/**
 * `/{locale}/account/addresses`: the member's address book. The main shipping and billing
 * addresses first, each address with what it is for; add and edit in a dialog with the
 * rules of its country, make one the main of its kind, remove with a confirmation (PRO414
 * while a saved card bills to it). Checkout offers these, the main one first. A visitor
 * who is not signed in is sent to sign in and back.
 */
export function AddressesPage({ locale }: AddressesPageProps) {
  const { t } = useTranslation('storefront');
  const titleId = useId();
  const { profile, isError, refetch } = useSignedInOnly(locale);
  const { save, remove } = useAddressBook();
  const toasts = useToast();
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<ConsumerAddress | null>(null);
  const book = bookOrder(profile?.consumerDetails.address ?? []);

  const makeMain = (address: ConsumerAddress) => {
    remove.reset();
    save.mutate(
      {
        id: address.id,
        address: {
          ...address,
          addressLine2: address.addressLine2 ?? undefined,
          province: address.province ?? undefined,
          email: address.email ?? profile?.consumerDetails.email ?? '',
          phone: address.phone ?? profile?.consumerDetails.phone ?? '',
          main: true,
        },
      },
      { onSuccess: () => toasts.add({ title: t('addressBook.madeMain'), tone: 'positive' }) },
    );
  };

  let body: ReactNode;
  if (isError && !profile) {
    body = (
      <Alert tone="critical">
        {t('addressBook.loadFailed')}{' '}
        <Button tone="plain" size="small" onPress={() => refetch()}>
          {t('addressBook.retry')}
        </Button>
      </Alert>
    );
  } else if (!profile) {
    body = (
      <SkeletonGroup label={t('addressBook.loading')}>
        <div className={styles.grid}>
          {[0, 1].map((index) => (
            <Skeleton key={index} shape="box" aspectRatio={2} />
          ))}
        </div>
      </SkeletonGroup>
    );
  } else {
    body = (
      <>
        <div className={account.header}>
          <p className={account.soft}>{t('addressBook.intro')}</p>
          <Button tone="primary" onPress={() => setEditing({ address: null })}>
            {t('addressBook.add')}
          </Button>
        </div>
        {/* A failed "set as main" or remove: said above the list, the book as it was. */}
        <FormErrorBanner
          error={remove.error ?? (editing ? null : save.error)}
          actions={
            isApiError(remove.error) && remove.error.errorId === 'PRO414' ? (
              <Link href={`/${locale}/account/payment-methods`}>
                {t('addressBook.cardBillsHere')}
              </Link>
            ) : undefined
          }
        />
        {book.length === 0 ? (
          <p className={account.soft}>{t('addressBook.empty')}</p>
        ) : (
          <ul className={styles.grid} aria-labelledby={titleId}>
            {book.map((address) => {
              const line = `${address.addressLine1}, ${address.city}`;
              const label = t(`addressBook.labelOf.${address.approachType}`, { address: line });
              const name = t(`addressBook.kindWord.${address.approachType}`, { address: line });
              return (
                <li key={address.id} className={account.card} aria-label={label}>
                  <div className={styles.kind}>
                    <span className={styles.kindName}>
                      {t(`addressBook.kindOf.${address.approachType}`)}
                    </span>
                    {address.main ? (
                      <Badge tone="brand">{t(`addressBook.main.${address.approachType}`)}</Badge>
                    ) : null}
                  </div>
                  <AddressBlock address={address} locale={locale} />
                  <div className={account.actions}>
                    <Button
                      tone="secondary"
                      size="small"
                      aria-label={t('addressBook.editNamed', { address: name })}
                      onPress={() => {
                        save.reset();
                        setEditing({ address });
                      }}
                    >
                      {t('addressBook.edit')}
                    </Button>
                    {address.main ? null : (
                      <Button
                        tone="secondary"
                        size="small"
                        aria-label={t('addressBook.setMainNamed', { address: name })}
                        isPending={save.isPending && save.variables?.id === address.id}
                        onPress={() => makeMain(address)}
                      >
                        {t('addressBook.setMain')}
                      </Button>
                    )}
                    <Button
                      tone="tertiary"
                      size="small"
                      aria-label={t('addressBook.removeNamed', { address: name })}
                      isPending={remove.isPending && remove.variables === address.id}
                      onPress={() => {
                        remove.reset();
                        setRemoving(address);
                      }}
                    >
                      {t('addressBook.remove')}
                    </Button>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </>
    );
  }

  return (
    <div className={account.page}>
      <h1 id={titleId} className={[heading.h1, account.title].join(' ')}>
        {t('addressBook.title')}
      </h1>
      <AccountLayout locale={locale} current="addresses">
        {body}
      </AccountLayout>
      <AddressDialog
        locale={locale}
        address={editing?.address ?? null}
        isOpen={editing !== null}
        onOpenChange={(open) => {
          if (!open) setEditing(null);
        }}
      />
      <ConfirmDialog
        title={t('addressBook.removeTitle')}
        isOpen={removing !== null}
        onOpenChange={(open) => {
          if (!open) setRemoving(null);
        }}
        cancelLabel={t('addressBook.cancel')}
        confirmLabel={t('addressBook.removeConfirm')}
        onConfirm={() => {
          if (!removing) return;
          remove.mutate(removing.id, {
            onSuccess: () => toasts.add({ title: t('addressBook.removed'), tone: 'positive' }),
          });
        }}
      >
        {removing ? (
          <>
            <p className={account.soft}>{t('addressBook.removeText')}</p>
            <AddressBlock address={removing} locale={locale} />
          </>
        ) : null}
      </ConfirmDialog>
    </div>
  );
}
