import { activeLocale, Button, isNotFound, Money, readApiError, showApiError, useLingui, useToast, type LiabilitiesSnapshot, FactList } from '@arcvest/shared';
import { formatDateTime, formattingLocale, formatUsd } from '@arcvest/shared/rules';
import { useStaffCan } from '@arcvest/shared/dashboard-ui';
import { useGetLatestLiabilitiesQuery, useTakeLiabilitiesSnapshotMutation } from './api';
import { SNAPSHOT_TEXTS as TEXTS } from './messages';

function SnapshotFacts({ snapshot }: { snapshot: LiabilitiesSnapshot }) {
  const { _ } = useLingui();
  return (
    <FactList
      className="reserves-facts"
      facts={[
        { term: _(TEXTS.taken), value: <time dateTime={snapshot.generated_at}>{formatDateTime(snapshot.generated_at, undefined, activeLocale())}</time> },
        { term: _(TEXTS.owed), value: <Money amount={snapshot.total} /> },
        { term: _(TEXTS.investors), value: snapshot.investors.toLocaleString(formattingLocale(activeLocale())) },
        {
          term: _(TEXTS.root),
          value: (
            <span dir="ltr" translate="no">
              {snapshot.root}
            </span>
          ),
          row: { className: 'reserves-facts-wide' },
          valueClassName: 'reserves-long',
        },
      ]}
    />
  );
}

/**
 * The latest snapshot of what is owed, and "Take snapshot now": the server also takes one daily after
 * the accrual run; an admin takes one after registering a reserve address, so the public page counts it.
 */
export function SnapshotCard() {
  const { data: snapshot, isError, error, refetch } = useGetLatestLiabilitiesQuery();
  const { _ } = useLingui();
  const [take, { isLoading: taking }] = useTakeLiabilitiesSnapshotMutation();
  const toast = useToast();
  // A snapshot is a money decision (finance and owners); the other roles read the latest.
  const mayTake = useStaffCan('money.decide');
  const takeNow = async () => {
    try {
      const taken = await take().unwrap();
      toast.success(_({ ...TEXTS.takenToast, values: { count: taken.investors, total: formatUsd(taken.total, activeLocale()) } }));
    } catch (failure) {
      showApiError(toast, failure, _(TEXTS.takeFailed));
    }
  };

  let content;
  if (snapshot) content = <SnapshotFacts snapshot={snapshot} />;
  else if (isError && isNotFound(error)) content = <p>{_(TEXTS.none)}</p>;
  else if (isError)
    content = (
      <p role="alert">
        {readApiError(error, _(TEXTS.loadFailed)).message}{' '}
        <Button variant="ghost" onClick={() => void refetch()}>
          {_(TEXTS.tryAgain)}
        </Button>
      </p>
    );
  else content = <p role="status">{_(TEXTS.loading)}</p>;

  return (
    <section className="card reserves-card" aria-labelledby="reserves-snapshot-heading">
      <h2 id="reserves-snapshot-heading">{_(TEXTS.heading)}</h2>
      <p className="reserves-card-intro">{_(TEXTS.intro)}</p>
      {content}
      {mayTake && (
        <Button onClick={() => void takeNow()} busy={taking}>
          {_(TEXTS.takeNow)}
        </Button>
      )}
    </section>
  );
}
