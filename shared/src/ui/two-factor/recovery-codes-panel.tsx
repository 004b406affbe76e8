import { Button, useLingui } from '@arcvest/shared';
import { CopyButton } from '../copy-button';
import './two-factor.css';

const TEXTS = {
  title: /*i18n*/ { id: 'ui.recoveryCodes.title', message: 'Save your recovery codes' },
  text: /*i18n*/ {
    id: 'ui.recoveryCodes.text',
    message: 'Each code signs you in once if you lose your authenticator app. Keep them somewhere safe, such as a password manager: they are shown only now.',
  },
  list: /*i18n*/ { id: 'ui.recoveryCodes.list', message: 'Recovery codes' },
  copy: /*i18n*/ { id: 'ui.recoveryCodes.copy', message: 'Copy recovery codes' },
  copied: /*i18n*/ { id: 'ui.recoveryCodes.copied', message: 'Recovery codes copied.' },
  copyFailed: /*i18n*/ { id: 'ui.recoveryCodes.copyFailed', message: 'Could not copy: select the codes and copy them yourself.' },
};

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
  const { _ } = useLingui();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className="two-factor-recovery" aria-labelledby="recovery-codes-title">
      <Heading id="recovery-codes-title">{_(TEXTS.title)}</Heading>
      <p>{_(TEXTS.text)}</p>
      <ul className="two-factor-codes" aria-label={_(TEXTS.list)}>
        {codes.map((code) => (
          <li key={code}>
            <code dir="ltr" translate="no">
              {code}
            </code>
          </li>
        ))}
      </ul>
      <div className="two-factor-actions">
        <CopyButton text={codes.join('\n')} label={_(TEXTS.copy)} copiedMessage={_(TEXTS.copied)} failedMessage={_(TEXTS.copyFailed)} />
        <Button onClick={onDone}>{doneLabel}</Button>
      </div>
    </section>
  );
}
