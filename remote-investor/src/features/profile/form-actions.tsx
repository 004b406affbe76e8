import { Button, Link, PATHS } from '@arcvest/shared';

/** A profile form's buttons: send, or go back to the profile unchanged. */
export function FormActions({ busy, label = 'Update' }: { busy: boolean; label?: string }) {
  return (
    <div className="profile-actions">
      <Button type="submit" busy={busy}>{label}</Button>
      <Link to={PATHS.profile} className="btn btn-ghost">Cancel</Link>
    </div>
  );
}
