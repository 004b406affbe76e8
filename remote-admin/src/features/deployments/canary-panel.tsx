import { Button, type RemoteDeployment, FactList, Trans, useLingui } from '@arcvest/shared';
import { StaffRefusalNote, useStaffCan, type ConfirmedAction } from '@arcvest/shared/dashboard-ui';
import { canaryShareMessage, parseCanaryShare, type FieldErrors } from '@arcvest/shared/rules';
import { failureOntoFields, Form, FormTextField, SubmitButton, useRulesForm } from '@arcvest/shared/forms';
import { useChangeCanaryShareMutation, useEndCanaryMutation, usePromoteCanaryMutation } from './api';
import { Counts } from './counts';
import { CANARY_TEXTS as TEXTS, REMOTE_CARD_TEXTS } from './messages';

type Canary = NonNullable<RemoteDeployment['canary']>;

/** A running canary: its share and counts, and the admin's three decisions, each asked first. */
export function CanaryPanel({ remote, title, canary, current, ask }: { remote: RemoteDeployment['name']; title: string; canary: Canary; current: string | null; ask: (action: ConfirmedAction) => void }) {
  const { _ } = useLingui();
  const [promote] = usePromoteCanaryMutation();
  const [changeShare] = useChangeCanaryShareMutation();
  const [end] = useEndCanaryMutation();
  const { version } = canary;
  // Releases are managed by owners; the other roles see the canary's figures.
  const mayManage = useStaffCan('releases.manage');
  const form = useRulesForm<{ share: string }, { share: number }>({
    defaultValues: { share: String(canary.share) },
    rules: ({ share }): FieldErrors => (parseCanaryShare(share) === null ? { share: [canaryShareMessage(_)] } : {}),
    toPayload: ({ share }) => ({ share: parseCanaryShare(share)! }),
  });
  const named = <strong dir="ltr" translate="no" />;
  const servedNow = current ?? _(TEXTS.servedNow);
  const headingId = `canary-${remote}`;

  return (
    <section className="deployment-canary" aria-labelledby={headingId}>
      <h3 id={headingId}>{_({ ...TEXTS.heading, values: { version } })}</h3>
      <FactList
        className="deployment-facts"
        layout="grid"
        facts={[
          { term: _(TEXTS.share), value: _({ ...TEXTS.shareValue, values: { share: canary.share } }) },
          { term: _(REMOTE_CARD_TEXTS.lastHour), value: <Counts counts={canary.last_hour} /> },
        ]}
      />
      {!mayManage && <StaffRefusalNote permission="releases.manage" />}
      {mayManage && (
        <>
          <Form
            form={form}
            className="deployment-share-form"
            aria-label={_({ ...TEXTS.shareForm, values: { remote: title } })}
            failureMessage={_(TEXTS.shareFailed)}
            onSubmit={({ share }) =>
              ask({
                title: _(TEXTS.changeTitle),
                confirmLabel: _(TEXTS.changeShare),
                question: (
                  <p>
                    <Trans {...TEXTS.changeQuestion} values={{ version, remote: title, share, current: canary.share }} components={{ 0: named, 1: <strong /> }} />
                  </p>
                ),
                run: () => changeShare({ remote, version, share }).unwrap(),
                failureMessage: _(TEXTS.shareFailed),
                onFailure: failureOntoFields(form, {}),
              })
            }
          >
            <FormTextField name="share" label={_(TEXTS.shareField)} inputMode="numeric" hint={_(TEXTS.shareHint)} />
            <SubmitButton variant="secondary">{_(TEXTS.changeShare)}</SubmitButton>
          </Form>
          <div className="deployment-actions">
            <Button
              onClick={() =>
                ask({
                  title: _(TEXTS.promoteTitle),
                  confirmLabel: _(TEXTS.promote),
                  question: (
                    <p>
                      <Trans {...TEXTS.promoteQuestion} values={{ version, remote: title, current: servedNow }} components={{ 0: named }} />
                    </p>
                  ),
                  run: () => promote({ remote, version }).unwrap(),
                  failureMessage: _(TEXTS.promoteFailed),
                })
              }
            >
              {_(TEXTS.promote)}
            </Button>
            <Button
              variant="danger"
              onClick={() =>
                ask({
                  title: _(TEXTS.endTitle),
                  confirmLabel: _(TEXTS.endTitle),
                  destructive: true,
                  question: (
                    <p>
                      <Trans {...TEXTS.endQuestion} values={{ version, remote: title, current: servedNow }} components={{ 0: named }} />
                    </p>
                  ),
                  run: () => end({ remote, version }).unwrap(),
                  failureMessage: _(TEXTS.endFailed),
                })
              }
            >
              {_(TEXTS.endTitle)}
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
