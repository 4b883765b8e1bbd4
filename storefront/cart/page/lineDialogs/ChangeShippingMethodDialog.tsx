import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { CartItem } from '#api/contract/cart.ts';
import type { StoreSearchHit } from '#api/contract/stores.ts';
import { useCartErrorMessage } from '#cms-blocks/cart/index.ts';
import { addressLine, formatDistance, placeOfText } from '#commerce/catalogue/storeText.ts';
import { Alert } from '#components/Alert/index.ts';
import { Badge } from '#components/Badge/index.ts';
import { Button } from '#components/Button/index.ts';
import { Dialog } from '#components/Dialog/index.ts';
import { ControlledTextField } from '#components/Field/index.ts';
import { Radio, RadioGroup } from '#components/RadioGroup/index.ts';
import { Spinner } from '#components/Spinner/index.ts';
import { useInvalidCustomer } from '#flows/shared/invalidCustomer.ts';
import { useSiteLocale } from '#flows/shared/locale.ts';
import { type StoreSearchInput, storeSearchSchema } from '#flows/validation/storeSearch.ts';
import { localeInfo } from '#i18n/locales.ts';
import { useCartChange } from '#shopper/index.ts';
import {
  results,
  searchForm,
  softLine,
  statusRow,
  storeCard,
  storeFooter,
  storeTitle,
} from '../../../product/pickup/pickup.css.ts';
import { availabilityLevel, quantitiesByStore } from '../../../product/pickup/pickup.ts';
import { StockLevel, type StockState } from '../../../product/pickup/StockLevel.tsx';
import {
  type StoreSearchPlace,
  useStoreAvailability,
  useStoreSearch,
} from '../../../product/pickup/usePickup.ts';
import * as styles from './ChangeShippingMethodDialog.css.ts';
import {
  type DeliveryChoice,
  deliveryChoiceOf,
  deliveryChoicesOf,
  deliveryErrorOf,
  isCurrentDelivery,
  type LineShipping,
  type StoreChoice,
  setLineShipping,
  storesFor,
} from './lineChanges.ts';

const storeIdOf = (shipping: LineShipping | undefined) =>
  shipping && 'storeId' in shipping ? shipping.storeId : null;

/** A refused change: what was asked, and the store it named (its card says why). */
interface Failure {
  error: unknown;
  choice: DeliveryChoice;
  store: StoreSearchHit | null;
}

