import { ConfirmDialog, showApiError, useToast, type Plan } from '@arcvest/shared';
import { useDeletePlanMutation } from './api';

/** Asks before deleting a plan; the call is made only on Delete. */
export function DeletePlanDialog({ plan, onClose }: { plan: Plan; onClose: () => void }) {
  const toast = useToast();
  const [deletePlan, { isLoading }] = useDeletePlanMutation();

  const confirm = async () => {
    try {
      const { message } = await deletePlan(plan.id).unwrap();
      toast.success(message);
    } catch (error) {
      showApiError(toast, error, 'The plan could not be deleted. Please try again.');
    }
    onClose();
  };

  return (
    <ConfirmDialog title="Delete plan" confirmLabel="Delete" busy={isLoading} onConfirm={confirm} onClose={onClose}>
      <p>Do you want to delete the {plan.title} plan? Investors who already bought it keep their plans.</p>
    </ConfirmDialog>
  );
}
