import { Button } from './Button.tsx';

export interface PagerLabels {
  /** The navigation's name, for screen readers. */
  name: string;
  previous: string;
  next: string;
  /** "Page 2 of 5", worded by the caller. */
  position: string;
}

/** Previous and next around "page N of M"; nothing when everything fits on one page. */
export function Pager({
  page,
  pages,
  onPage,
  labels,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  labels: PagerLabels;
}) {
  if (pages <= 1) return null;
  return (
    <nav className="pager" aria-label={labels.name}>
      <Button variant="secondary" className="btn--small" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {labels.previous}
      </Button>
      <span className="muted" aria-live="polite">
        {labels.position}
      </span>
      <Button variant="secondary" className="btn--small" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {labels.next}
      </Button>
    </nav>
  );
}
