import { Link } from '../router';

/** The page for a path nobody owns: says so and offers a way back. */
export function NotFound({ backTo, backLabel }: { backTo: string; backLabel: string }) {
  return (
    <section className="not-found">
      <h1>Page not found</h1>
      <p>The page you asked for does not exist, or is not available yet.</p>
      <Link className="btn btn-primary" to={backTo}>
        {backLabel}
      </Link>
    </section>
  );
}
