/** The answers after which an entry is no longer pending (409: decided meanwhile) or no longer there (404). */
const ENTRY_CHANGED = new Set<unknown>([404, 409]);

/** Nothing is left to retry: the decision's mutation has reloaded the lists, a toast says why. */
export const isEntryChanged = (failure: unknown) => ENTRY_CHANGED.has((failure as { status?: unknown }).status);
