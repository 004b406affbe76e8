import { Link } from 'react-router-dom';

export default function NotFoundPage() {
  return (
    <section className="container not-found">
      <h1>Page not found</h1>
      <p>The page you asked for does not exist.</p>
      <Link className="btn btn-primary" to="/">Go to the home page</Link>
    </section>
  );
}
