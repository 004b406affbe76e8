import { PATHS } from '../routes/paths';
import { Link } from '../router';
import { Button } from './button';
import './profile-frame.css';

/** A profile form's buttons: send, or go back to the profile unchanged. */
export function ProfileFormActions({ busy, label = 'Update' }: { busy: boolean; label?: string }) {
  return (
    <div className="profile-actions">
      <Button type="submit" busy={busy}>{label}</Button>
      <Link to={PATHS.profile} className="btn btn-ghost">Cancel</Link>
    </div>
  );
}
