/**
 * @jest-environment node
 */
// Node's environment: jsdom's window has no crypto.subtle, which browsers and Node 20 both have.
import { buildMerkleSumTree, merkleSumProof } from './merkle-sum';
import { checkProofFile } from './proof-file';

/** The second of three users' proof, as the API answers it. */
async function proofText(change: (proof: Record<string, unknown>) => Record<string, unknown> = (proof) => proof): Promise<string> {
  const leaves = [
    { userId: 7, nonce: '1'.repeat(32), sum: 250_00 },
    { userId: 3, nonce: 'ab'.repeat(16), sum: 1_000_00 },
    { userId: 12, nonce: 'f'.repeat(32), sum: 5 },
  ];
  const tree = await buildMerkleSumTree(leaves);
  const proof = { user_id: 3, nonce: leaves[1].nonce, sum: 1_000_00, path: merkleSumProof(tree, 1), root: tree.root, generated_at: '2026-11-27T08:00:00.000Z' };
  return JSON.stringify(change(proof));
}

describe('checkProofFile', () => {
  it('matches a proof whose leaf and path lead to its root, and gives the computed root', async () => {
    const text = await proofText();
    const check = await checkProofFile(text);
    expect(check.verdict).toBe('match');
    expect(check.verdict === 'match' && check.computed).toEqual(JSON.parse(text).root);
  });

  it('says a changed sum does not match, giving both sums', async () => {
    const check = await checkProofFile(await proofText((proof) => ({ ...proof, sum: 999_99 })));
    expect(check).toEqual(expect.objectContaining({
      verdict: 'mismatch',
      reason: 'the computed root differs from the published one: the path adds up to 125004 cents, the file’s root says 125005 cents',
    }));
  });

  it('says which hash it computed when only a hash was changed', async () => {
    const check = await checkProofFile(await proofText((proof) => ({ ...proof, nonce: '0'.repeat(32) })));
    expect(check.verdict).toBe('mismatch');
    expect(check.verdict === 'mismatch' && check.reason).toMatch(/^the computed root differs from the published one: the sums agree \(125005 cents\) but the hash is [0-9a-f]{64}, not [0-9a-f]{64}$/);
  });

  it('refuses what is not a proof, saying why, without computing', async () => {
    expect(await checkProofFile('{ not json')).toEqual({ verdict: 'unreadable', reason: expect.stringMatching(/^the file is not JSON \(/) });
    expect(await checkProofFile('[1, 2]')).toEqual({ verdict: 'unreadable', reason: 'the file is not a proof: it needs user_id, nonce, sum, path and root' });
    expect((await checkProofFile(await proofText((proof) => ({ ...proof, path: [null] })))).verdict).toBe('unreadable');
    expect(await checkProofFile(await proofText((proof) => ({ ...proof, nonce: 'not hex' })))).toEqual({
      verdict: 'unreadable',
      reason: 'the proof is malformed: A nonce must be 32 lowercase hex characters',
    });
    expect(await checkProofFile(await proofText((proof) => ({ ...proof, sum: '100000' })))).toEqual(expect.objectContaining({ verdict: 'unreadable' }));
  });
});
