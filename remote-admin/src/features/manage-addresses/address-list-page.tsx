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
  activeLocale,
  Trans,
  useLingui,
} from '@arcvest/shared';
import { ApiImage, useConfirmedAction, useStaffCan } from '@arcvest/shared/dashboard-ui';
import { formatDateTime, isChainKeyCoin, paymentCoinBySlug, type PaymentCoin } from '@arcvest/shared/rules';
import { useDeleteCoinAddressMutation, useGetCoinAddressesQuery } from './api';
import { ChainKeyCard } from './chain-key-card';
import { ADDRESS_COINS_TEXTS, ADDRESS_LIST_TEXTS as TEXTS } from './messages';
import './manage-addresses.css';

/** /dashboard/admin/manage-address/{slug}: the coin's addresses, newest (the active one) first. */
export default function AddressListPage() {
  const { _ } = useLingui();
  const coin = paymentCoinBySlug(useParams().coin);
  if (!coin) return <NotFound backTo={PATHS.manageAddresses} backLabel={_(ADDRESS_COINS_TEXTS.backToManage)} />;
  return <AddressList key={coin.slug} coin={coin} />;
}

function AddressList({ coin }: { coin: PaymentCoin }) {
  const { _ } = useLingui();
  const code = coin.apiCode;
  const { data: addresses, isError, error, refetch } = useGetCoinAddressesQuery(code);
  const [deleteAddress] = useDeleteCoinAddressMutation();
  const { ask, dialog } = useConfirmedAction();
  // Addresses are configured by owners; the other roles read them.
  const mayConfigure = useStaffCan('platform.configure');
  const askToDelete = (address: CryptoAddress) =>
    ask({
      title: _(TEXTS.deleteTitle),
      confirmLabel: _(TEXTS.delete),
      destructive: true,
      question: (
        <>
          <p>{_(TEXTS.deleteQuestion)}</p>
          <p className="address-text" dir="ltr" translate="no">
            {address.address}
          </p>
        </>
      ),
      run: () => deleteAddress({ code, id: address.id }).unwrap(),
      failureMessage: _(TEXTS.deleteFailed),
    });

  let content;
  if (addresses) {
    content =
      addresses.length === 0 ? (
        <EmptyState>{_(TEXTS.empty)}</EmptyState>
      ) : (
        <>
          <h2 className="visually-hidden">{_({ ...TEXTS.listHeading, values: { coin: coin.name } })}</h2>
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
    content = <ErrorState message={readApiError(error, _(TEXTS.loadFailed)).message} onRetry={refetch} />;
  } else {
    content = <Skeleton shape="rows" label={_(TEXTS.loading)} />;
  }

  return (
    <section className="manage-addresses">
      <Link to=".." className="back-link">
        <span className="icon-directional">←</span> {_(TEXTS.allCoins)}
      </Link>
      <header className="page-title">
        <h1>{_({ ...TEXTS.title, values: { coin: coin.name } })}</h1>
        {mayConfigure && (
          <Link to={createAddressPath(coin.slug)} className="btn btn-primary">
            {_(TEXTS.add)}
          </Link>
        )}
      </header>
      {isChainKeyCoin(code) && <ChainKeyCard coin={coin} code={code} />}
      <p className="notice">{_({ ...TEXTS.notice, values: { coin: coin.coin } })}</p>
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
  const { _ } = useLingui();
  const status = _(active ? TEXTS.active : TEXTS.inactive);
  return (
    <article className={`card address-card ${active ? 'address-card-active' : ''}`} aria-label={_(active ? TEXTS.activeCard : TEXTS.inactiveCard)}>
      <ApiImage src={address.qr_code} alt={_({ ...TEXTS.qrAlt, values: { address: address.address } })} className="address-qr" width={160} height={160} />
      <div className="address-card-body">
        <p className="address-card-meta">
          <span className={`status-badge ${active ? 'status-badge-active' : 'status-badge-inactive'}`}>{status}</span>
          <span>
            <Trans
              {...TEXTS.added}
              values={{ date: formatDateTime(address.created_at, undefined, activeLocale()) }}
              components={{ 0: <time dateTime={address.created_at} /> }}
            />
          </span>
        </p>
        <p className="address-text" dir="ltr" translate="no">
          {address.address}
        </p>
        {onDelete && (
          <div className="address-card-actions">
            <Button variant="danger" onClick={() => onDelete(address)}>
              {_(TEXTS.delete)}
              <span className="visually-hidden"> {_({ ...(active ? TEXTS.deleteActive : TEXTS.deleteInactive), values: { address: address.address } })}</span>
            </Button>
          </div>
        )}
      </div>
    </article>
  );
}
