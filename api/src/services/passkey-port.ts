import type { Db } from '../db/database';

/**
 * What step-up and re-authentication need of passkeys: whether the user has one, a challenge
 * to sign, and the check of a signed assertion (counter and all) in the caller's transaction.
 */
export interface PasskeyPort {
  hasPasskeys(userId: number): Promise<boolean>;
  assertionOptions(userId: number): Promise<{ challenge: string; options: Record<string, unknown> }>;
  verifyAssertion(
    trx: Db,
    check: { expectedChallenge: string; userId: number; response: unknown; origin: string | null },
  ): Promise<{ userId: number; passkeyId: number } | null>;
}
