import { EmptyState, ErrorState, isNotFound, readApiError, Skeleton, type LiabilityProof } from '@arcvest/shared';
import { ReviewFacts } from '@arcvest/shared/dashboard-ui';
import { checkProof, formatUsd } from '@arcvest/shared/rules';
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
  const [check, setCheck] = useState<Check>('checking');
  useEffect(() => {
    if (!proof) return undefined;
    let current = true;
    setCheck('checking');
    checkProof(proof).then(
      (result) => current && setCheck(result.verdict === 'match' ? 'match' : 'mismatch'),
      () => current && setCheck('mismatch'),
    );
    return () => {
      current = false;
    };
  }, [proof]);
  return check;
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
  return (
    <>
      <p role="status" className={`proof-check proof-check-${check}`}>{CHECK_TEXT[check]}</p>
      <ReviewFacts
        facts={[
          { label: 'Snapshot', value: new Date(proof.generated_at).toUTCString() },
          { label: 'Your balance in it', value: formatUsd(proof.sum) },
          { label: 'Published total', value: formatUsd(proof.root.sum) },
          { label: 'Published root', value: <code className="proof-hash">{proof.root.hash}</code>, kind: 'note' },
          { label: 'Steps to the root', value: `${proof.shares[0].path.length} from each share` },
        ]}
      />
      <section className="proof-shares-section" aria-labelledby={sharesHeadingId}>
        <h2 id={sharesHeadingId}>Your shares</h2>
        {proof.shares.length === 1 ? (
          <p>Your balance is one leaf, with its own nonce at a random place in the tree: a balance of 1 cent cannot be split into shares.</p>
        ) : (
          <p>
            Your balance is counted as {proof.shares.length} random shares, each a leaf of its own with its own nonce at a random place in
            the tree, so no other investor’s proof shows your balance. Each must lead to the root, and together they make up your balance.
          </p>
        )}
        <ul className="proof-shares">
          {proof.shares.map((share) => (
            <li key={share.nonce}>
              <span className="proof-share-sum">{formatUsd(share.sum)}</span>
              <span>nonce <code className="proof-hash">{share.nonce}</code></span>
            </li>
          ))}
        </ul>
      </section>
      <p>
        <a className="btn btn-secondary" href={file} download={`proof-of-liabilities-${proof.generated_at.slice(0, 10)}.json`}>
          Download my proof (JSON)
        </a>
      </p>
      <p>
        Check it without our server: <code>npm run verify-proof -- proof.json</code> in the platform’s repository, or by the
        algorithm its README gives.
      </p>
    </>
  );
}

/** /dashboard/verify-balance: the investor's own proof of liabilities (docs/proof-of-reserves.md). */
export default function VerifyBalancePage() {
  const { data: proof, isError, error, refetch } = useGetOwnLiabilityProofQuery();
  let content;
  if (proof) content = <ProofDetails proof={proof} />;
  else if (isError && isNotFound(error)) {
    content = <EmptyState><p>{readApiError(error, 'No proof of liabilities yet.').message}</p></EmptyState>;
  } else if (isError) content = <ErrorState message={readApiError(error, 'Your proof could not be loaded.').message} onRetry={refetch} />;
  else content = <Skeleton label="Loading your proof" />;

  return (
    <section className="verify-balance">
      <header className="page-title"><h1>Verify my balance is included</h1></header>
      <p>
        Each day the platform publishes the root of a tree of what it owes every investor. Your proof shows that your balance
        (wallet plus active plans) is counted in that total.
      </p>
      {content}
      <ProofFileCheckSection published={proof?.root} />
    </section>
  );
}
