import { failureOntoFields, Form, FormError, FormTextField, SubmitButton, useRulesForm } from '@arcvest/shared/forms';
import {
  approvalTarget,
  EXTENDED_KEY_MESSAGES,
  formatDateTime,
  WALLET_GAP_LIMIT,
  type ChainKeyCoin,
  type FieldErrors,
  type PaymentCoin,
} from '@arcvest/shared/rules';
import { isApprovalPending, readApiError, useToast, type ChainKey, type ChainKeyKind, FactList } from '@arcvest/shared';
import { useConfirmedAction, useStaffCan } from '@arcvest/shared/dashboard-ui';
import { useGetChainKeysQuery, useSetChainKeyMutation } from './api';
import { useWaitingApprovals } from '../../api/approvals';
import { NeedsApprovalNote, WaitingApprovals } from '../../components/four-eyes';

/** What each kind of key gives, as wallets name it. */
const KIND_LABELS: Record<ChainKeyKind, string> = {
  p2pkh: 'Legacy addresses (1…), from an xpub',
  'p2sh-p2wpkh': 'Nested SegWit addresses (3…), from a ypub',
  p2wpkh: 'Native SegWit addresses (bc1q…), from a zpub',
  evm: 'Ethereum addresses (0x…)',
  tron: 'TRON addresses (T…)',
};

const KEY_HINTS: Record<ChainKeyCoin, string> = {
  btc: 'The account’s xpub, ypub or zpub, as your wallet exports it. Never a private key.',
  eth: 'The account’s xpub (m/44′/60′/0′), as your wallet exports it. Never a private key.',
  usdt: 'The TRON account’s xpub (m/44′/195′/0′), as your wallet exports it. Never a private key.',
};

/**
 * A coin's watch-only extended public key (docs/chain.md#extended-keys): the key, the kind of
 * address it gives and its first address, to compare with the wallet's first receiving address;
 * and the form that sets or replaces it (replacing asks first).
 */
export function ChainKeyCard({ coin, code }: { coin: PaymentCoin; code: ChainKeyCoin }) {
  const { data: keys, isError, error, refetch } = useGetChainKeysQuery();
  const [setChainKey] = useSetChainKeyMutation();
  const toast = useToast();
  const { ask, dialog } = useConfirmedAction();
  const current = keys?.find((key) => key.coin === code);
  // Keys are set by owners; the other roles read them.
  const mayConfigure = useStaffCan('platform.configure');
  const form = useRulesForm<{ xpub: string }, { xpub: string }>({
    defaultValues: { xpub: '' },
    rules: ({ xpub }): FieldErrors => (xpub.trim() ? {} : { xpub: [EXTENDED_KEY_MESSAGES.required] }),
    toPayload: ({ xpub }) => ({ xpub: xpub.trim() }),
  });
  const failureMessage = 'The key could not be saved. Please try again.';
  // A key waits for a second owner when four-eyes approval is on (202): the request shows below until decided.
  const waiting = useWaitingApprovals(['chain_key.save'], approvalTarget('chain_key', code));

  const save = async ({ xpub }: { xpub: string }) => {
    const saved = await setChainKey({ coin: code, xpub }).unwrap();
    // Waiting for a second person is news, not a success: said in the neutral style.
    if (isApprovalPending(saved)) toast.info(saved.message);
    else toast.success(`${coin.coin} key saved. Its first address is ${saved.first_address}.`);
    form.reset();
  };
  const submit = (payload: { xpub: string }) =>
    current
      ? ask({
          title: `Replace the ${coin.coin} key`,
          confirmLabel: 'Replace key',
          question: (
            <>
              <p>
                New {coin.coin} payments will get addresses from the new key. Addresses the current key gave out stay watched, and setting it again later
                continues where it stopped.
              </p>
              <NeedsApprovalNote />
            </>
          ),
          run: () => save(payload),
          failureMessage,
          onFailure: failureOntoFields(form),
        })
      : save(payload);

  const headingId = `chain-key-${code}-heading`;
  return (
    <section className="card chain-key-card" aria-labelledby={headingId}>
      <h2 id={headingId}>Watch-only key</h2>
      <p className="chain-key-intro">
        The extended public key of the wallet that receives {coin.coin}: it derives addresses without being able to spend. Compare the first address with your
        wallet’s first receiving address.
      </p>
      {isError ? (
        <p role="alert">
          {readApiError(error, 'The key could not be loaded.').message}{' '}
          <button type="button" className="btn btn-ghost" onClick={refetch}>
            Try again
          </button>
        </p>
      ) : current ? (
        <KeyFacts chainKey={current} />
      ) : (
        keys && <p className="chain-key-none">No key set yet.</p>
      )}
      {mayConfigure && (
        <Form form={form} onSubmit={submit} failureMessage={failureMessage} showFailure="inline" className="chain-key-form">
          <FormTextField
            name="xpub"
            label={current ? 'Replace with another key' : 'Extended public key'}
            hint={KEY_HINTS[code]}
            className="address-input"
            autoComplete="off"
            spellCheck={false}
          />
          <FormError />
          <NeedsApprovalNote />
          <SubmitButton variant={current ? 'secondary' : 'primary'}>{current ? 'Replace key' : 'Save key'}</SubmitButton>
        </Form>
      )}
      <WaitingApprovals approvals={waiting} />
      {dialog}
    </section>
  );
}

function KeyFacts({ chainKey }: { chainKey: ChainKey }) {
  return (
    <FactList
      className="chain-key-facts"
      facts={[
        { term: 'Key', value: chainKey.xpub, valueClassName: 'address-text' },
        { term: 'Gives', value: `${KIND_LABELS[chainKey.kind]}, at ${chainKey.derivation}` },
        { term: 'First address (index 0)', value: chainKey.first_address, valueClassName: 'address-text' },
        { term: 'Highest index given out', value: chainKey.highest_index === null ? 'None yet' : chainKey.highest_index },
        {
          term: 'Unused since the last payment',
          value: (
            <>
              {chainKey.gap} {chainKey.gap === 1 ? 'address' : 'addresses'}
              {chainKey.gap >= WALLET_GAP_LIMIT && (
                <p className="notice" role="note">
                  Wallets stop looking {WALLET_GAP_LIMIT} unused addresses past the last used one, so yours may not show later payments. Raise its gap limit
                  (Electrum: <code>wallet.change_gap_limit(200)</code> in its console; Sparrow: Settings <span className="icon-directional">→</span> Advanced{' '}
                  <span className="icon-directional">→</span> Gap limit).
                </p>
              )}
            </>
          ),
        },
        { term: 'Set', value: formatDateTime(chainKey.created_at) },
      ]}
    />
  );
}
