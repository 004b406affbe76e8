import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildMerkleSumTree, merkleSumProof } from '../shared/src/rules/merkle-sum';

const root = path.join(__dirname, '..');
const dir = mkdtempSync(path.join(os.tmpdir(), 'verify-proof-'));

/** Runs `npm run verify-proof -- <file>` as a user would. */
function verify(proof: unknown) {
  const file = path.join(dir, `proof-${Math.random().toString(16).slice(2)}.json`);
  writeFileSync(file, typeof proof === 'string' ? proof : JSON.stringify(proof));
  const run = spawnSync('npm', ['run', '--silent', 'verify-proof', '--', file], { cwd: root, encoding: 'utf8' });
  return { status: run.status, output: run.stdout + run.stderr };
}

describe('npm run verify-proof', () => {
  /** A proof as GET /api/proof-of-liabilities/me answers it: user 3's three shares among five users' leaves. */
  async function goodProof() {
    const owners = [1, 3, 2, 3, 4, 5, 3, 1];
    const leaves = owners.map((userId, index) => ({ userId, nonce: index.toString(16).repeat(32), sum: (index + 1) * 1_000 }));
    const tree = await buildMerkleSumTree(leaves);
    const mine = [1, 3, 6];
    return {
      user_id: 3,
      sum: 2_000 + 4_000 + 7_000,
      shares: mine.map((index) => ({ nonce: leaves[index].nonce, sum: leaves[index].sum, path: merkleSumProof(tree, index) })),
      root: tree.root,
      generated_at: '2026-11-27T08:00:00.000Z',
    };
  }

  it('exits 0 on a proof that leads to its root', async () => {
    const proof = await goodProof();
    const run = verify(proof);
    expect(run.output).toContain('Balance: user 3, 13000 cents in 3 shares, snapshot of 2026-11-27T08:00:00.000Z');
    expect(run.output).toContain(`Share 2: 4000 cents, computed root ${proof.root.hash} (sum 36000)`);
    expect(run.output).toContain('VERIFIED: this balance is included in the published root.');
    expect(run.status).toBe(0);
  });

  it('exits 1 on a tampered proof, saying so', async () => {
    const proof = await goodProof();
    const lowered = (share: (typeof proof.shares)[number]) => ({ ...share, sum: share.sum - 1 });
    const tampered = [
      // A share lowered, and the balance with it, as if the platform had counted less.
      { ...proof, sum: proof.sum - 1, shares: [lowered(proof.shares[0]), ...proof.shares.slice(1)] },
      {
        ...proof,
        shares: proof.shares.map((share, i) =>
          i === 2 ? { ...share, path: share.path.map((step, j) => (j === 1 ? { ...step, sum: step.sum - 1 } : step)) } : share,
        ),
      },
      { ...proof, root: { ...proof.root, hash: proof.root.hash.replace(/^./, (c) => (c === 'f' ? 'e' : 'f')) } },
    ];
    for (const file of tampered) {
      const run = verify(file);
      expect(run.output).toContain('NOT VERIFIED: the computed root differs from the published one');
      expect(run.status).toBe(1);
    }
    // A share left out: what is left leads to the root but does not make up the balance.
    const short = verify({ ...proof, shares: proof.shares.slice(1) });
    expect(short.output).toContain('NOT VERIFIED: the shares add up to 11000 cents, not the stated balance of 13000 cents');
    expect(short.status).toBe(1);
    const twice = verify({ ...proof, sum: 8_000, shares: [proof.shares[0], proof.shares[1], proof.shares[0]] });
    expect(twice.output).toContain('NOT VERIFIED: two shares have the same nonce');
    expect(twice.status).toBe(1);
    const malformed = verify({ ...proof, shares: [{ ...proof.shares[0], nonce: 'not hex' }, ...proof.shares.slice(1)] });
    expect(malformed.output).toContain('NOT VERIFIED: the proof is malformed');
    expect(malformed.status).toBe(1);
    expect(verify('{ not json').status).toBe(1);
  });
});
