import type { ReactNode } from 'react';
import { PATHS, Link, useAppSelector, Skeleton, useLingui } from '@arcvest/shared';
import type { User } from '../types';
import './profile-frame.css';

const TEXTS = {
  profile: /*i18n*/ { id: 'ui.profileFrame.profile', message: 'Profile' },
  loading: /*i18n*/ { id: 'ui.profileFrame.loading', message: 'Loading your account' },
};

interface ProfileFrameProps {
  title: string;
  /** Sub-pages lead back to the profile; the profile itself has no back link. */
  backToProfile?: boolean;
  children: (user: User) => ReactNode;
}

/**
 * Every page under the investor's profile (profile, security, identity): its title, and its
 * content once the signed-in user is in the store.
 */
export function ProfileFrame({ title, backToProfile = true, children }: ProfileFrameProps) {
  const { _ } = useLingui();
  const user = useAppSelector((state) => state.auth.user);
  return (
    <section className="profile-page">
      {backToProfile && (
        <Link to={PATHS.profile} className="profile-back">
          <span className="icon-directional">←</span> {_(TEXTS.profile)}
        </Link>
      )}
      <header className="page-title">
        <h1>{title}</h1>
      </header>
      {user ? children(user) : <Skeleton shape="cards" label={_(TEXTS.loading)} />}
    </section>
  );
}
