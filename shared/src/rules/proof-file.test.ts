/**
 * @jest-environment node
 */
// Node's environment: jsdom's window has no crypto.subtle, which browsers and Node 20 both have.
import { buildMerkleSumTree, merkleSumProof } from './merkle-sum';
import { checkProofFile } from './proof-file';

/** User 3's proof, as the API answers it: two shares of $1,000.00 among the leaves of three users. */
async function proofText(change: (proof: Record<string, unknown>) => Record<string, unknown> = (proof) => proof): Promise<string> {
  const leaves = [
    { userId: 7, nonce: '1'.repeat(32), sum: 100_00 },
    { userId: 3, nonce: 'ab'.repeat(16), sum: 400_00 },
    { userId: 12, nonce: 'f'.repeat(32), sum: 5 },
    { userId: 7, nonce: '2'.repeat(32), sum: 150_00 },
    { userId: 3, nonce: 'cd'.repeat(16), sum: 600_00 },
  ];
  const tree = await buildMerkleSumTree(leaves);
  const share = (index: number) => ({ nonce: leaves[index].nonce, sum: leaves[index].sum, path: merkleSumProof(tree, index) });
  const proof = { user_id: 3, sum: 1_000_00, shares: [share(1), share(4)], root: tree.root, generated_at: '2026-11-27T08:00:00.000Z' };
  return JSON.stringify(change(proof));
}

type Share = { nonce: string; sum: number; path: unknown[] };
const withShare = (index: number, change: (share: Share) => Share) => (proof: Record<string, unknown>) => ({
  ...proof,
  shares: (proof.shares as Share[]).map((share, i) => (i === index ? change(share) : share)),
});

describe('checkProofFile', () => {
  it('matches a proof whose every share leads to its root and whose shares add up to the balance, giving each computed root', async () => {
    const text = await proofText();
    const check = await checkProofFile(text);
    expect(check.verdict).toBe('match');
    expect(check.verdict === 'match' && check.computed).toEqual([JSON.parse(text).root, JSON.parse(text).root]);
  });

  it('says a lowered share does not match, naming the share and both sums', async () => {
    const check = await checkProofFile(await proofText((proof) => withShare(1, (share) => ({ ...share, sum: 599_99 }))({ ...proof, sum: 999_99 })));
    expect(check).toEqual(
      expect.objectContaining({
        verdict: 'mismatch',
        reason: 'the computed root differs from the published one: the path of share 2 of 2 adds up to 125004 cents, the file’s root says 125005 cents',
      }),
    );
  });

  it('says which hash it computed when only a hash was changed', async () => {
    const check = await checkProofFile(await proofText(withShare(0, (share) => ({ ...share, nonce: '0'.repeat(32) }))));
    expect(check.verdict).toBe('mismatch');
    expect(check.verdict === 'mismatch' && check.reason).toMatch(
      /^the computed root differs from the published one: the sums agree \(125005 cents\) but share 1 of 2 leads to the hash [0-9a-f]{64}, not [0-9a-f]{64}$/,
    );
  });

  it('says when the shares do not add up to the stated balance', async () => {
    const check = await checkProofFile(await proofText((proof) => ({ ...proof, sum: 2_000_00 })));
    expect(check).toEqual(
      expect.objectContaining({ verdict: 'mismatch', reason: 'the shares add up to 100000 cents, not the stated balance of 200000 cents' }),
    );
    const short = await checkProofFile(await proofText((proof) => ({ ...proof, shares: (proof.shares as Share[]).slice(0, 1) })));
    expect(short).toEqual(expect.objectContaining({ verdict: 'mismatch', reason: 'the shares add up to 40000 cents, not the stated balance of 100000 cents' }));
  });

  it('refuses one leaf given twice to make up a balance', async () => {
    // The second share replaced by the first: both lead to the root, and 2 x $400 would pass for $800.
    const check = await checkProofFile(
      await proofText((proof) => ({ ...proof, sum: 800_00, shares: [(proof.shares as Share[])[0], (proof.shares as Share[])[0]] })),
    );
    expect(check).toEqual(expect.objectContaining({ verdict: 'mismatch', reason: 'two shares have the same nonce: one leaf would be counted twice' }));
  });

  it('still checks a file saved before balances were split: one leaf, its nonce and path beside the sum', async () => {
    const leaves = [
      { userId: 7, nonce: '1'.repeat(32), sum: 250_00 },
      { userId: 3, nonce: 'ab'.repeat(16), sum: 1_000_00 },
    ];
    const tree = await buildMerkleSumTree(leaves);
    const old = { user_id: 3, nonce: leaves[1].nonce, sum: 1_000_00, path: merkleSumProof(tree, 1), root: tree.root };
    expect((await checkProofFile(JSON.stringify(old))).verdict).toBe('match');
    expect(await checkProofFile(JSON.stringify({ ...old, sum: 999_99 }))).toEqual(
      expect.objectContaining({
        verdict: 'mismatch',
        reason: 'the computed root differs from the published one: the path of the share adds up to 124999 cents, the file’s root says 125000 cents',
      }),
    );
  });

  it('refuses what is not a proof, saying why, without computing', async () => {
    expect(await checkProofFile('{ not json')).toEqual({ verdict: 'unreadable', reason: expect.stringMatching(/^the file is not JSON \(/) });
    const notProof = { verdict: 'unreadable', reason: 'the file is not a proof: it needs user_id, sum, shares (each with nonce, sum and path) and root' };
    expect(await checkProofFile('[1, 2]')).toEqual(notProof);
    expect(await checkProofFile(await proofText((proof) => ({ ...proof, shares: [] })))).toEqual(notProof);
    expect(await checkProofFile(await proofText(withShare(0, (share) => ({ ...share, path: [null] }))))).toEqual(notProof);
    expect(await checkProofFile(await proofText(withShare(1, (share) => ({ ...share, nonce: 'not hex' }))))).toEqual({
      verdict: 'unreadable',
      reason: 'the proof is malformed: share 2: A nonce must be 32 lowercase hex characters',
    });
    expect(await checkProofFile(await proofText(withShare(0, (share) => ({ ...share, sum: '40000' as never }))))).toEqual(
      expect.objectContaining({ verdict: 'unreadable' }),
    );
    expect(await checkProofFile(await proofText((proof) => ({ ...proof, sum: '100000' })))).toEqual({
      verdict: 'unreadable',
      reason: 'the proof is malformed: the balance is not a whole number of cents',
    });
  });
});
