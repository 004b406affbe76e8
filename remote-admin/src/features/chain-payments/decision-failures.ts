import { EXCEPTION_TEXTS } from './messages';

export const START_PLAN_FAILED = EXCEPTION_TEXTS.startFailed;
export const CREDIT_FAILED = EXCEPTION_TEXTS.creditFailed;
export const REJECT_FAILED = EXCEPTION_TEXTS.rejectFailed;

/** The answers after which the invoice waits no more: decided or settled meanwhile (409), or gone (404). */
const CHANGED_MEANWHILE = new Set<unknown>([404, 409]);

/** The decision's mutation has reloaded the lists already: they show what is true now, a toast says why. */
export const isChangedMeanwhile = (failure: unknown) => CHANGED_MEANWHILE.has((failure as { status?: unknown }).status);
