import { Button, showApiError, useToast } from '@arcvest/shared';
import { useAssignSupportRequestMutation } from './api';

/** Takes the request: its investor's next messages are emailed to me. */
export function AssignButton({ requestId, subject }: { requestId: number; subject: string }) {
  const toast = useToast();
  const [assign, { isLoading }] = useAssignSupportRequestMutation();
  const take = async () => {
    try {
      toast.success((await assign(requestId).unwrap()).message);
    } catch (failure) {
      showApiError(toast, failure, 'The request could not be assigned. Please try again.');
    }
  };
  return (
    <Button variant="secondary" onClick={take} busy={isLoading} aria-label={`Assign “${subject}” to me`}>
      Assign to me
    </Button>
  );
}
