import { Button, errorMessage, Modal, useToast, type ApiError, type Plan } from '@arcvest/shared';
import { useDeletePlanMutation } from './managePlansApi';

/** Asks before deleting a plan; the call is made only on Delete. */
export function DeletePlanDialog({ plan, onClose }: { plan: Plan; onClose: () => void }) {
  const toast = useToast();
  const [deletePlan, { isLoading }] = useDeletePlanMutation();

  const confirm = async () => {
    try {
      const { message } = await deletePlan(plan.id).unwrap();
      toast.success(message);
    } catch (error) {
      toast.error(errorMessage(error as ApiError, 'The plan could not be deleted. Please try again.'));
    }
    onClose();
  };

  return (
    <Modal
      title="Delete plan"
      onClose={onClose}
      footer={
        <>
          <Button variant="ghost" onClick={onClose} disabled={isLoading}>Cancel</Button>
          <Button variant="danger" onClick={confirm} busy={isLoading}>Delete</Button>
        </>
      }
    >
      <p>Do you want to delete the {plan.title} plan? Investors who already bought it keep their plans.</p>
    </Modal>
  );
}
