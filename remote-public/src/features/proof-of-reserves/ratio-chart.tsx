import { formatDateTime, formatDay, formatUsd, type ReservesRatioPoint } from '@arcvest/shared';
import { useId } from 'react';
import { formatRatio } from './ratio';

const WIDTH = 600;
const HEIGHT = 200;
/** Room inside the drawing for the line's width and the dots at its ends. */
const INSET = 8;

/** The drawing's scale: from 0 to a little above the highest ratio, and never below full cover (100 %), so that line is always drawn. */
function scaleTop(points: readonly ReservesRatioPoint[]): number {
  return Math.max(1.2, ...points.map((point) => point.ratio * 1.1));
}

function coordinates(points: readonly ReservesRatioPoint[], top: number): { x: number; y: number }[] {
  const step = points.length > 1 ? (WIDTH - 2 * INSET) / (points.length - 1) : 0;
  const y = (ratio: number) => HEIGHT - INSET - (ratio / top) * (HEIGHT - 2 * INSET);
  return points.map((point, index) => ({ x: points.length > 1 ? INSET + index * step : WIDTH / 2, y: y(point.ratio) }));
}

/**
 * The ratio over time, oldest first: a small SVG line (no chart library: the public remote's
 * JavaScript is on the home page's budget) with a dashed line at 100 %. The drawing is hidden from
 * assistive technology; the same figures are in a table it reads, hidden from sight.
 */
export function RatioChart({ history }: { history: readonly ReservesRatioPoint[] }) {
  const captionId = useId();
  const top = scaleTop(history);
  const line = coordinates(history, top);
  const fullCover = HEIGHT - INSET - (1 / top) * (HEIGHT - 2 * INSET);
  const first = history[0];
  const last = history[history.length - 1];
  return (
    <figure className="reserves-chart" aria-labelledby={captionId}>
      <figcaption id={captionId} className="reserves-chart-caption">
        {history.length > 1
          ? `From ${formatRatio(first.ratio)} on ${formatDay(first.generated_at.slice(0, 10))} to ${formatRatio(last.ratio)} on ${formatDay(last.generated_at.slice(0, 10))}, over ${history.length} snapshots.`
          : `${formatRatio(last.ratio)} at the first snapshot; the line grows with each day’s.`}
      </figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} preserveAspectRatio="none" className="reserves-chart-drawing" aria-hidden="true" focusable="false">
        <line x1={0} x2={WIDTH} y1={fullCover} y2={fullCover} className="reserves-chart-full" />
        <polyline points={line.map(({ x, y }) => `${x},${y}`).join(' ')} className="reserves-chart-line" />
        {line.length > 0 && <circle cx={line[line.length - 1].x} cy={line[line.length - 1].y} r={4} className="reserves-chart-dot" />}
      </svg>
      <p className="reserves-chart-legend" aria-hidden="true">
        <span className="reserves-chart-key-line" /> Ratio <span className="reserves-chart-key-full" /> 100 % (fully covered)
      </p>
      <table className="visually-hidden">
        <caption>The ratio at each snapshot</caption>
        <thead>
          <tr><th scope="col">Snapshot</th><th scope="col">Ratio</th><th scope="col">Reserves</th><th scope="col">Owed</th></tr>
        </thead>
        <tbody>
          {history.map((point) => (
            <tr key={point.generated_at}>
              <th scope="row">{formatDateTime(point.generated_at)}</th>
              <td>{formatRatio(point.ratio)}</td>
              <td>{formatUsd(point.reserves)}</td>
              <td>{formatUsd(point.liabilities)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
