import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { apiErrorCode, Button, Modal, readApiError, Trans, useLingui, useToast, type StepUpChallenge, type StepUpProof } from '@arcvest/shared';
import { type FieldErrors, PROTECTION_ERRORS, PROTECTION_MESSAGES, STEP_UP_MINUTES, type StepUpPurpose } from '../../rules';
import { Form, FormTextField, useRulesForm } from '../form';
import { useStepUpMutation } from './api';
import { passkeyAssertion } from './passkey-assertion';
import './account-protection.css';

const TEXTS = {
  enterCode: /*i18n*/ { id: 'ui.stepUp.enterCode', message: 'Enter the code.' },
  fromApp: /*i18n*/ { id: 'ui.stepUp.fromApp', message: 'Enter the code from your authenticator app.' },
  emailSent: /*i18n*/ { id: 'ui.stepUp.emailSent', message: 'We sent a code to your email. It is valid for {minutes} minutes.' },
  emailSentAgain: /*i18n*/ { id: 'ui.stepUp.emailSentAgain', message: 'We sent a new code to your email. It is valid for {minutes} minutes.' },
  usePasskeyToConfirm: /*i18n*/ { id: 'ui.stepUp.usePasskeyToConfirm', message: 'Use your passkey to confirm.' },
  sendingNew: /*i18n*/ { id: 'ui.stepUp.sendingNew', message: 'Sending a new code…' },
  sending: /*i18n*/ { id: 'ui.stepUp.sending', message: 'Sending a confirmation code…' },
  back: /*i18n*/ { id: 'ui.stepUp.back', message: 'Back' },
  confirming: /*i18n*/ { id: 'ui.stepUp.confirming', message: '<0>You are confirming:</0> {summary}' },
  codeForm: /*i18n*/ { id: 'ui.stepUp.codeForm', message: 'Confirmation code' },
  codeFromApp: /*i18n*/ { id: 'ui.stepUp.codeFromApp', message: 'Code from your authenticator app' },
  codeFromEmail: /*i18n*/ { id: 'ui.stepUp.codeFromEmail', message: 'Code from the email' },
  sendNew: /*i18n*/ { id: 'ui.stepUp.sendNew', message: 'Send a new code' },
  usePasskey: /*i18n*/ { id: 'ui.stepUp.usePasskey', message: 'Use a passkey' },
};

export interface StepUpDialogProps {
  /** The sheet's title, e.g. 'Review your withdrawal'. */
  title: string;
  /** The button that starts the confirmation on the review, then sends with the code, e.g. 'Confirm withdrawal'. */
  confirmLabel: string;
  purpose: StepUpPurpose;
  /** The body of the request it confirms, without `step_up`. */
  details: Record<string, unknown>;
  /** What the user checks first (a `ReviewFacts` list). */
  review: ReactNode;
  /** The request itself, with the proof, e.g. `(step_up) => withdraw({ ...body, step_up }).unwrap()`; a `message` in its answer is toasted. */
  run: (stepUp: StepUpProof) => Promise<unknown>;
  /** Said when a call fails without a message of its own. */
  failureMessage: string;
  /** After a success, once the sheet has closed. */
  onSuccess?: () => void;
  /** A failure shown elsewhere (a field of the form behind): return true and the sheet closes. */
  onFailure?: (failure: unknown) => boolean;
  onClose: () => void;
}

type CodeValues = { code: string };

const keepCodeCharacters = (text: string) => text.replace(/[^0-9A-Za-z-]/g, '').slice(0, 40);

function codeErrors({ code }: CodeValues, enterCode: string): FieldErrors {
  return code.trim() ? {} : { code: [enterCode] };
}

/** Where the code comes from, said as the code step opens. */
export function stepUpInstruction(methods: StepUpChallenge['methods'], again = false): MessageDescriptor {
  if (methods.includes('totp')) return TEXTS.fromApp;
  if (methods.includes('email')) return { ...(again ? TEXTS.emailSentAgain : TEXTS.emailSent), values: { minutes: STEP_UP_MINUTES } };
  return TEXTS.usePasskeyToConfirm;
}

function answerMessage(answer: unknown): string | undefined {
  const message = typeof answer === 'object' && answer !== null ? (answer as { message?: unknown }).message : undefined;
  return typeof message === 'string' && message !== '' ? message : undefined;
}

/**
 * A review sheet whose confirm needs proof it is still the owner (docs/security.md#account-protection):
 * the figures first; Confirm starts a step-up for exactly these details; the sheet then asks
 * inline for the emailed or authenticator code (or a passkey) and sends the request with it. A
 * refused code is said under the code field, focused; "Send a new code" starts again.
 */
