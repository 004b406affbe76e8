import { Link, PATHS, useLingui } from '@arcvest/shared';
import { useStaffCan } from '@arcvest/shared/dashboard-ui';
import { ReserveAddressForm } from './reserve-address-form';
import { ReserveAddressList } from './reserve-address-list';
import { SnapshotCard } from './snapshot-card';
import { RESERVES_PAGE_TEXTS as TEXTS } from './messages';
import './manage-reserves.css';

/** /dashboard/admin/proof-of-reserves: the snapshot of what is owed and the reserve addresses counted against it (docs/proof-of-reserves.md). */
export default function ManageReservesPage() {
  const { _ } = useLingui();
  // Registering a reserve address is for owners; the other roles read the list.
  const mayConfigure = useStaffCan('platform.configure');
  return (
    <section className="manage-reserves">
      <header className="page-title">
        <h1>{_(TEXTS.title)}</h1>
        <Link to={PATHS.proofOfReserves}>{_(TEXTS.publicPage)}</Link>
      </header>
      <SnapshotCard />
      {mayConfigure && <ReserveAddressForm />}
      <ReserveAddressList mayRemove={mayConfigure} />
    </section>
  );
}
