import { useLingui } from '@lingui/react';
import { Link } from '../router';

const TEXTS = {
  title: /*i18n*/ { id: 'ui.notFound.title', message: 'Page not found' },
  text: /*i18n*/ { id: 'ui.notFound.text', message: 'The page you asked for does not exist, or is not available yet.' },
};

/** The page for a path nobody owns: says so and offers a way back. */
export function NotFound({ backTo, backLabel }: { backTo: string; backLabel: string }) {
  const { _ } = useLingui();
  return (
    <section className="not-found">
      <h1>{_(TEXTS.title)}</h1>
      <p>{_(TEXTS.text)}</p>
      <Link className="btn btn-primary" to={backTo}>
        {backLabel}
      </Link>
    </section>
  );
}
