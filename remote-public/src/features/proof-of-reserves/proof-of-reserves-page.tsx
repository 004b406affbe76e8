import {
  EmptyState,
  ErrorState,
  isNotFound,
  Link,
  Money,
  PATHS,
  readApiError,
  selectUser,
  Skeleton,
  useAppSelector,
  useGetProofOfReservesQuery,
  type ProofOfReserves,
  FactList,
} from '@arcvest/shared';
import { formatDateTime } from '@arcvest/shared/rules';
import { SiteFooter } from '../../components/site-footer';
import { CoinReservesTable } from './coin-reserves-table';
import { formatRatio } from './ratio';
import { RatioChart } from './ratio-chart';
import { ReserveAddressList } from './reserve-address-list';
import { WhatItProves } from './what-it-proves';
import './proof-of-reserves.css';

/** On a demo installation: says, before any figure, that the reserves are sample holdings (docs/proof-of-reserves.md#demo-reserves). */
function DemoNotice() {
  return (
    <aside className="reserves-demo-notice" aria-labelledby="reserves-demo-heading">
      <h2 id="reserves-demo-heading">Demo figures</h2>
      <p>
        This is a demo installation. The reserves below are sample holdings, not coins read on chain, and every figure built on them is marked demo. What we owe
        is real for this site: the balances of its demo accounts.
      </p>
    </aside>
  );
}

function DemoBadge() {
  return <span className="demo-badge">Demo</span>;
}

function Headline({ latest }: { latest: ProofOfReserves['latest'] }) {
  return (
    <section className="card reserves-headline" aria-labelledby="reserves-ratio-heading">
      <h2 id="reserves-ratio-heading" className="reserves-headline-label">
        Reserves ÷ what we owe
        {latest.demo && (
          <>
            {' '}
            <DemoBadge />
          </>
        )}
      </h2>
      <p className="reserves-ratio">{formatRatio(latest.ratio)}</p>
      <FactList
        className="reserves-totals"
        facts={[
          {
            key: 'Reserves',
            term: (
              <>
                Reserves
                {latest.demo && (
                  <>
                    {' '}
                    <DemoBadge />
                  </>
                )}
              </>
            ),
            value: <Money amount={latest.reserves} />,
          },
          { term: 'Owed to investors', value: <Money amount={latest.liabilities.total} /> },
          { term: 'Snapshot', value: formatDateTime(latest.generated_at) },
        ]}
      />
    </section>
  );
}

function LatestRoot({ liabilities }: { liabilities: ProofOfReserves['latest']['liabilities'] }) {
  const signedIn = useAppSelector(selectUser) !== null;
  return (
    <section className="reserves-section" aria-labelledby="reserves-root-heading">
      <h2 id="reserves-root-heading">The latest Merkle root of what we owe</h2>
      <FactList
        className="reserves-root"
        facts={[
          { term: 'Root', value: <code className="reserves-long">{liabilities.root}</code> },
          { term: 'Investors in it', value: liabilities.investors.toLocaleString('en-US') },
          { term: 'Taken', value: formatDateTime(liabilities.generated_at) },
        ]}
      />
      <p>
        Each investor’s balance is a leaf of this tree. Your proof leads from your leaf to this root, and you can check it in your browser or with a command
        that does not trust our server.
      </p>
      <p>
        {signedIn ? (
          <Link className="btn btn-primary" to={PATHS.verifyBalance}>
            Verify my balance is included
          </Link>
        ) : (
          <Link className="btn btn-primary" to={PATHS.login}>
            Sign in to verify your balance
          </Link>
        )}
      </p>
    </section>
  );
}

function Reserves({ proof }: { proof: ProofOfReserves }) {
  return (
    <>
      {proof.latest.demo && <DemoNotice />}
      <Headline latest={proof.latest} />
      <section className="reserves-section" aria-labelledby="reserves-coins-heading">
        <h2 id="reserves-coins-heading">What we hold, per coin</h2>
        <CoinReservesTable coins={proof.latest.coins} />
      </section>
      {proof.history.length > 0 && (
        <section className="reserves-section" aria-labelledby="reserves-history-heading">
          <h2 id="reserves-history-heading">
            The ratio over time
            {proof.latest.demo && (
              <>
                {' '}
                <DemoBadge />
              </>
            )}
          </h2>
          {proof.latest.demo && (
            <p className="reserves-demo-note">
              Reserves in this chart are the demo’s sample holdings, the same all along: the ratio falls as the demo accounts’ balances grow.
            </p>
          )}
          <RatioChart history={proof.history} />
        </section>
      )}
      <LatestRoot liabilities={proof.latest.liabilities} />
      <section className="reserves-section" aria-labelledby="reserves-addresses-heading">
        <h2 id="reserves-addresses-heading">Reserve addresses and their signatures</h2>
        <ReserveAddressList addresses={proof.addresses} demo={proof.latest.demo} />
      </section>
    </>
  );
}

/** /proof-of-reserves: what the platform holds on chain against what it owes (docs/proof-of-reserves.md). */
export default function ProofOfReservesPage() {
  const { data: proof, isError, error, refetch } = useGetProofOfReservesQuery();
  let content;
  if (proof) content = <Reserves proof={proof} />;
  else if (isError && isNotFound(error))
    content = (
      <EmptyState>
        <p>Nothing is published yet: the first snapshot is taken after the first day’s run.</p>
      </EmptyState>
    );
  else if (isError) content = <ErrorState message={readApiError(error, 'The proof of reserves could not be loaded.').message} onRetry={() => void refetch()} />;
  else content = <Skeleton shape="cards" label="Loading the proof of reserves" />;

  return (
    <>
      <article className="container reserves-page" aria-labelledby="reserves-title">
        <header className="reserves-header">
          <h1 id="reserves-title">Proof of reserves</h1>
          <p className="reserves-intro">
            What we hold on chain, set against what we owe our investors, published with every daily snapshot so you do not have to take our word for it.
          </p>
        </header>
        {content}
        <WhatItProves />
      </article>
      <SiteFooter />
    </>
  );
}
