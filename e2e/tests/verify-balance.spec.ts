import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { apiToken, bearer, investorWithBalance } from '../support/api';
import { checkPageAtBothWidths } from '../support/page-check';
import { signInThroughApi } from '../support/session';
import { INVESTOR_PASSWORD } from '../support/sign-up';

/*
 * Issue 24's check, as an investor makes it: after an admin's snapshot, the "Verify my balance is
 * included" page recomputes the proof in the browser and says it matches; the proof downloads as a
 * file that `npm run verify-proof` accepts, and a copy with one sum changed fails, on the page's
 * "Check a proof file" and in the command alike.
 */

const REPOSITORY = path.resolve(__dirname, '..', '..');

/** `npm run verify-proof -- <file>` from the repository, as a user runs it: its exit code and output. */
async function verifyProofCommand(file: string): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)('npm', ['run', '--silent', 'verify-proof', '--', file], { cwd: REPOSITORY });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? -1, output: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
  }
}

test('an investor checks their balance is in the proof of liabilities, in the browser and with npm run verify-proof', async ({ page, request }, testInfo) => {
  const investor = await investorWithBalance(request, 1_234_56);
  // Someone else owed too, so the tree has more than the investor's shares.
  await investorWithBalance(request, 50_00);
  const snapshot = await request.post('/api/proof-of-liabilities', { headers: bearer(await apiToken(request, 'admin')) });
  expect(snapshot.status(), await snapshot.text()).toBe(200);

  await signInThroughApi(page, investor.username, INVESTOR_PASSWORD);
  await page.goto('/dashboard/verify-balance');
  await expect(page.getByRole('heading', { level: 1, name: 'Verify my balance is included' })).toBeVisible();
  await expect(page.getByText('Verified: your balance is included in the published total.')).toBeVisible();
  const yourBalance = page
    .locator('dl > div')
    .filter({ has: page.getByRole('term').getByText('Your balance in it', { exact: true }) })
    .getByRole('definition');
  await expect(yourBalance).toHaveText('$1,234.56');
  await checkPageAtBothWidths(page, 'verify-balance');

  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download my proof' }).click();
  const proofFile = testInfo.outputPath('proof.json');
  await (await downloading).saveAs(proofFile);
  const proof = JSON.parse(fs.readFileSync(proofFile, 'utf8')) as { user_id: number; sum: number; shares: { sum: number; path: unknown[] }[] };
  expect(proof).toEqual(expect.objectContaining({ user_id: investor.id, sum: 1_234_56 }));
  // Random shares of the balance, each with a path to the root.
  expect(proof.shares.length).toBeGreaterThanOrEqual(2);
  expect(proof.shares.reduce((total, share) => total + share.sum, 0)).toBe(1_234_56);
  expect(proof.shares.every((share) => share.path.length > 0)).toBe(true);

  // The same proof with a share and the balance lowered by a cent, as if the platform had counted less.
  const tamperedFile = testInfo.outputPath('tampered.json');
  const [first, ...rest] = proof.shares;
  fs.writeFileSync(tamperedFile, JSON.stringify({ ...proof, sum: proof.sum - 1, shares: [{ ...first, sum: first.sum - 1 }, ...rest] }, null, 2));

  const fileInput = page.getByLabel('Proof file (JSON)');
  await fileInput.setInputFiles(proofFile);
  await expect(page.getByText(`Matches: the ${proof.shares.length} shares of a balance of $1,234.56 lead to the file’s root`, { exact: false })).toBeVisible();
  await fileInput.setInputFiles(tamperedFile);
  await expect(
    page.getByText(
      /^Does not match: the computed root differs from the published one: the path of share 1 of \d adds up to \d+ cents, the file’s root says \d+ cents\.$/,
    ),
  ).toBeVisible();
  await expect(page.getByText(/^Matches/)).toHaveCount(0);
  await checkPageAtBothWidths(page, 'verify-balance-tampered-file');

  const good = await verifyProofCommand(proofFile);
  expect(good.output).toContain('VERIFIED: this balance is included in the published root.');
  expect(good.code).toBe(0);
  const tampered = await verifyProofCommand(tamperedFile);
  expect(tampered.output).toContain('NOT VERIFIED: the computed root differs from the published one');
  expect(tampered.code).toBe(1);
});
