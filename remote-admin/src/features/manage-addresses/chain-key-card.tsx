import { failureOntoFields, Form, FormError, FormTextField, SubmitButton, useRulesForm } from '@arcvest/shared/forms';
import {
  approvalTarget,
  EXTENDED_KEY_MESSAGES,
  formatDateTime,
  WALLET_GAP_LIMIT,
  type ChainKeyCoin,
  type FieldErrors,
  type Message,
  type PaymentCoin,
} from '@arcvest/shared/rules';
import { activeLocale, isApprovalPending, readApiError, Trans, useLingui, useToast, type ChainKey, type ChainKeyKind, FactList } from '@arcvest/shared';
import { useConfirmedAction, useStaffCan } from '@arcvest/shared/dashboard-ui';
import { useGetChainKeysQuery, useSetChainKeyMutation } from './api';
import { useWaitingApprovals } from '../../api/approvals';
import { NeedsApprovalNote, WaitingApprovals } from '../../components/four-eyes';
import { CHAIN_KEY_TEXTS as TEXTS } from './messages';

/** What each kind of key gives, as wallets name it. */
const KIND_LABELS: Record<ChainKeyKind, Message> = {
  p2pkh: TEXTS.kindP2pkh,
  'p2sh-p2wpkh': TEXTS.kindP2shP2wpkh,
  p2wpkh: TEXTS.kindP2wpkh,
  evm: TEXTS.kindEvm,
  tron: TEXTS.kindTron,
};

const KEY_HINTS: Record<ChainKeyCoin, Message> = { btc: TEXTS.hintBtc, eth: TEXTS.hintEth, usdt: TEXTS.hintUsdt };

/**
 * A coin's watch-only extended public key (docs/chain.md#extended-keys): the key, the kind of
 * address it gives and its first address, to compare with the wallet's first receiving address;
 * and the form that sets or replaces it (replacing asks first).
 */
export function ChainKeyCard({ coin, code }: { coin: PaymentCoin; code: ChainKeyCoin }) {
  const { _ } = useLingui();
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
  const failureMessage = _(TEXTS.failed);
  // A key waits for a second owner when four-eyes approval is on (202): the request shows below until decided.
  const waiting = useWaitingApprovals(['chain_key.save'], approvalTarget('chain_key', code));

  const save = async ({ xpub }: { xpub: string }) => {
    const saved = await setChainKey({ coin: code, xpub }).unwrap();
    // Waiting for a second person is news, not a success: said in the neutral style.
    if (isApprovalPending(saved)) toast.info(saved.message);
    else toast.success(_({ ...TEXTS.saved, values: { coin: coin.coin, address: saved.first_address } }));
    form.reset();
  };
  const submit = (payload: { xpub: string }) =>
    current
      ? ask({
          title: _({ ...TEXTS.replaceTitle, values: { coin: coin.coin } }),
          confirmLabel: _(TEXTS.replace),
          question: (
            <>
              <p>{_({ ...TEXTS.replaceQuestion, values: { coin: coin.coin } })}</p>
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
      <h2 id={headingId}>{_(TEXTS.heading)}</h2>
      <p className="chain-key-intro">{_({ ...TEXTS.intro, values: { coin: coin.coin } })}</p>
      {isError ? (
        <p role="alert">
          {readApiError(error, _(TEXTS.loadFailed)).message}{' '}
          <button type="button" className="btn btn-ghost" onClick={refetch}>
            {_(TEXTS.tryAgain)}
          </button>
        </p>
      ) : current ? (
        <KeyFacts chainKey={current} />
      ) : (
        keys && <p className="chain-key-none">{_(TEXTS.none)}</p>
      )}
      {mayConfigure && (
        <Form form={form} onSubmit={submit} failureMessage={failureMessage} showFailure="inline" className="chain-key-form">
          <FormTextField
            name="xpub"
            label={_(current ? TEXTS.replaceField : TEXTS.keyField)}
            hint={_(KEY_HINTS[code])}
            dir="ltr"
            className="address-input"
            autoComplete="off"
            spellCheck={false}
          />
          <FormError />
          <NeedsApprovalNote />
          <SubmitButton variant={current ? 'secondary' : 'primary'}>{_(current ? TEXTS.replace : TEXTS.save)}</SubmitButton>
        </Form>
      )}
      <WaitingApprovals approvals={waiting} />
      {dialog}
    </section>
  );
}

function KeyFacts({ chainKey }: { chainKey: ChainKey }) {
  const { _ } = useLingui();
  const ltr = (text: string) => (
    <span dir="ltr" translate="no">
      {text}
    </span>
  );
  return (
    <FactList
      className="chain-key-facts"
      facts={[
        { term: _(TEXTS.key), value: ltr(chainKey.xpub), valueClassName: 'address-text' },
        { term: _(TEXTS.gives), value: _({ ...TEXTS.givesValue, values: { kind: _(KIND_LABELS[chainKey.kind]), derivation: chainKey.derivation } }) },
        { term: _(TEXTS.firstAddress), value: ltr(chainKey.first_address), valueClassName: 'address-text' },
        { term: _(TEXTS.highestIndex), value: chainKey.highest_index === null ? _(TEXTS.noneYet) : chainKey.highest_index },
        {
          term: _(TEXTS.unused),
          value: (
            <>
              {_({ ...TEXTS.gap, values: { count: chainKey.gap } })}
              {chainKey.gap >= WALLET_GAP_LIMIT && (
                <p className="notice" role="note">
                  <Trans
                    {...TEXTS.gapWarning}
                    values={{ limit: WALLET_GAP_LIMIT }}
                    components={{ 0: <code dir="ltr" translate="no" />, 1: <span className="icon-directional" />, 2: <span className="icon-directional" /> }}
                  />
                </p>
              )}
            </>
          ),
        },
        { term: _(TEXTS.set), value: <time dateTime={chainKey.created_at}>{formatDateTime(chainKey.created_at, undefined, activeLocale())}</time> },
      ]}
    />
  );
}
