/** A tiny inline chart of a recent series: no library, one SVG path. */
export function Sparkline({
  points,
  width = 120,
  height = 36,
}: {
  points: readonly number[];
  width?: number;
  height?: number;
}) {
  if (points.length < 2) return <svg width={width} height={height} aria-hidden="true" />;
  const min = Math.min(...points);
  const max = Math.max(...points);
  const span = max - min || 1;
  const step = width / (points.length - 1);
  const d = points
    .map(
      (value, i) =>
        `${i === 0 ? 'M' : 'L'}${(i * step).toFixed(1)},${(height - 2 - ((value - min) / span) * (height - 4)).toFixed(1)}`,
    )
    .join('');
  const trend = (points.at(-1) ?? 0) >= (points[0] ?? 0) ? 'up' : 'down';
  return (
    <svg
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      className={`sparkline sparkline--${trend}`}
      aria-hidden="true"
    >
      <path d={d} fill="none" strokeWidth="1.5" strokeLinejoin="round" />
    </svg>
  );
}
