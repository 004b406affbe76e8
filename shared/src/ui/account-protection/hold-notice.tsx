import { securityHoldMessage } from '../../rules';

/**
 * The security hold after a change to how the user signs in, said at the top of the pages it
 * blocks (withdrawals, new addresses) and on the security page. `id` lets a disabled button point
 * to it as its reason (`aria-describedby`). Nothing when there is no hold.
 */
export function HoldNotice({ heldUntil, id }: { heldUntil: string | null | undefined; id?: string }) {
  if (!heldUntil || Date.parse(heldUntil) <= Date.now()) return null;
  return <p className="notice hold-notice" id={id}>{securityHoldMessage(heldUntil)}</p>;
}
