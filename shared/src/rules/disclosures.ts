import { inEnglish, type Message, type Translate } from './messages';

/** Said when a plan with a risk text is bought without ticking that it was read (docs/money.md#plan-disclosures). */
export const DISCLOSURE_REQUIRED_TEXT: Message = /*i18n*/ { id: 'rules.disclosure.required', message: 'Please confirm that you have read the plan’s risks.' };

/** A plan with a risk text is bought only once the buyer says they read it: the message, or null. */
export function disclosureError(plan: { risk_disclosure: string | null }, accepted: boolean | undefined, translate: Translate = inEnglish): string | null {
  return plan.risk_disclosure !== null && accepted !== true ? translate(DISCLOSURE_REQUIRED_TEXT) : null;
}
