import { Button } from '@arcvest/shared';
import { CopyButton } from '../copy-button';
import './two-factor.css';

/** The recovery codes, shown once right after two-factor sign-in is turned on. */
export function RecoveryCodesPanel({
  codes,
  onDone,
  doneLabel,
  headingLevel = 2,
}: {
  codes: string[];
  onDone: () => void;
  doneLabel: string;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className="two-factor-recovery" aria-labelledby="recovery-codes-title">
      <Heading id="recovery-codes-title">Save your recovery codes</Heading>
      <p>Each code signs you in once if you lose your authenticator app. Keep them somewhere safe, such as a password manager: they are shown only now.</p>
      <ul className="two-factor-codes" aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <div className="two-factor-actions">
        <CopyButton
          text={codes.join('\n')}
          label="Copy recovery codes"
          copiedMessage="Recovery codes copied."
          failedMessage="Could not copy: select the codes and copy them yourself."
        />
        <Button onClick={onDone}>{doneLabel}</Button>
      </div>
    </section>
  );
}
