import { activeLocale, EmptyState, ErrorState, isNotFound, readApiError, Skeleton, Trans, useLingui, type LiabilityProof } from '@arcvest/shared';
import { ReviewFacts } from '@arcvest/shared/dashboard-ui';
import { checkProof, formatDateTime, formatUsd } from '@arcvest/shared/rules';
import { useEffect, useId, useState } from 'react';
import { useGetOwnLiabilityProofQuery } from './api';
import { VERIFY_TEXTS as TEXTS } from './messages';
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

const CHECK_TEXT: Record<Check, typeof TEXTS.checking> = {
  checking: TEXTS.checking,
  match: TEXTS.match,
  mismatch: TEXTS.mismatch,
};

function ProofDetails({ proof }: { proof: LiabilityProof }) {
  const { _ } = useLingui();
  const locale = activeLocale();
  const check = useProofCheck(proof);
  const sharesHeadingId = useId();
  const file = `data:application/json;charset=utf-8,${encodeURIComponent(JSON.stringify(proof, null, 2))}`;
  const parts = proof.shares.length;
  return (
    <>
      <p role="status" className={`proof-check proof-check-${check}`}>
        {_(CHECK_TEXT[check])}
      </p>
      <ReviewFacts
        facts={[
          { label: _(TEXTS.snapshotTaken), value: <time dateTime={proof.generated_at}>{formatDateTime(proof.generated_at, undefined, locale)}</time> },
          { label: _(TEXTS.yourBalance), value: formatUsd(proof.sum, locale) },
          { label: _(TEXTS.owedToAll), value: formatUsd(proof.root.sum, locale) },
        ]}
      />
      <section className="proof-shares-section" aria-labelledby={sharesHeadingId}>
        <h2 id={sharesHeadingId}>{_(TEXTS.sharesHeading)}</h2>
        <p>{parts === 1 ? _(TEXTS.oneShare) : _({ ...TEXTS.manyShares, values: { parts } })}</p>
        <ul className="proof-shares">
          {proof.shares.map((share) => (
            <li key={share.nonce} className="proof-share-sum">
              {formatUsd(share.sum, locale)}
            </li>
          ))}
        </ul>
      </section>
      <p>
        <a className="btn btn-secondary" href={file} download={`proof-of-liabilities-${proof.generated_at.slice(0, 10)}.json`}>
          {_(TEXTS.download)}
        </a>
      </p>
      <details className="proof-technical">
        <summary>{_(TEXTS.technical)}</summary>
        <ReviewFacts
          facts={[
            {
              label: _(TEXTS.rootHash),
              value: (
                <code className="proof-hash" dir="ltr" translate="no">
                  {proof.root.hash}
                </code>
              ),
              kind: 'note',
            },
            ...proof.shares.map((share, index) => ({
              label: _({ ...TEXTS.entrySalt, values: { number: index + 1 } }),
              value: (
                <code className="proof-hash" dir="ltr" translate="no">
                  {share.nonce}
                </code>
              ),
              kind: 'note' as const,
            })),
            { label: _(TEXTS.pathLength), value: String(proof.shares[0].path.length) },
          ]}
        />
        <p>
          <Trans
            {...TEXTS.tool}
            components={{
              0: (
                <code dir="ltr" translate="no">
                  {'npm run verify-proof -- proof.json'}
                </code>
              ),
            }}
          />
        </p>
      </details>
    </>
  );
}

/** /dashboard/verify-balance: the investor's own proof of liabilities (docs/proof-of-reserves.md). */
export default function VerifyBalancePage() {
  const { _ } = useLingui();
  const { data: proof, isError, error, refetch } = useGetOwnLiabilityProofQuery();
  let content;
  if (proof) content = <ProofDetails proof={proof} />;
  else if (isError && isNotFound(error)) {
    content = (
      <EmptyState>
        {/* The server says which: none published, or this account not in it (English until slice 4, docs/i18n.md). */}
        <p>{readApiError(error, _(TEXTS.none)).message}</p>
      </EmptyState>
    );
  } else if (isError) content = <ErrorState message={readApiError(error, _(TEXTS.loadFailed)).message} onRetry={refetch} />;
  else content = <Skeleton label={_(TEXTS.loading)} />;

  return (
    <section className="verify-balance">
      <header className="page-title">
        <h1>{_(TEXTS.title)}</h1>
      </header>
      <p>{_(TEXTS.intro)}</p>
      {content}
      <ProofFileCheckSection published={proof?.root} />
    </section>
  );
}
