import { apiErrorCode, loginPrefillUsername, PATHS, preloadNextArea, readApiError, Link, Trans, useLingui, useLocation, type LoginBody } from '@arcvest/shared';
import { Form, FormError, FormPasswordField, FormTextField, SubmitButton, useRulesForm } from '@arcvest/shared/forms';
import { PROTECTION_ERRORS, signInErrors } from '@arcvest/shared/rules';
import { useEffect, type ReactNode } from 'react';
import { useLoginMutation, type TwoFactorChallenge } from './api';
import { LOGIN_TEXTS as TEXTS } from './messages';
import { useFinishSignIn } from './use-finish-sign-in';

/** The password step; `onChallenge` takes over when the account needs a second step. `alternative` (another way in) shows below its button. */
export function LoginForm({ onChallenge, alternative }: { onChallenge: (challenge: TwoFactorChallenge) => void; alternative?: ReactNode }) {
  const { _ } = useLingui();
  const finishSignIn = useFinishSignIn();
  const [login] = useLoginMutation();
  // Just signed up: the username is filled in, and the password is what is left to type.
  const prefilled = loginPrefillUsername(useLocation().state);
  const form = useRulesForm<LoginBody>({
    defaultValues: { username: prefilled, password: '' },
    rules: (values) => signInErrors(values, _),
    toPayload: (values) => ({ ...values, username: values.username.trim() }),
  });

  // Most sign-ins lead to the dashboard: its code downloads while the user types.
  useEffect(() => preloadNextArea(), []);
  useEffect(() => {
    if (prefilled) form.setFocus('password');
  }, [form, prefilled]);

  // A failure is toasted by <Form>: the login answer's `error` field carries the same text as its
  // message (docs/errors-and-messages.md#the-apis-error-shape). A frozen account (423,
  // `account_frozen`) is said in the form and stays: its message says how to get help.
  const signIn = async (payload: LoginBody) => {
    let answer;
    try {
      answer = await login(payload).unwrap();
    } catch (failure) {
      // 423 Locked is the frozen account's answer (its `error` may be the code or the same words as the message).
      const locked = (failure as { status?: unknown }).status === 423;
      if (!locked && apiErrorCode(failure) !== PROTECTION_ERRORS.frozen) throw failure;
      form.setError('root.server', { type: 'server', message: readApiError(failure, _(TEXTS.failed)).message });
      return;
    }
    if ('access_token' in answer) finishSignIn(answer.access_token);
    else onChallenge(answer);
  };

  return (
    <Form form={form} onSubmit={signIn} failureMessage={_(TEXTS.failed)} className="form">
      <FormTextField label={_(TEXTS.usernameOrEmail)} name="username" autoComplete="username" autoCapitalize="none" spellCheck={false} required />
      <FormPasswordField label={_(TEXTS.password)} name="password" autoComplete="current-password" required />
      <p className="login-forgot">
        <Link to={PATHS.forgotPassword}>{_(TEXTS.forgotPassword)}</Link>
      </p>
      <FormError />
      <SubmitButton className="login-submit">{_(TEXTS.signIn)}</SubmitButton>
      {alternative}
      <p className="login-signup">
        <Trans {...TEXTS.newHere} components={{ 0: <Link to={PATHS.signup} /> }} />
      </p>
    </Form>
  );
}
