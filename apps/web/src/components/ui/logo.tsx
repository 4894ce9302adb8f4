import { Link } from 'react-router';

export function LogoMark({ className = 'h-7 w-7' }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true">
      <rect width="32" height="32" rx="7" fill="#0f172a" />
      <path d="M9 6v20M16 4v24M23 8v16" stroke="#94a3b8" strokeWidth="1.6" strokeLinecap="round" />
      <rect x="6.5" y="11" width="5" height="9" rx="1" fill="#10b981" />
      <rect x="13.5" y="8" width="5" height="10" rx="1" fill="#f43f5e" />
      <rect x="20.5" y="12" width="5" height="8" rx="1" fill="#10b981" />
    </svg>
  );
}

export function Logo({ to = '/' }: { to?: string }) {
  return (
    <Link to={to} className="flex items-center gap-2 font-semibold tracking-tight text-white">
      <LogoMark />
      <span className="text-lg">
        Candle<span className="text-cyan-400">Lens</span>
      </span>
    </Link>
  );
}
