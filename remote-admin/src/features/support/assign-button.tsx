import { Button, showApiError, useLingui, useToast } from '@arcvest/shared';
import { useAssignSupportRequestMutation } from './api';
import { ASSIGN_TEXTS as TEXTS } from './messages';

/** Takes the request: its investor's next messages are emailed to me. */
export function AssignButton({ requestId, subject }: { requestId: number; subject: string }) {
  const { _ } = useLingui();
  const toast = useToast();
  const [assign, { isLoading }] = useAssignSupportRequestMutation();
  const take = async () => {
    try {
      toast.success((await assign(requestId).unwrap()).message);
    } catch (failure) {
      showApiError(toast, failure, _(TEXTS.failed));
    }
  };
  return (
    <Button variant="secondary" onClick={take} busy={isLoading} aria-label={_({ ...TEXTS.named, values: { subject } })}>
      {_(TEXTS.assign)}
    </Button>
  );
}
