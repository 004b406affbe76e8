import { EmptyState, ErrorState, isNotFound, readApiError, Skeleton, type LiabilityProof } from '@arcvest/shared';
import { ReviewFacts } from '@arcvest/shared/dashboard-ui';
import { checkProof, formatDateTime, formatUsd } from '@arcvest/shared/rules';
import { useEffect, useId, useState } from 'react';
import { useGetOwnLiabilityProofQuery } from './api';
import { ProofFileCheckSection } from './proof-file-check';
import './verify-balance.css';

type Check = 'checking' | 'match' | 'mismatch';

/**
 * Recomputes the root from every share here, in the browser (Web Crypto), and adds the shares up,
 * so the answer does not rest on our server's word.
 */
function useProofCheck(proof: LiabilityProof | undefined): Check {
  // Each verdict with the proof it is for: a new proof is being checked until its own comes.
  const [verdict, setVerdict] = useState<{ proof: LiabilityProof; check: Check } | null>(null);
  useEffect(() => {
    if (!proof) return undefined;
    let current = true;
    checkProof(proof).then(
      (result) => current && setVerdict({ proof, check: result.verdict === 'match' ? 'match' : 'mismatch' }),
      () => current && setVerdict({ proof, check: 'mismatch' }),
    );
    return () => {
      current = false;
    };
  }, [proof]);
  return verdict !== null && verdict.proof === proof ? verdict.check : 'checking';
}

const CHECK_TEXT: Record<Check, string> = {
  checking: 'Checking your proof against the published root …',
  match: 'Verified: your balance is included in the published total.',
  mismatch: 'Does not match: this proof does not lead to the published root.',
};

function ProofDetails({ proof }: { proof: LiabilityProof }) {
  const check = useProofCheck(proof);
  const sharesHeadingId = useId();
  const file = `data:application/json;charset=utf-8,${encodeURIComponent(JSON.stringify(proof, null, 2))}`;
  const parts = proof.shares.length;
  return (
    <>
      <p role="status" className={`proof-check proof-check-${check}`}>
        {CHECK_TEXT[check]}
      </p>
      <ReviewFacts
        facts={[
          { label: 'Snapshot taken', value: formatDateTime(proof.generated_at) },
          { label: 'Your balance in it', value: formatUsd(proof.sum) },
          { label: 'Owed to all investors', value: formatUsd(proof.root.sum) },
        ]}
      />
      <section className="proof-shares-section" aria-labelledby={sharesHeadingId}>
        <h2 id={sharesHeadingId}>How your balance is counted</h2>
        {parts === 1 ? (
          <p>Your balance is counted as one entry, placed at a random spot in the list, with nothing that names you.</p>
        ) : (
          <p>
            Your balance is counted as {parts} entries of random size, each at a random spot in the list, so no other investor’s proof reveals your balance.
            Each entry leads to the published total, and together they make up your balance.
          </p>
        )}
        <ul className="proof-shares">
          {proof.shares.map((share) => (
            <li key={share.nonce} className="proof-share-sum">
              {formatUsd(share.sum)}
            </li>
          ))}
        </ul>
      </section>
      <p>
        <a className="btn btn-secondary" href={file} download={`proof-of-liabilities-${proof.generated_at.slice(0, 10)}.json`}>
          Download my proof
        </a>
      </p>
      <details className="proof-technical">
        <summary>Technical details</summary>
        <ReviewFacts
          facts={[
            { label: 'Published root hash', value: <code className="proof-hash">{proof.root.hash}</code>, kind: 'note' },
            ...proof.shares.map((share, index) => ({
              label: `Entry ${index + 1} salt`,
              value: <code className="proof-hash">{share.nonce}</code>,
              kind: 'note' as const,
            })),
            { label: 'Hashes from each entry to the root', value: String(proof.shares[0].path.length) },
          ]}
        />
        <p>
          The downloaded file is JSON. Anyone can recompute it without our server with the open verification tool (
          <code>npm run verify-proof -- proof.json</code>), or below in this browser.
        </p>
      </details>
    </>
  );
}

/** /dashboard/verify-balance: the investor's own proof of liabilities (docs/proof-of-reserves.md). */
export default function VerifyBalancePage() {
  const { data: proof, isError, error, refetch } = useGetOwnLiabilityProofQuery();
  let content;
  if (proof) content = <ProofDetails proof={proof} />;
  else if (isError && isNotFound(error)) {
    content = (
      <EmptyState>
        <p>{readApiError(error, 'No proof of liabilities yet.').message}</p>
      </EmptyState>
    );
  } else if (isError) content = <ErrorState message={readApiError(error, 'Your proof could not be loaded.').message} onRetry={refetch} />;
  else content = <Skeleton label="Loading your proof" />;

  return (
    <section className="verify-balance">
      <header className="page-title">
        <h1>Verify my balance is included</h1>
      </header>
      <p>
        Each day the platform publishes what it owes all investors together, sealed so that no figure in it can change afterwards. Your proof shows that your
        balance (wallet plus active plans) is counted in that total.
      </p>
      {content}
      <ProofFileCheckSection published={proof?.root} />
    </section>
  );
}
