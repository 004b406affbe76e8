import { ConfirmDialog, showApiError, useToast, type CryptoAddress } from '@arcvest/shared';
import { useDeleteCoinAddressMutation } from './api';

export const DELETE_ADDRESS_TEXT = 'This account will permanently delete this address from our database.';

/** Asks before deleting an address; the call is made only on Delete. */
export function DeleteAddressDialog({ code, address, onClose }: { code: string; address: CryptoAddress; onClose: () => void }) {
  const toast = useToast();
  const [deleteAddress, { isLoading }] = useDeleteCoinAddressMutation();

  const confirm = async () => {
    try {
      const { message } = await deleteAddress({ code, id: address.id }).unwrap();
      toast.success(message);
    } catch (error) {
      showApiError(toast, error, 'The address could not be deleted. Please try again.');
    }
    onClose();
  };

  return (
    <ConfirmDialog title="Delete address" confirmLabel="Delete" busy={isLoading} onConfirm={confirm} onClose={onClose}>
      <p>{DELETE_ADDRESS_TEXT}</p>
      <p className="address-text">{address.address}</p>
    </ConfirmDialog>
  );
}
