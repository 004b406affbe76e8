import { Link, PATHS } from '@arcvest/shared';
import { SubmitButton } from './form';
import './profile-frame.css';

/** A profile form's buttons (inside its <Form>): send, or go back to the profile unchanged. */
export function ProfileFormActions({ label = 'Update' }: { label?: string }) {
  return (
    <div className="profile-actions">
      <SubmitButton>{label}</SubmitButton>
      <Link to={PATHS.profile} className="btn btn-ghost">
        Cancel
      </Link>
    </div>
  );
}
