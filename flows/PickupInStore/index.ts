/*
 * Pickup in store (spec §2): the buy box's part (the shopper's store and its stock of the
 * size) and its dialogs (the store search, the change of store). The dialogs load on use
 * (PickupInStore imports them lazily).
 */
export type { PickupDialogProps, PickupVariant, StoreChangedDialogProps } from './PickupDialog.tsx';
export { PickupInStore, type PickupInStoreProps } from './PickupInStore.tsx';
