import { checkProofFile, formatDateTime, formatUsd, type MerkleSumNode, type ProofFileCheck } from '@arcvest/shared/rules';
import { useId, useRef, useState, type ChangeEvent } from 'react';

type Shown = { state: 'idle' } | { state: 'checking'; file: string } | { state: 'checked'; file: string; check: ProofFileCheck };

/** What the check found, in a sentence with the reason when it fails. */
function Verdict({ check, published }: { check: ProofFileCheck; published: MerkleSumNode | undefined }) {
  if (check.verdict === 'unreadable') return <p className="proof-check proof-check-mismatch">Cannot check this file: {check.reason}.</p>;
  if (check.verdict === 'mismatch') return <p className="proof-check proof-check-mismatch">Does not match: {check.reason}.</p>;
  const { proof } = check;
  // A match: every share led to the file's root.
  const root = check.computed[0];
  const earlier = published !== undefined && (published.hash !== root.hash || published.sum !== root.sum);
  const what =
    proof.shares.length === 1 ? `a balance of ${formatUsd(proof.sum)} leads` : `the ${proof.shares.length} shares of a balance of ${formatUsd(proof.sum)} lead`;
  return (
    <>
      <p className="proof-check proof-check-match">
        Matches: {what} to the file’s root, whose total is {formatUsd(root.sum)}.
      </p>
      {earlier && (
        <p>
          That root is not the latest published one: the file is from another snapshot
          {proof.generated_at ? ` (${formatDateTime(proof.generated_at)})` : ''}.
        </p>
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
  const headingId = useId();
  const inputId = useId();
  const [shown, setShown] = useState<Shown>({ state: 'idle' });
  const latest = useRef(0);

  const check = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    const attempt = ++latest.current;
    setShown({ state: 'checking', file: file.name });
    const result = await file.text().then(checkProofFile, (): ProofFileCheck => ({ verdict: 'unreadable', reason: 'the file could not be read' }));
    // A file chosen meanwhile wins: its answer is the one to show.
    if (attempt === latest.current) setShown({ state: 'checked', file: file.name, check: result });
  };

  return (
    <section className="proof-file-check" aria-labelledby={headingId}>
      <h2 id={headingId}>Check a proof file</h2>
      <p>Choose a proof file, yours from this page or one you kept: it is checked here in your browser, without asking our server.</p>
      <div className="field">
        <label htmlFor={inputId}>Proof file (JSON)</label>
        <input id={inputId} type="file" accept="application/json,.json" onChange={(event) => void check(event)} />
      </div>
      <div role="status" aria-live="polite">
        {shown.state === 'checking' && <p>Checking {shown.file} …</p>}
        {shown.state === 'checked' && (
          <>
            <p className="proof-file-name">{shown.file}</p>
            <Verdict check={shown.check} published={published} />
          </>
        )}
      </div>
    </section>
  );
}
