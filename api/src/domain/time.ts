/** One day: a plan pays once per DAY_MS after it starts. */
export const DAY_MS = 86_400_000;
