import { Link } from 'react-router';
import { paths } from '../config/paths.ts';

export function Logo({ compact = false }: { compact?: boolean }) {
  return (
    <Link to={paths.home} className="logo" aria-label="Trade Platform">
      <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true">
        <rect width="32" height="32" rx="8" fill="var(--accent)" />
        <path
          d="M7 21l6-7 5 4 7-9"
          fill="none"
          stroke="var(--bg)"
          strokeWidth="3"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      {!compact && <span>Trade Platform</span>}
    </Link>
  );
}
