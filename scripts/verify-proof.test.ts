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
  /** A proof as GET /api/proof-of-liabilities/me answers it: the third of five users. */
  async function goodProof() {
    const leaves = [1, 2, 3, 4, 5].map((userId) => ({ userId, nonce: String(userId).repeat(32), sum: userId * 1_000 }));
    const tree = await buildMerkleSumTree(leaves);
    return {
      user_id: 3,
      nonce: leaves[2].nonce,
      sum: 3_000,
      path: merkleSumProof(tree, 2),
      root: tree.root,
      generated_at: '2026-11-27T08:00:00.000Z',
    };
  }

  it('exits 0 on a proof that leads to its root', async () => {
    const proof = await goodProof();
    const run = verify(proof);
    expect(run.output).toContain('VERIFIED');
    expect(run.output).toContain(`Computed root: ${proof.root.hash} (sum 15000)`);
    expect(run.status).toBe(0);
  });

  it('exits 1 on a tampered proof, saying so', async () => {
    const proof = await goodProof();
    const tampered = [
      { ...proof, sum: proof.sum + 1 },
      { ...proof, path: proof.path.map((step, i) => (i === 1 ? { ...step, sum: step.sum - 1 } : step)) },
      { ...proof, root: { ...proof.root, hash: proof.root.hash.replace(/^./, (c) => (c === 'f' ? 'e' : 'f')) } },
    ];
    for (const file of tampered) {
      const run = verify(file);
      expect(run.output).toContain('NOT VERIFIED: the computed root differs from the published one');
      expect(run.status).toBe(1);
    }
    const malformed = verify({ ...proof, nonce: 'not hex' });
    expect(malformed.output).toContain('NOT VERIFIED: the proof is malformed');
    expect(malformed.status).toBe(1);
    expect(verify('{ not json').status).toBe(1);
  });
});
