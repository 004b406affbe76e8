import { PATHS, NotFound, useLingui } from '@arcvest/shared';
import { NOT_FOUND_TEXTS } from './messages';

export default function NotFoundPage() {
  const { _ } = useLingui();
  return (
    <div className="container">
      <NotFound backTo={PATHS.home} backLabel={_(NOT_FOUND_TEXTS.home)} />
    </div>
  );
}
