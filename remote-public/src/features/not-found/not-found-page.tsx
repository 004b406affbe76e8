import { PATHS, NotFound } from '@arcvest/shared';

export default function NotFoundPage() {
  return (
    <div className="container">
      <NotFound backTo={PATHS.home} backLabel="Go to the home page" />
    </div>
  );
}
