import { formatUsd, WITHDRAWAL_LIMITS } from '@arcvest/shared/rules';
import { activeLocale, Link, PATHS, Money, Trans, useLingui, type Cents, FactList } from '@arcvest/shared';
import { useGetAllowanceQuery } from './api';
import { LIMIT_TEXTS as TEXTS } from './messages';

/** How the next level is reached, by the level the user is at (docs/levels-and-limits.md#account-levels). */
const RAISE_LIMIT: Record<number, { to: string; action: typeof TEXTS.verifyEmail }> = {
  1: { to: PATHS.verifyEmail, action: TEXTS.verifyEmail },
  2: { to: PATHS.verifyIdentity, action: TEXTS.verifyIdentity },
};

/** The rolling 24-hour limit as the server counts it (docs/levels-and-limits.md#daily-withdrawal-limits). */
function DailyLimit() {
  const { _ } = useLingui();
  const { data: allowance, isError } = useGetAllowanceQuery();
  if (isError) return <>{_(TEXTS.dailyFailed)}</>;
  if (!allowance) return <>{_(TEXTS.loading)}</>;
  if (allowance.daily_limit === null || allowance.left_today === null) return <>{_(TEXTS.noDaily)}</>;
  return <Trans {...TEXTS.daily} components={{ 0: <Money amount={allowance.daily_limit} />, 1: <strong />, 2: <Money amount={allowance.left_today} /> }} />;
}

/** "Verify your email address to raise it to $1,000.00.": the link, then what it unlocks. */
function RaiseLimit({ level }: { level: number }) {
  const { _ } = useLingui();
  const raise = RAISE_LIMIT[level];
  if (!raise) return null;
  const next = WITHDRAWAL_LIMITS[level + 1];
  const link = { 0: <Link to={raise.to} /> };
  return (
    <>
      {' '}
      {next === undefined ? (
        <Trans {...TEXTS.raiseToAny} values={{ action: _(raise.action) }} components={link} />
      ) : (
        <Trans {...TEXTS.raiseTo} values={{ action: _(raise.action), limit: formatUsd(next, activeLocale()) }} components={link} />
      )}
    </>
  );
}

/** What the user may withdraw before typing anything: the balance, the level's limits and how to raise them, every amount in cents as the daily limit beside it. */
export function WithdrawalLimit({ wallet, level }: { wallet: Cents; level: number }) {
  const { _ } = useLingui();
  const limit = WITHDRAWAL_LIMITS[level];
  return (
    <FactList
      className="card withdrawal-facts"
      facts={[
        { term: _(TEXTS.available), value: <Money fit amount={wallet} />, valueClassName: 'withdrawal-balance' },
        {
          term: _({ ...TEXTS.yourLimit, values: { level } }),
          value: (
            <>
              {limit === undefined ? _(TEXTS.noLimit) : <Trans {...TEXTS.perWithdrawal} components={{ 0: <Money amount={limit} /> }} />}
              <RaiseLimit level={level} />
            </>
          ),
        },
        { term: _(TEXTS.dailyLimit), value: <DailyLimit /> },
      ]}
    />
  );
}
