import { Link, PATHS, useLingui } from '@arcvest/shared';
import { SubmitButton } from './form';
import './profile-frame.css';

const TEXTS = {
  update: /*i18n*/ { id: 'ui.profileForm.update', message: 'Update' },
  cancel: /*i18n*/ { id: 'ui.profileForm.cancel', message: 'Cancel' },
};

/** A profile form's buttons (inside its <Form>): send, or go back to the profile unchanged. */
export function ProfileFormActions({ label }: { label?: string }) {
  const { _ } = useLingui();
  return (
    <div className="profile-actions">
      <SubmitButton>{label ?? _(TEXTS.update)}</SubmitButton>
      <Link to={PATHS.profile} className="btn btn-ghost">
        {_(TEXTS.cancel)}
      </Link>
    </div>
  );
}
