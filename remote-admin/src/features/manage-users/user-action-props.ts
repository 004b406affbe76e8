import type { ConfirmedAction } from '@arcvest/shared/dashboard-ui';
import type { User } from '@arcvest/shared';

/** What each card acting on the user gets from the page: the user, whether it is the signed-in admin, and the one confirm step. */
export interface UserActionProps {
  user: User;
  isSelf: boolean;
  ask: (action: ConfirmedAction) => void;
}
