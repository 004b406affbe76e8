import {
  activeLocale,
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
  useLingui,
  useGetProofOfReservesQuery,
  type ProofOfReserves,
  FactList,
} from '@arcvest/shared';
import { formatDateTime } from '@arcvest/shared/rules';
import { SiteFooter } from '../../components/site-footer';
import { CoinReservesTable } from './coin-reserves-table';
import { RESERVES_TEXTS as TEXTS, ROOT_TEXTS } from './messages';
import { formatRatio } from './ratio';
import { RatioChart } from './ratio-chart';
import { ReserveAddressList } from './reserve-address-list';
import { WhatItProves } from './what-it-proves';
import './proof-of-reserves.css';

/** On a demo installation: says, before any figure, that the reserves are sample holdings (docs/proof-of-reserves.md#demo-reserves). */
function DemoNotice() {
  const { _ } = useLingui();
  return (
    <aside className="reserves-demo-notice" aria-labelledby="reserves-demo-heading">
      <h2 id="reserves-demo-heading">{_(TEXTS.demoHeading)}</h2>
      <p>{_(TEXTS.demoText)}</p>
    </aside>
  );
}

function DemoBadge() {
  const { _ } = useLingui();
  return <span className="demo-badge">{_(TEXTS.demo)}</span>;
}

function Headline({ latest }: { latest: ProofOfReserves['latest'] }) {
  const { _ } = useLingui();
  const locale = activeLocale();
  return (
    <section className="card reserves-headline" aria-labelledby="reserves-ratio-heading">
      <h2 id="reserves-ratio-heading" className="reserves-headline-label">
        {_(TEXTS.ratioHeading)}
        {latest.demo && (
          <>
            {' '}
            <DemoBadge />
          </>
        )}
      </h2>
      <p className="reserves-ratio">{formatRatio(latest.ratio, locale)}</p>
      <FactList
        className="reserves-totals"
        facts={[
          {
            key: 'reserves',
            term: (
              <>
                {_(TEXTS.reserves)}
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
          { term: _(TEXTS.owed), value: <Money amount={latest.liabilities.total} /> },
          { term: _(TEXTS.snapshot), value: <time dateTime={latest.generated_at}>{formatDateTime(latest.generated_at, undefined, locale)}</time> },
        ]}
      />
    </section>
  );
}

function LatestRoot({ liabilities }: { liabilities: ProofOfReserves['latest']['liabilities'] }) {
  const { _, i18n } = useLingui();
  const signedIn = useAppSelector(selectUser) !== null;
  return (
    <section className="reserves-section" aria-labelledby="reserves-root-heading">
      <h2 id="reserves-root-heading">{_(ROOT_TEXTS.heading)}</h2>
      <FactList
        className="reserves-root"
        facts={[
          {
            term: _(ROOT_TEXTS.root),
            value: (
              <code className="reserves-long" dir="ltr" translate="no">
                {liabilities.root}
              </code>
            ),
          },
          { term: _(ROOT_TEXTS.investors), value: i18n.number(liabilities.investors) },
          {
            term: _(ROOT_TEXTS.taken),
            value: <time dateTime={liabilities.generated_at}>{formatDateTime(liabilities.generated_at, undefined, activeLocale())}</time>,
          },
        ]}
      />
      <p>{_(ROOT_TEXTS.explanation)}</p>
      <p>
        {signedIn ? (
          <Link className="btn btn-primary" to={PATHS.verifyBalance}>
            {_(ROOT_TEXTS.verify)}
          </Link>
        ) : (
          <Link className="btn btn-primary" to={PATHS.login}>
            {_(ROOT_TEXTS.signInToVerify)}
          </Link>
        )}
      </p>
    </section>
  );
}

function Reserves({ proof }: { proof: ProofOfReserves }) {
  const { _ } = useLingui();
  return (
    <>
      {proof.latest.demo && <DemoNotice />}
      <Headline latest={proof.latest} />
      <section className="reserves-section" aria-labelledby="reserves-coins-heading">
        <h2 id="reserves-coins-heading">{_(TEXTS.coinsHeading)}</h2>
        <CoinReservesTable coins={proof.latest.coins} />
      </section>
      {proof.history.length > 0 && (
        <section className="reserves-section" aria-labelledby="reserves-history-heading">
          <h2 id="reserves-history-heading">
            {_(TEXTS.historyHeading)}
            {proof.latest.demo && (
              <>
                {' '}
                <DemoBadge />
              </>
            )}
          </h2>
          {proof.latest.demo && <p className="reserves-demo-note">{_(TEXTS.historyDemoNote)}</p>}
          <RatioChart history={proof.history} />
        </section>
      )}
      <LatestRoot liabilities={proof.latest.liabilities} />
      <section className="reserves-section" aria-labelledby="reserves-addresses-heading">
        <h2 id="reserves-addresses-heading">{_(TEXTS.addressesHeading)}</h2>
        <ReserveAddressList addresses={proof.addresses} demo={proof.latest.demo} />
      </section>
    </>
  );
}

/** /proof-of-reserves: what the platform holds on chain against what it owes (docs/proof-of-reserves.md). */
export default function ProofOfReservesPage() {
  const { _ } = useLingui();
  const { data: proof, isError, error, refetch } = useGetProofOfReservesQuery();
  let content;
  if (proof) content = <Reserves proof={proof} />;
  else if (isError && isNotFound(error))
    content = (
      <EmptyState>
        <p>{_(TEXTS.nothingYet)}</p>
      </EmptyState>
    );
  else if (isError) content = <ErrorState message={readApiError(error, _(TEXTS.loadFailed)).message} onRetry={() => void refetch()} />;
  else content = <Skeleton shape="cards" label={_(TEXTS.loading)} />;

  return (
    <>
      <article className="container reserves-page" aria-labelledby="reserves-title">
        <header className="reserves-header">
          <h1 id="reserves-title">{_(TEXTS.title)}</h1>
          <p className="reserves-intro">{_(TEXTS.intro)}</p>
        </header>
        {content}
        <WhatItProves />
      </article>
      <SiteFooter />
    </>
  );
}
