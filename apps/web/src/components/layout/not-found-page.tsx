import { Link } from 'react-router';
import { buttonClass } from '../ui/button.tsx';

export function NotFoundPage() {
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <p className="text-sm font-semibold text-cyan-400">404</p>
      <h1 className="mt-2 text-3xl font-bold text-white">Page not found</h1>
      <p className="mt-3 text-slate-400">The page you were looking for does not exist.</p>
      <Link to="/" className={buttonClass('primary', 'mt-8')}>
        Back to home
      </Link>
    </section>
  );
}
