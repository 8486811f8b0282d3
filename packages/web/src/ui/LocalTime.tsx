import { formatTime, timeStyleOf } from '../lib/format.ts';

/**
 * A moment in the reader's language and time zone (formatTime), marked up as one. Where the server
 * renders a page ahead it cannot know the reader's time zone: the browser writes each of these
 * again, in its own, before that page is painted (app/prerender.tsx, the guard).
 */
export function LocalTime({ ms, language, seconds = false }: { ms: number; language: string; seconds?: boolean }) {
  return (
    <time dateTime={new Date(ms).toISOString()} data-local={timeStyleOf(seconds)}>
      {formatTime(ms, language, seconds)}
    </time>
  );
}
