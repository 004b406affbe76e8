import { EmptyState, ErrorState, isNotFound, Link, Money, PATHS, readApiError, selectUser, Skeleton, useAppSelector, useGetProofOfReservesQuery, type ProofOfReserves } from '@arcvest/shared';
import { formatDateTime } from '@arcvest/shared/rules';
import { SiteFooter } from '../../components/site-footer';
import { CoinReservesTable } from './coin-reserves-table';
import { formatRatio } from './ratio';
import { RatioChart } from './ratio-chart';
import { ReserveAddressList } from './reserve-address-list';
import { WhatItProves } from './what-it-proves';
import './proof-of-reserves.css';

function Headline({ latest }: { latest: ProofOfReserves['latest'] }) {
  return (
    <section className="card reserves-headline" aria-labelledby="reserves-ratio-heading">
      <h2 id="reserves-ratio-heading" className="reserves-headline-label">Reserves ÷ what we owe</h2>
      <p className="reserves-ratio">{formatRatio(latest.ratio)}</p>
      <dl className="reserves-totals">
        <div><dt>Reserves</dt><dd><Money amount={latest.reserves} /></dd></div>
        <div><dt>Owed to investors</dt><dd><Money amount={latest.liabilities.total} /></dd></div>
        <div><dt>Snapshot</dt><dd>{formatDateTime(latest.generated_at)}</dd></div>
      </dl>
    </section>
  );
}

function LatestRoot({ liabilities }: { liabilities: ProofOfReserves['latest']['liabilities'] }) {
  const signedIn = useAppSelector(selectUser) !== null;
  return (
    <section className="reserves-section" aria-labelledby="reserves-root-heading">
      <h2 id="reserves-root-heading">The latest Merkle root of what we owe</h2>
      <dl className="reserves-root">
        <div><dt>Root</dt><dd><code className="reserves-long">{liabilities.root}</code></dd></div>
        <div><dt>Investors in it</dt><dd>{liabilities.investors.toLocaleString('en-US')}</dd></div>
        <div><dt>Taken</dt><dd>{formatDateTime(liabilities.generated_at)}</dd></div>
      </dl>
      <p>
        Each investor’s balance is a leaf of this tree. Your proof leads from your leaf to this root, and you can check it in
        your browser or with a command that does not trust our server.
      </p>
      <p>
        {signedIn ? (
          <Link className="btn btn-primary" to={PATHS.verifyBalance}>Verify my balance is included</Link>
        ) : (
          <Link className="btn btn-primary" to={PATHS.login}>Sign in to verify your balance</Link>
        )}
      </p>
    </section>
  );
}

function Reserves({ proof }: { proof: ProofOfReserves }) {
  return (
    <>
      <Headline latest={proof.latest} />
      <section className="reserves-section" aria-labelledby="reserves-coins-heading">
        <h2 id="reserves-coins-heading">What we hold, per coin</h2>
        <CoinReservesTable coins={proof.latest.coins} />
      </section>
      {proof.history.length > 0 && (
        <section className="reserves-section" aria-labelledby="reserves-history-heading">
          <h2 id="reserves-history-heading">The ratio over time</h2>
          <RatioChart history={proof.history} />
        </section>
      )}
      <LatestRoot liabilities={proof.latest.liabilities} />
      <section className="reserves-section" aria-labelledby="reserves-addresses-heading">
        <h2 id="reserves-addresses-heading">Reserve addresses and their signatures</h2>
        <ReserveAddressList addresses={proof.addresses} />
      </section>
    </>
  );
}

/** /proof-of-reserves: what the platform holds on chain against what it owes (docs/proof-of-reserves.md). */
export default function ProofOfReservesPage() {
  const { data: proof, isError, error, refetch } = useGetProofOfReservesQuery();
  let content;
  if (proof) content = <Reserves proof={proof} />;
  else if (isError && isNotFound(error)) content = <EmptyState><p>Nothing is published yet: the first snapshot is taken after the first day’s run.</p></EmptyState>;
  else if (isError) content = <ErrorState message={readApiError(error, 'The proof of reserves could not be loaded.').message} onRetry={() => void refetch()} />;
  else content = <Skeleton shape="cards" label="Loading the proof of reserves" />;

  return (
    <>
      <article className="container reserves-page" aria-labelledby="reserves-title">
        <header className="reserves-header">
          <h1 id="reserves-title">Proof of reserves</h1>
          <p className="reserves-intro">
            What we hold on chain, set against what we owe our investors, published with every daily snapshot so you do not have
            to take our word for it.
          </p>
        </header>
        {content}
        <WhatItProves />
      </article>
      <SiteFooter />
    </>
  );
}
