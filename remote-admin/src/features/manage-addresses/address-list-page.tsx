import {
  createAddressPath,
  PATHS,
  Button,
  EmptyState,
  readApiError,
  ErrorState,
  NotFound,
  Skeleton,
  type CryptoAddress,
  Link,
  useParams,
} from '@arcvest/shared';
import { ApiImage, useConfirmedAction, useStaffCan } from '@arcvest/shared/dashboard-ui';
import { formatDateTime, isChainKeyCoin, paymentCoinBySlug, type PaymentCoin } from '@arcvest/shared/rules';
import { useDeleteCoinAddressMutation, useGetCoinAddressesQuery } from './api';
import { ChainKeyCard } from './chain-key-card';
import './manage-addresses.css';

/** /dashboard/admin/manage-address/{slug}: the coin's addresses, newest (the active one) first. */
export default function AddressListPage() {
  const coin = paymentCoinBySlug(useParams().coin);
  if (!coin) return <NotFound backTo={PATHS.manageAddresses} backLabel="Back to manage addresses" />;
  return <AddressList key={coin.slug} coin={coin} />;
}

function AddressList({ coin }: { coin: PaymentCoin }) {
  const code = coin.apiCode;
  const { data: addresses, isError, error, refetch } = useGetCoinAddressesQuery(code);
  const [deleteAddress] = useDeleteCoinAddressMutation();
  const { ask, dialog } = useConfirmedAction();
  // Addresses are configured by owners; the other roles read them.
  const mayConfigure = useStaffCan('platform.configure');
  const askToDelete = (address: CryptoAddress) =>
    ask({
      title: 'Delete address',
      confirmLabel: 'Delete',
      destructive: true,
      question: (
        <>
          <p>This account will permanently delete this address from our database.</p>
          <p className="address-text">{address.address}</p>
        </>
      ),
      run: () => deleteAddress({ code, id: address.id }).unwrap(),
      failureMessage: 'The address could not be deleted. Please try again.',
    });

  let content;
  if (addresses) {
    content =
      addresses.length === 0 ? (
        <EmptyState>No addresses have been added yet.</EmptyState>
      ) : (
        <>
          <h2 className="visually-hidden">{coin.name} addresses, newest first</h2>
          {/* The server lists them newest first; the newest is the one investors pay to. */}
          <ol className="address-list">
            {addresses.map((address, index) => (
              <li key={address.id}>
                <AddressCard address={address} active={index === 0} onDelete={mayConfigure ? askToDelete : undefined} />
              </li>
            ))}
          </ol>
        </>
      );
  } else if (isError) {
    content = <ErrorState message={readApiError(error, 'The addresses could not be loaded.').message} onRetry={refetch} />;
  } else {
    content = <Skeleton shape="rows" label="Loading addresses" />;
  }

  return (
    <section className="manage-addresses">
      <Link to=".." className="back-link">
        <span className="icon-directional">←</span> All coins
      </Link>
      <header className="page-title">
        <h1>{coin.name} addresses</h1>
        {mayConfigure && (
          <Link to={createAddressPath(coin.slug)} className="btn btn-primary">
            Add address
          </Link>
        )}
      </header>
      {isChainKeyCoin(code) && <ChainKeyCard coin={coin} code={code} />}
      <p className="notice">
        The most recent address is the active one: it is the {coin.coin} address users pay to. Deleting it makes the previous one active.
      </p>
      {content}
      {dialog}
    </section>
  );
}

interface AddressCardProps {
  address: CryptoAddress;
  active: boolean;
  /** Absent when the signed-in staff role may not configure the platform. */
  onDelete?: (address: CryptoAddress) => void;
}

function AddressCard({ address, active, onDelete }: AddressCardProps) {
  const status = active ? 'Active' : 'Inactive';
  return (
    <article className={`card address-card ${active ? 'address-card-active' : ''}`} aria-label={`${status} address`}>
      <ApiImage src={address.qr_code} alt={`QR code of ${address.address}`} className="address-qr" width={160} height={160} />
      <div className="address-card-body">
        <p className="address-card-meta">
          <span className={`status-badge ${active ? 'status-badge-active' : 'status-badge-inactive'}`}>{status}</span>
          <span>Added {formatDateTime(address.created_at)}</span>
        </p>
        <p className="address-text">{address.address}</p>
        {onDelete && (
          <div className="address-card-actions">
            <Button variant="danger" onClick={() => onDelete(address)}>
              Delete
              <span className="visually-hidden">
                {' '}
                {status.toLowerCase()} address {address.address}
              </span>
            </Button>
          </div>
        )}
      </div>
    </article>
  );
}
