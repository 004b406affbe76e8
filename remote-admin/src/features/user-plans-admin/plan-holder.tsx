import { ID_PATTERN } from '@arcvest/shared/rules';
import { Link, manageUserPath, NotFound, PATHS, useCrumbLabel, useLingui, useParams } from '@arcvest/shared';
import { Fragment, type ReactNode } from 'react';
import { useGetUserQuery } from '../../api/user';
import { HOLDER_TEXTS as TEXTS } from './messages';

const VALID_ID = new RegExp(ID_PATTERN);

/** Renders the page for the user of the route's :id (a fresh page per user), or Page not found for a malformed id. */
export function ForRouteUser({ children }: { children: (userId: number) => ReactNode }) {
  const { _ } = useLingui();
  const { id = '' } = useParams();
  if (!VALID_ID.test(id)) return <NotFound backTo={PATHS.manageUsers} backLabel={_(TEXTS.backToList)} />;
  return <Fragment key={id}>{children(Number(id))}</Fragment>;
}

/** The back link to the user and the page heading naming them ("Active plans of ivy") once they are loaded; `title` is written in the reader's language. */
export function PlanHolderHeader({ userId, title }: { userId: number; title: (username?: string) => string }) {
  const { _ } = useLingui();
  const { data: holder } = useGetUserQuery(userId);
  useCrumbLabel(manageUserPath(userId), holder?.username);
  return (
    <>
      <Link to={manageUserPath(userId)} className="back-link">
        <span className="icon-directional">←</span> {holder ? _({ ...TEXTS.backTo, values: { username: holder.username } }) : _(TEXTS.backToUser)}
      </Link>
      <header className="page-title">
        <h1>{title(holder?.username)}</h1>
      </header>
    </>
  );
}
