import { Button, isNotFound, Link, PATHS, readApiError, useLingui, useSearchParams } from '@arcvest/shared';
import { PROTECTION_TEXTS, type Message } from '@arcvest/shared/rules';
import { useEffect, useRef, useState } from 'react';
import { useFreezeByLinkMutation } from './api';
import { FREEZE_TEXTS as TEXTS } from './messages';
import './freeze-account.css';

/** What happened; a message of the page's own is said in the page's language. */
type Outcome = { ok: boolean; message: string | Message };

const INVALID_LINK: Outcome = { ok: false, message: PROTECTION_TEXTS.freezeLinkInvalid };

/**
 * /freeze-account?token=…: the "This wasn't me" link of a security email (docs/security.md#account-protection).
 * One button freezes the account the email was about; the page then says what happened. No token,
 * or one the server refuses: the invalid-link message.
 */
export default function FreezeAccountPage() {
  const { _ } = useLingui();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const [freeze, { isLoading }] = useFreezeByLinkMutation();
  const [outcome, setOutcome] = useState<Outcome | null>(token ? null : INVALID_LINK);
  const said = useRef<HTMLParagraphElement>(null);
  const say = (message: string | Message) => (typeof message === 'string' ? message : _(message));

  // The result replaces the button: focus goes to it, so keyboard and screen-reader users hear it.
  useEffect(() => {
    if (outcome) said.current?.focus();
  }, [outcome]);

  const run = async () => {
    try {
      const { message } = await freeze({ token }).unwrap();
      setOutcome({ ok: true, message });
    } catch (failure) {
      const status = (failure as { status?: unknown }).status;
      const invalid = isNotFound(failure) || status === 422;
      setOutcome(invalid ? INVALID_LINK : { ok: false, message: readApiError(failure, _(TEXTS.failed)).message });
    }
  };

  return (
    <div className="freeze-page">
      <section className="card freeze-card" aria-labelledby="freeze-title">
        <h1 id="freeze-title">{_(TEXTS.title)}</h1>
        {!outcome || (!outcome.ok && token && !isFinal(outcome)) ? (
          <>
            <p>{_(TEXTS.explanation)}</p>
            {outcome && (
              <p className="form-error" role="alert" ref={said} tabIndex={-1}>
                {say(outcome.message)}
              </p>
            )}
            <Button variant="danger" className="freeze-submit" busy={isLoading} onClick={() => void run()}>
              {_(TEXTS.submit)}
            </Button>
          </>
        ) : (
          <p className={outcome.ok ? 'freeze-done' : 'form-error'} role={outcome.ok ? 'status' : 'alert'} ref={said} tabIndex={-1}>
            {say(outcome.message)}
          </p>
        )}
        <p className="freeze-links">
          <Link to={PATHS.home}>{_(TEXTS.home)}</Link>
        </p>
      </section>
    </div>
  );
}

/** A success or an invalid link ends the page; another failure (the network) can be tried again. */
function isFinal(outcome: Outcome): boolean {
  return outcome.ok || outcome === INVALID_LINK;
}
