import { Button, type RemoteDeployment, FactList } from '@arcvest/shared';
import { StaffRefusalNote, useStaffCan, type ConfirmedAction } from '@arcvest/shared/dashboard-ui';
import { CANARY_SHARE_MESSAGE, parseCanaryShare, type FieldErrors } from '@arcvest/shared/rules';
import { failureOntoFields, Form, FormTextField, SubmitButton, useRulesForm } from '@arcvest/shared/forms';
import { useChangeCanaryShareMutation, useEndCanaryMutation, usePromoteCanaryMutation } from './api';
import { Counts } from './counts';

type Canary = NonNullable<RemoteDeployment['canary']>;

/** A running canary: its share and counts, and the admin's three decisions, each asked first. */
export function CanaryPanel({ remote, title, canary, current, ask }: { remote: RemoteDeployment['name']; title: string; canary: Canary; current: string | null; ask: (action: ConfirmedAction) => void }) {
  const [promote] = usePromoteCanaryMutation();
  const [changeShare] = useChangeCanaryShareMutation();
  const [end] = useEndCanaryMutation();
  const { version } = canary;
  // Releases are managed by owners; the other roles see the canary's figures.
  const mayManage = useStaffCan('releases.manage');
  const form = useRulesForm<{ share: string }, { share: number }>({
    defaultValues: { share: String(canary.share) },
    rules: ({ share }): FieldErrors => (parseCanaryShare(share) === null ? { share: [CANARY_SHARE_MESSAGE] } : {}),
    toPayload: ({ share }) => ({ share: parseCanaryShare(share)! }),
  });
  const named = <strong>{version}</strong>;
  const headingId = `canary-${remote}`;

  return (
    <section className="deployment-canary" aria-labelledby={headingId}>
      <h3 id={headingId}>Canary {version}</h3>
      <FactList
        className="deployment-facts"
        layout="grid"
        facts={[
          { term: 'Share of visitors', value: `${canary.share} %` },
          { term: 'Last hour', value: <Counts counts={canary.last_hour} /> },
        ]}
      />
      {!mayManage && <StaffRefusalNote permission="releases.manage" />}
      {mayManage && (
        <>
          <Form
            form={form}
            className="deployment-share-form"
            aria-label={`Canary share of the ${title}`}
            failureMessage="The share could not be changed. Please try again."
            onSubmit={({ share }) =>
              ask({
                title: 'Change canary share',
                confirmLabel: 'Change share',
                question: <p>Serve {named} of the {title} to <strong>{share} %</strong> of visitors instead of {canary.share} %?</p>,
                run: () => changeShare({ remote, version, share }).unwrap(),
                failureMessage: 'The share could not be changed. Please try again.',
                onFailure: failureOntoFields(form, {}),
              })
            }
          >
            <FormTextField name="share" label="Share (%)" inputMode="numeric" hint="1 to 100; each visitor keeps their version." />
            <SubmitButton variant="secondary">Change share</SubmitButton>
          </Form>
          <div className="deployment-actions">
            <Button
              onClick={() =>
                ask({
                  title: 'Promote canary',
                  confirmLabel: 'Promote',
                  question: <p>Serve {named} of the {title} to every visitor? Version {current ?? 'served now'} goes to the versions a rollback returns to.</p>,
                  run: () => promote({ remote, version }).unwrap(),
                  failureMessage: 'The canary could not be promoted. Please try again.',
                })
              }
            >
              Promote
            </Button>
            <Button
              variant="danger"
              onClick={() =>
                ask({
                  title: 'End canary',
                  confirmLabel: 'End canary',
                  destructive: true,
                  question: <p>End the canary {named} of the {title}? Every visitor gets version {current ?? 'served now'} again.</p>,
                  run: () => end({ remote, version }).unwrap(),
                  failureMessage: 'The canary could not be ended. Please try again.',
                })
              }
            >
              End canary
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