export interface ChangeShippingMethodDialogProps {
  item: CartItem;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/**
 * "Cart change shipping method" (spec §2 dialogs): how the line comes, ship to home, pick
 * up in store or ship to a store. A store is found with the pickup search (postal code or
 * city, stores near it with their stock of the line's size for pickup) and choosing it
 * sends the change (PUT …/item with `shippingOptions`); home is saved with the button. The
 * service's answer replaces the cart; a refusal (the store has too few, it does not take
 * the delivery, SHP404 …) is said in the dialog, on the store's card when it names one,
 * and the line keeps its delivery.
 */
export default function ChangeShippingMethodDialog({
  item,
  isOpen,
  onOpenChange,
}: ChangeShippingMethodDialogProps) {
  const { t } = useTranslation('storefront');
  const errorMessage = useCartErrorMessage();
  const choices = deliveryChoicesOf(item);
  const current = deliveryChoiceOf(item.shippingOptions.selected);
  const [choice, setChoice] = useState<DeliveryChoice | null>(
    current && choices.includes(current) ? current : null,
  );
  const change = useCartChange(setLineShipping);
  // AUT498: the cart is replaced and the page reloads (spec §8); the dialog has no line left.
  const invalidCustomer = useInvalidCustomer();
  const [failure, setFailure] = useState<Failure | null>(null);

  const send = async (shipping: LineShipping, store: StoreSearchHit | null) => {
    if (change.isPending) return;
    setFailure(null);
    if (isCurrentDelivery(item, shipping)) {
      onOpenChange(false);
      return;
    }
    try {
      await change.mutateAsync({ itemId: item.id, shippingOptions: shipping });
    } catch (error) {
      if (invalidCustomer(error)) {
        onOpenChange(false);
        return;
      }
      setFailure({ error, choice: shipping.selected, store });
      return;
    }
    onOpenChange(false);
  };

  const failureText = (refused: Failure) => {
    const own = deliveryErrorOf(refused.error, refused.choice);
    if (own && refused.store) {
      return t(`cart.delivery.errors.${own.key}`, {
        store: refused.store.name,
        count: own.count ?? 0,
      });
    }
    return errorMessage(refused.error);
  };

  return (
    <Dialog
      title={t('cart.delivery.title')}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      footer={({ close }) => (
        <div className={styles.actions}>
          <Button tone="secondary" onPress={close}>
            {t('cart.delivery.cancel')}
          </Button>
          {choice === 'standard' ? (
            <Button
              tone="primary"
              isPending={change.isPending}
              onPress={() => void send({ selected: 'standard' }, null)}
            >
              {t('cart.delivery.save')}
            </Button>
          ) : null}
        </div>
      )}
    >
      <div className={styles.content}>
        <RadioGroup
          label={t('cart.delivery.choice', { name: item.name })}
          value={choice}
          onChange={(value) => {
            setChoice(value as DeliveryChoice);
            setFailure(null);
          }}
        >
          {choices.map((option) => (
            <Radio key={option} value={option} description={t(`cart.delivery.hints.${option}`)}>
              {t(`cart.delivery.choices.${option}`)}
            </Radio>
          ))}
        </RadioGroup>
        {failure && !failure.store ? <Alert tone="critical">{failureText(failure)}</Alert> : null}
        {choice === 'pickup' || choice === 'sts' ? (
          <StoreChooser
            item={item}
            choice={choice}
            pendingStoreId={change.isPending ? storeIdOf(change.variables?.shippingOptions) : null}
            failure={failure}
            failureText={failureText}
            onSearch={() => setFailure(null)}
            onChoose={(store) => void send({ selected: choice, storeId: store.id }, store)}
          />
        ) : null}
      </div>
    </Dialog>
  );
}

interface StoreChooserProps {
  item: CartItem;
  choice: StoreChoice;
  /** The store a change is on its way for; the other stores wait. */
  pendingStoreId: string | null;
  failure: Failure | null;
  failureText: (failure: Failure) => string;
  onSearch: () => void;
  onChoose: (store: StoreSearchHit) => void;
}

/**
 * The pickup search (usePickup.ts, its cards and stock levels): the stores near a postal
 * code or city that offer the choice; for pickup each one's stock of the line's sku. It
 * stays mounted between pickup and ship to store, so one search serves both.
 */
function StoreChooser({
  item,
  choice,
  pendingStoreId,
  failure,
  failureText,
  onSearch,
  onChoose,
}: StoreChooserProps) {
  const { t } = useTranslation('storefront');
  const locale = useSiteLocale();
  const { country, tag } = localeInfo[locale];
  const [place, setPlace] = useState<StoreSearchPlace | null>(null);
  const { control, handleSubmit } = useForm<
    StoreSearchInput,
    unknown,
    z.output<typeof storeSearchSchema>
  >({ resolver: zodResolver(storeSearchSchema), defaultValues: { where: '' } });

  const search = useStoreSearch(locale, country, place);
  const stores = useMemo(
    () => (search.data ? storesFor(choice, search.data.stores) : []),
    [search.data, choice],
  );
  const storeIds = useMemo(() => stores.map((store) => store.id), [stores]);
  // Ship to store comes from the warehouse: only pickup takes the store's own stock.
  const availability = useStoreAvailability(choice === 'pickup' ? item.productId : null, storeIds);
  const quantities = quantitiesByStore(availability.data);
  const currentStoreId =
    deliveryChoiceOf(item.shippingOptions.selected) === choice
      ? (item.shippingOptions.storeInfo?.id ?? null)
      : null;

  const stockOf = (store: StoreSearchHit): { state: StockState; text: string } => {
    if (availability.isError) return { state: 'unknown', text: t('pickup.stock.unknown') };
    if (!availability.data) return { state: 'checking', text: t('pickup.stock.checking') };
    const quantity = quantities.get(store.id) ?? 0;
    const level = availabilityLevel(quantity);
    return { state: level, text: t(`pickup.stock.${level}`, { count: quantity }) };
  };

  let placeName = '';
  if (place !== null)
    placeName = 'postalCode' in place ? place.postalCode : 'city' in place ? place.city : '';
  let summary = '';
  if (place !== null) {
    if (search.isPending) summary = t('pickup.searching');
    else if (search.isSuccess)
      summary = stores.length
        ? t('pickup.found', { count: stores.length, place: placeName })
        : t('pickup.noStores', { place: placeName });
  }

  return (
    <div className={styles.storeSection}>
      <form
        noValidate
        className={searchForm}
        aria-label={t('pickup.searchLabel')}
        onSubmit={handleSubmit(({ where }) => {
          onSearch();
          if (where) setPlace(placeOfText(where));
        })}
      >
        <ControlledTextField
          control={control}
          name="where"
          label={t('pickup.postalCode')}
          autoComplete="postal-code"
          isRequired
        />
        <Button type="submit" tone="primary" icon="search">
          {t('pickup.search')}
        </Button>
      </form>
      <div className={styles.content} aria-busy={search.isFetching}>
        {/* Always in the dialog, so each new summary is announced. */}
        <div role="status" className={statusRow}>
          {place !== null && search.isPending ? <Spinner size="small" decorative /> : null}
          {summary ? <h3 className={storeTitle}>{summary}</h3> : null}
        </div>
        {search.isError ? (
          <Alert tone="critical" title={t('pickup.searchFailed')}>
            <span className={softLine}>{t('pickup.tryAgainLater')} </span>
            <Button tone="secondary" size="small" onPress={() => void search.refetch()}>
              {t('pickup.retry')}
            </Button>
          </Alert>
        ) : null}
        {search.isSuccess && stores.length === 0 ? (
          <p className={softLine}>{t('pickup.noStoresHint')}</p>
        ) : null}
        {stores.length > 0 && search.data ? (
          <ul className={results}>
            {stores.map((store) => {
              const isCurrent = currentStoreId === store.id;
              const refused = failure?.store?.id === store.id ? failure : null;
              const stock = choice === 'pickup' ? stockOf(store) : null;
              return (
                <li key={store.id} className={storeCard} data-current={isCurrent}>
                  <h4 className={storeTitle}>{store.name}</h4>
                  <p className={softLine}>{addressLine(store.address)}</p>
                  <p className={softLine}>
                    {t('pickup.distance', {
                      distance: formatDistance(store.distance, search.data.distanceUnit, tag),
                    })}
                  </p>
                  {refused ? <Alert tone="critical">{failureText(refused)}</Alert> : null}
                  <div className={storeFooter}>
                    {stock ? <StockLevel state={stock.state}>{stock.text}</StockLevel> : <span />}
                    {isCurrent ? (
                      <Badge tone="brand" icon="check">
                        {t('cart.delivery.current')}
                      </Badge>
                    ) : (
                      <Button
                        tone="secondary"
                        size="small"
                        isPending={pendingStoreId === store.id}
                        isDisabled={pendingStoreId !== null && pendingStoreId !== store.id}
                        aria-label={
                          choice === 'pickup'
                            ? t('pickup.chooseLabel', { store: store.name })
                            : t('cart.delivery.shipHereLabel', { store: store.name })
                        }
                        onPress={() => onChoose(store)}
                      >
                        {choice === 'pickup' ? t('pickup.choose') : t('cart.delivery.shipHere')}
                      </Button>
                    )}
                  </div>
                </li>
              );
            })}
          </ul>
        ) : null}
      </div>
    </div>
  );
}
