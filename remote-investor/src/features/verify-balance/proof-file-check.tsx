import { checkProofFile, formatDateTime, formatUsd, type MerkleSumNode, type ProofFileCheck } from '@arcvest/shared/rules';
import { activeLocale, useLingui } from '@arcvest/shared';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { FILE_CHECK_TEXTS as TEXTS } from './messages';

type Shown = { state: 'idle' } | { state: 'checking'; file: string } | { state: 'checked'; file: string; check: ProofFileCheck };

/** What the check found, in a sentence with the reason when it fails. */
function Verdict({ check, published }: { check: ProofFileCheck; published: MerkleSumNode | undefined }) {
  const { _ } = useLingui();
  const locale = activeLocale();
  if (check.verdict === 'unreadable') return <p className="proof-check proof-check-mismatch">{_({ ...TEXTS.unreadable, values: { reason: check.reason } })}</p>;
  if (check.verdict === 'mismatch') return <p className="proof-check proof-check-mismatch">{_({ ...TEXTS.mismatch, values: { reason: check.reason } })}</p>;
  const { proof } = check;
  // A match: every share led to the file's root.
  const root = check.computed[0];
  const earlier = published !== undefined && (published.hash !== root.hash || published.sum !== root.sum);
  const figures = { balance: formatUsd(proof.sum, locale), total: formatUsd(root.sum, locale) };
  const matches =
    proof.shares.length === 1 ? _({ ...TEXTS.matchOne, values: figures }) : _({ ...TEXTS.matchMany, values: { ...figures, count: proof.shares.length } });
  return (
    <>
      <p className="proof-check proof-check-match">{matches}</p>
      {earlier && (
        <p>{proof.generated_at ? _({ ...TEXTS.earlierOn, values: { date: formatDateTime(proof.generated_at, undefined, locale) } }) : _(TEXTS.earlier)}</p>
      )}
    </>
  );
}

/**
 * "Check a proof file": a file chosen here is recomputed in the browser with the shared check
 * (the one `npm run verify-proof` runs), so an investor can check a file they kept or were sent,
 * and see a tampered one fail with the reason.
 */
export function ProofFileCheckSection({ published }: { published: MerkleSumNode | undefined }) {
  const { _ } = useLingui();
  const headingId = useId();
  const inputId = useId();
  const [shown, setShown] = useState<Shown>({ state: 'idle' });
  const latest = useRef(0);

  const check = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    const attempt = ++latest.current;
    setShown({ state: 'checking', file: file.name });
    const result = await file.text().then(
      (text) => checkProofFile(text, _),
      (): ProofFileCheck => ({ verdict: 'unreadable', reason: _(TEXTS.readFailed) }),
    );
    // A file chosen meanwhile wins: its answer is the one to show.
    if (attempt === latest.current) setShown({ state: 'checked', file: file.name, check: result });
  };

  return (
    <section className="proof-file-check" aria-labelledby={headingId}>
      <h2 id={headingId}>{_(TEXTS.heading)}</h2>
      <p>{_(TEXTS.intro)}</p>
      <div className="field">
        <label htmlFor={inputId}>{_(TEXTS.label)}</label>
        <input id={inputId} type="file" accept="application/json,.json" onChange={(event) => void check(event)} />
      </div>
      <div role="status" aria-live="polite">
        {shown.state === 'checking' && <p>{_({ ...TEXTS.checking, values: { file: shown.file } })}</p>}
        {shown.state === 'checked' && (
          <>
            <p className="proof-file-name" translate="no">
              {shown.file}
            </p>
            <Verdict check={shown.check} published={published} />
          </>
        )}
      </div>
    </section>
  );
}
