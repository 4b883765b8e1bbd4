import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '#api/client/index.ts';
import { queryKeys } from '#api/client/queryKeys.ts';
import {
  addAddress,
  type ConsumerAddress,
  type ConsumerAddressInput,
  type ConsumerProfile,
  deleteAddress,
  updateAddress,
} from '#api/contract/consumer.ts';
import { bookWith, bookWithout } from '#commerce/consumer/addressBook.ts';

/** The mutation key of address book changes (`useIsMutating` tells a list one is on its way). */
export const addressBookKey = [...queryKeys.profile, 'addresses'] as const;

/**
 * The member's address book (POST, PUT, DELETE /consumers-v3/consumer/address): each
 * answer goes into the profile cache by the book's rules (one main address per type), so
 * the account page and checkout see it at once; the profile is then read again, which has
 * the service's word (the main address it chose after a delete).
 */
export function useAddressBook() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const changeBook = (change: (book: ConsumerAddress[]) => ConsumerAddress[]) => {
    queryClient.setQueryData<ConsumerProfile | null>(queryKeys.profile, (profile) =>
      profile
        ? {
            ...profile,
            consumerDetails: {
              ...profile.consumerDetails,
              address: change(profile.consumerDetails.address),
            },
          }
        : profile,
    );
    return queryClient.invalidateQueries({ queryKey: queryKeys.profile, exact: true });
  };
  const save = useMutation<ConsumerAddress, Error, { id?: string; address: ConsumerAddressInput }>({
    mutationKey: addressBookKey,
    mutationFn: ({ id, address }) =>
      id
        ? client.call(updateAddress, { params: { addressId: id }, body: address })
        : client.call(addAddress, { body: address }),
    onSuccess: (saved) => changeBook((book) => bookWith(book, saved)),
  });
  const remove = useMutation<void, Error, string>({
    mutationKey: addressBookKey,
    mutationFn: async (addressId) => {
      await client.call(deleteAddress, { params: { addressId } });
    },
    onSuccess: (_, addressId) => changeBook((book) => bookWithout(book, addressId)),
  });
  return { save, remove };
}
