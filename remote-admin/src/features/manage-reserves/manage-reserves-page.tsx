import { Link, PATHS } from '@arcvest/shared';
import { useStaffCan } from '@arcvest/shared/dashboard-ui';
import { ReserveAddressForm } from './reserve-address-form';
import { ReserveAddressList } from './reserve-address-list';
import { SnapshotCard } from './snapshot-card';
import './manage-reserves.css';

/** /dashboard/admin/proof-of-reserves: the snapshot of what is owed and the reserve addresses counted against it (docs/proof-of-reserves.md). */
export default function ManageReservesPage() {
  // Registering a reserve address is for owners; the other roles read the list.
  const mayConfigure = useStaffCan('platform.configure');
  return (
    <section className="manage-reserves">
      <header className="page-title">
        <h1>Proof of reserves</h1>
        <Link to={PATHS.proofOfReserves}>See the public page</Link>
      </header>
      <SnapshotCard />
      {mayConfigure && <ReserveAddressForm />}
      <ReserveAddressList mayRemove={mayConfigure} />
    </section>
  );
}
