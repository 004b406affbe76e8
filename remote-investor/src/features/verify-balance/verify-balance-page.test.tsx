import { mockFetch, renderWithProviders } from '@arcvest/shared/test';
import { buildMerkleSumTree, formatDateTime, merkleSumProof } from '@arcvest/shared/rules';
import { type LiabilityProof } from '@arcvest/shared';
import { act, screen, within } from '@testing-library/react';
import { activateLocale, addCatalogue } from '@arcvest/shared';
import { pageMessages } from '../../messages';
import { webcrypto } from 'node:crypto';
import VerifyBalancePage from './verify-balance-page';

// jsdom has no crypto.subtle; browsers and Node have the same Web Crypto, which the page uses.
beforeAll(() => Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true }));

const renderPage = () => renderWithProviders(<VerifyBalancePage />, { route: '/dashboard/verify-balance', path: '/dashboard/verify-balance' });

/** Ivy's proof as the API answers it: her $1,635.00 as two shares among three users' leaves. */
async function ivysProof(): Promise<LiabilityProof> {
  const leaves = [
    { userId: 4, nonce: 'a'.repeat(32), sum: 200_00 },
    { userId: 9, nonce: '0123456789abcdef'.repeat(2), sum: 1_000_00 },
    { userId: 2, nonce: 'c'.repeat(32), sum: 7_01 },
    { userId: 4, nonce: 'b'.repeat(32), sum: 300_00 },
    { userId: 9, nonce: 'fedcba9876543210'.repeat(2), sum: 635_00 },
  ];
  const tree = await buildMerkleSumTree(leaves);
  const share = (index: number) => ({ nonce: leaves[index].nonce, sum: leaves[index].sum, path: merkleSumProof(tree, index) });
  return { user_id: 9, sum: 1_635_00, shares: [share(1), share(4)], root: tree.root, generated_at: '2026-11-27T08:00:00.000Z' };
}

