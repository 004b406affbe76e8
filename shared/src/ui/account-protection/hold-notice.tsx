import { securityHoldMessage } from '../../rules';
import { useTimeUp } from '../use-time-up';

/**
 * The security hold after a change to how the user signs in, said at the top of the pages it
 * blocks (withdrawals, new addresses) and on the security page. `id` lets a disabled button point
 * to it as its reason (`aria-describedby`). Nothing when there is no hold.
 */
export function HoldNotice({ heldUntil, id }: { heldUntil: string | null | undefined; id?: string }) {
  const holdOver = useTimeUp(heldUntil);
  if (!heldUntil || holdOver) return null;
  return (
    <p className="notice hold-notice" id={id}>
      {securityHoldMessage(heldUntil)}
    </p>
  );
}
