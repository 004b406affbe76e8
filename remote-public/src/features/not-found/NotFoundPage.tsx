import { NotFound } from '@arcvest/shared';

export default function NotFoundPage() {
  return (
    <div className="container">
      <NotFound backTo="/" backLabel="Go to the home page" />
    </div>
  );
}