export function StepUpDialog({ title, confirmLabel, purpose, details, review, run, failureMessage, onSuccess, onFailure, onClose }: StepUpDialogProps) {
  const { _ } = useLingui();
  const toast = useToast();
  const formId = useId();
  const [stepUp, stepUpState] = useStepUpMutation();
  const [challenge, setChallenge] = useState<StepUpChallenge | null>(null);
  const [status, setStatus] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [passkeyBusy, setPasskeyBusy] = useState(false);
  const sends = useRef(0);
  const form = useRulesForm<CodeValues, CodeValues>({
    defaultValues: { code: '' },
    rules: (values) => codeErrors(values, _(TEXTS.enterCode)),
    toPayload: ({ code }) => ({ code: code.trim() }),
  });
  const sending = form.formState.isSubmitting || passkeyBusy;
  const busy = sending || stepUpState.isLoading;

  const usesCode = challenge ? challenge.methods.includes('email') || challenge.methods.includes('totp') : false;
  useEffect(() => {
    if (challenge && usesCode) form.setFocus('code');
  }, [challenge, usesCode, form]);

  const start = async () => {
    setError(null);
    setStatus(_(challenge ? TEXTS.sendingNew : TEXTS.sending));
    try {
      const started = await stepUp({ purpose, details }).unwrap();
      sends.current += 1;
      form.reset({ code: '' });
      setChallenge(started);
      setStatus(_(stepUpInstruction(started.methods, sends.current > 1)));
    } catch (failure) {
      setStatus('');
      // Details the server refuses (an address, an amount) are said where onFailure puts them.
      if (!apiErrorCode(failure) && onFailure?.(failure)) {
        onClose();
        return;
      }
      setError(readApiError(failure, failureMessage).messages.join(' '));
    }
  };

  const finish = (answer: unknown) => {
    const message = answerMessage(answer);
    if (message) toast.success(message);
    onClose();
    onSuccess?.();
  };

  /** A refused proof: under the code when it is about the code, else in the sheet (or where onFailure puts it). */
  const refused = (failure: unknown) => {
    const reading = readApiError(failure, failureMessage);
    const aboutCode = reading.fieldErrors.step_up;
    if (aboutCode && usesCode) {
      form.setError('code', { type: 'server', message: aboutCode.join(' ') });
      return;
    }
    if (!aboutCode && apiErrorCode(failure) !== PROTECTION_ERRORS.stepUpRequired && onFailure?.(failure)) {
      onClose();
      return;
    }
    setError(aboutCode ? aboutCode.join(' ') : reading.messages.join(' '));
  };

  const confirmWithCode = async ({ code }: CodeValues) => {
    if (!challenge) return;
    setError(null);
    try {
      finish(await run({ id: challenge.id, code }));
    } catch (failure) {
      refused(failure);
    }
  };

  const confirmWithPasskey = async () => {
    if (!challenge?.passkey_options) return;
    setError(null);
    setPasskeyBusy(true);
    let assertion: unknown;
    try {
      assertion = await passkeyAssertion(challenge.passkey_options);
    } catch (failure) {
      setPasskeyBusy(false);
      setError(failure instanceof Error && failure.message ? failure.message : PROTECTION_MESSAGES.stepUpPasskeyFailed);
      return;
    }
    try {
      finish(await run({ id: challenge.id, assertion: assertion as StepUpProof['assertion'] }));
    } catch (failure) {
      setPasskeyBusy(false);
      refused(failure);
    }
  };

  const close = () => {
    if (!busy) onClose();
  };

  return (
    <Modal
      title={title}
      onClose={close}
      footer={
        <>
          <Button variant="ghost" onClick={close} disabled={busy}>
            {_(TEXTS.back)}
          </Button>
          {challenge ? (
            usesCode && (
              <Button type="submit" form={formId} busy={form.formState.isSubmitting} disabled={passkeyBusy}>
                {confirmLabel}
              </Button>
            )
          ) : (
            <Button onClick={() => void start()} busy={stepUpState.isLoading}>
              {confirmLabel}
            </Button>
          )}
        </>
      }
    >
      {!challenge && review}
      <p className="step-up-status" role="status" aria-live="polite">
        {status}
      </p>
      {challenge && (
        <div className="step-up">
          <p className="step-up-summary">
            <Trans {...TEXTS.confirming} values={{ summary: challenge.summary }} components={{ 0: <span className="step-up-summary-label" /> }} />
          </p>
          {usesCode && (
            <Form
              form={form}
              id={formId}
              onSubmit={confirmWithCode}
              failureMessage={failureMessage}
              showFailure={{ underField: 'code' }}
              className="form step-up-form"
              aria-label={_(TEXTS.codeForm)}
            >
              <FormTextField
                label={_(challenge.methods.includes('totp') ? TEXTS.codeFromApp : TEXTS.codeFromEmail)}
                name="code"
                normalize={keepCodeCharacters}
                inputMode="numeric"
                autoComplete="one-time-code"
                autoCapitalize="none"
                spellCheck={false}
                maxLength={40}
                required
              />
            </Form>
          )}
          <div className="step-up-actions">
            {challenge.methods.includes('email') && (
              <Button variant="secondary" onClick={() => void start()} busy={stepUpState.isLoading} disabled={sending}>
                {_(TEXTS.sendNew)}
              </Button>
            )}
            {challenge.methods.includes('passkey') && (
              <Button
                variant={usesCode ? 'secondary' : 'primary'}
                onClick={() => void confirmWithPasskey()}
                busy={passkeyBusy}
                disabled={form.formState.isSubmitting}
              >
                {_(TEXTS.usePasskey)}
              </Button>
            )}
          </div>
        </div>
      )}
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
    </Modal>
  );
}