describe('Verify my balance is included', () => {
  it('recomputes the proof in the browser, says it matches, and offers it as a JSON file', async () => {
    const proof = await ivysProof();
    mockFetch({ 'GET /proof-of-liabilities/me': { body: proof } });
    renderPage();

    expect(screen.getByRole('heading', { level: 1, name: 'Verify my balance is included' })).toBeInTheDocument();
    expect(await screen.findByText('Verified: your balance is included in the published total.')).toBeInTheDocument();
    expect(screen.getByText('$1,635.00')).toBeInTheDocument();
    expect(screen.getByText('$2,142.01')).toBeInTheDocument();
    // The snapshot's time in the format of every other date on the dashboard, not the HTTP date format.
    expect(screen.getByText('Snapshot taken').nextSibling).toHaveTextContent(formatDateTime(proof.generated_at));
    expect(document.body).not.toHaveTextContent(/GMT/);
    // In the investor's words; the hashes and salts only under Technical details.
    expect(screen.getByText('Your balance is counted as 2 entries of random size', { exact: false })).toBeInTheDocument();
    const shares = screen.getAllByRole('listitem').filter((item) => item.closest('.proof-shares'));
    expect(shares.map((item) => item.textContent)).toEqual(['$1,000.00', '$635.00']);
    const technical = screen.getByText('Technical details').closest('details')!;
    expect(technical).not.toHaveAttribute('open');
    expect(within(technical).getByText(proof.root.hash)).toBeInTheDocument();
    expect(within(technical).getByText('0123456789abcdef'.repeat(2))).toBeInTheDocument();
    const outside = [...document.querySelectorAll('.verify-balance > *')]
      .filter((element) => !element.contains(technical))
      .map((element) => element.textContent)
      .join(' ');
    expect(outside).not.toMatch(/nonce|npm|README|root/i);
    const download = screen.getByRole('link', { name: 'Download my proof' });
    expect(download).toHaveAttribute('download', 'proof-of-liabilities-2026-11-27.json');
    const href = download.getAttribute('href')!;
    expect(JSON.parse(decodeURIComponent(href.slice(href.indexOf(',') + 1)))).toEqual(proof);
  });

  it('says it does not match when the proof does not lead to the root', async () => {
    const proof = await ivysProof();
    const [first, second] = proof.shares;
    mockFetch({
      'GET /proof-of-liabilities/me': {
        body: { ...proof, shares: [first, { ...second, path: second.path.map((step, i) => (i === 0 ? { ...step, sum: step.sum + 1 } : step)) }] },
      },
    });
    renderPage();
    expect(await screen.findByText('Does not match: this proof does not lead to the published root.')).toBeInTheDocument();
    expect(screen.queryByText(/^Verified/)).not.toBeInTheDocument();
  });

  it('says it does not match when the shares do not make up the balance shown', async () => {
    const proof = await ivysProof();
    // Both shares lead to the root, but the page would show $1,735.00 as counted.
    mockFetch({ 'GET /proof-of-liabilities/me': { body: { ...proof, sum: 1_735_00 } } });
    renderPage();
    expect(await screen.findByText('Does not match: this proof does not lead to the published root.')).toBeInTheDocument();
  });

  it('shows the server’s message when the user is in no snapshot', async () => {
    mockFetch({ 'GET /proof-of-liabilities/me': { status: 404, body: { message: 'You are not in the latest proof of liabilities.' } } });
    renderPage();
    expect(await screen.findByText('You are not in the latest proof of liabilities.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Download my proof' })).not.toBeInTheDocument();
  });

  it('offers a retry when the proof cannot be loaded', async () => {
    mockFetch({ 'GET /proof-of-liabilities/me': { status: 500, body: { message: 'Database unavailable.' } } });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Database unavailable.');
    expect(screen.getByRole('button', { name: /retry/i })).toBeInTheDocument();
  });

  describe('Check a proof file', () => {
    const proofFile = (proof: unknown, name = 'proof.json') =>
      new File([typeof proof === 'string' ? proof : JSON.stringify(proof)], name, { type: 'application/json' });

    it('recomputes a chosen file and says it matches its root', async () => {
      const proof = await ivysProof();
      mockFetch({ 'GET /proof-of-liabilities/me': { body: proof } });
      const { user } = renderPage();

      await user.upload(await screen.findByLabelText('Proof file (JSON)'), proofFile(proof, 'mine.json'));
      expect(await screen.findByText('Matches: the 2 shares of a balance of $1,635.00 lead to the file’s root, whose total is $2,142.01.')).toBeInTheDocument();
      expect(screen.getByText('mine.json')).toBeInTheDocument();
      expect(screen.queryByText(/not the latest published one/)).not.toBeInTheDocument();
    });

    it('says a tampered file does not match, and why', async () => {
      const proof = await ivysProof();
      mockFetch({ 'GET /proof-of-liabilities/me': { body: proof } });
      const { user } = renderPage();

      const [first, second] = proof.shares;
      await user.upload(
        await screen.findByLabelText('Proof file (JSON)'),
        proofFile({ ...proof, sum: 1_000_000_00, shares: [first, { ...second, sum: 999_000_00 }] }),
      );
      expect(
        await screen.findByText(
          'Does not match: the computed root differs from the published one: the path of share 2 of 2 adds up to 100050701 cents, the file’s root says 214201 cents.',
        ),
      ).toBeInTheDocument();
      expect(screen.queryByText(/^Matches/)).not.toBeInTheDocument();
    });

    it('says what is wrong with a file that is no proof, also when the investor has no proof of their own', async () => {
      mockFetch({ 'GET /proof-of-liabilities/me': { status: 404, body: { message: 'You are not in the latest proof of liabilities.' } } });
      const { user } = renderPage();

      await user.upload(await screen.findByLabelText('Proof file (JSON)'), proofFile('{ "user_id": 9'));
      expect(await screen.findByText(/^Cannot check this file: the file is not JSON/)).toBeInTheDocument();
      await user.upload(screen.getByLabelText('Proof file (JSON)'), proofFile({ user_id: 9 }));
      expect(
        await screen.findByText('Cannot check this file: the file is not a proof: it needs user_id, sum, shares (each with nonce, sum and path) and root.'),
      ).toBeInTheDocument();
    });

    it('says when a file that matches is from another snapshot than the latest', async () => {
      const proof = await ivysProof();
      const older = { ...proof, generated_at: '2026-11-20T08:00:00.000Z' };
      mockFetch({ 'GET /proof-of-liabilities/me': { body: { ...proof, root: { ...proof.root, hash: 'e'.repeat(64) } } } });
      const { user } = renderPage();

      await user.upload(await screen.findByLabelText('Proof file (JSON)'), proofFile(older));
      expect(await screen.findByText(/^Matches/)).toBeInTheDocument();
      expect(screen.getByText(/That root is not the latest published one: the file is from another snapshot/)).toBeInTheDocument();
    });
  });
});

describe('verify my balance in Spanish', () => {
  beforeAll(() => addCatalogue(pageMessages('verify-balance')));
  afterEach(() => act(() => activateLocale('en')));

  it('says the proof matches, its amounts and date, and why a file is no proof, in Spanish', async () => {
    await activateLocale('es');
    const proof = await ivysProof();
    mockFetch({ 'GET /proof-of-liabilities/me': { body: proof } });
    const { user } = renderPage();

    expect(screen.getByRole('heading', { level: 1, name: 'Verificar que mi saldo está incluido' })).toBeInTheDocument();
    expect(await screen.findByText('Verificado: su saldo está incluido en el total publicado.')).toBeInTheDocument();
    const exactly = { normalizer: (text: string) => text.trim() };
    expect(screen.getByText('1.635,00\u00a0US$', exactly)).toBeInTheDocument();
    expect(screen.getByText('Instantánea tomada').nextSibling).toHaveTextContent(formatDateTime(proof.generated_at, undefined, 'es'));
    expect(screen.getByRole('link', { name: 'Descargar mi prueba' })).toBeInTheDocument();

    const file = new File([JSON.stringify({ user_id: 9 })], 'proof.json', { type: 'application/json' });
    await user.upload(screen.getByLabelText('Archivo de prueba (JSON)'), file);
    expect(
      await screen.findByText(
        'No se puede comprobar este archivo: el archivo no es una prueba: necesita user_id, sum, shares (cada una con nonce, sum y path) y root.',
      ),
    ).toBeInTheDocument();
  });
});
