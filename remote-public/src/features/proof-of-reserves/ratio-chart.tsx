import { activeLocale, useLingui, type ReservesRatioPoint } from '@arcvest/shared';
import { formatDateTime, formatDay, formatUsd } from '@arcvest/shared/rules';
import { useId } from 'react';
import { CHART_TEXTS as TEXTS } from './messages';
import { formatRatio } from './ratio';

const WIDTH = 600;
const HEIGHT = 200;
/** Room inside the drawing for the line's width and the dots at its ends. */
const INSET = 16;

/**
 * The drawing's scale: the ratios' range and full cover (100 %), so that line is always drawn,
 * with a margin above and below; not from 0, where a day's change would be too flat to see.
 */
function chartScale(points: readonly ReservesRatioPoint[]): { bottom: number; top: number } {
  const ratios = points.map((point) => point.ratio);
  const low = Math.min(1, ...ratios);
  const high = Math.max(1, ...ratios);
  const margin = Math.max((high - low) * 0.15, 0.05);
  return { bottom: Math.max(0, low - margin), top: high + margin };
}

function coordinates(points: readonly ReservesRatioPoint[], { bottom, top }: { bottom: number; top: number }) {
  const step = points.length > 1 ? (WIDTH - 2 * INSET) / (points.length - 1) : 0;
  const y = (ratio: number) => HEIGHT - INSET - ((ratio - bottom) / (top - bottom)) * (HEIGHT - 2 * INSET);
  return { y, line: points.map((point, index) => ({ x: points.length > 1 ? INSET + index * step : WIDTH / 2, y: y(point.ratio) })) };
}

/**
 * The ratio over time, oldest first: a small SVG line (no chart library: the public remote's
 * JavaScript is on the home page's budget) with a dashed line at 100 %. The drawing is hidden from
 * assistive technology; the same figures are in a table it reads, hidden from sight.
 */
export function RatioChart({ history }: { history: readonly ReservesRatioPoint[] }) {
  const { _ } = useLingui();
  const locale = activeLocale();
  const ratio = (value: number) => formatRatio(value, locale);
  const captionId = useId();
  const scale = chartScale(history);
  const { y, line } = coordinates(history, scale);
  const fullCover = y(1);
  const first = history[0];
  const last = history[history.length - 1];
  return (
    <figure className="reserves-chart" aria-labelledby={captionId}>
      <figcaption id={captionId} className="reserves-chart-caption">
        {history.length > 1
          ? _({
              ...TEXTS.summary,
              values: {
                first: ratio(first.ratio),
                firstDay: formatDay(first.generated_at.slice(0, 10), locale),
                last: ratio(last.ratio),
                lastDay: formatDay(last.generated_at.slice(0, 10), locale),
                count: history.length,
              },
            })
          : _({ ...TEXTS.firstSnapshot, values: { ratio: ratio(last.ratio) } })}
      </figcaption>
      <div className="reserves-chart-plot" aria-hidden="true">
        <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} preserveAspectRatio="none" className="reserves-chart-drawing" focusable="false">
          <line x1={0} x2={WIDTH} y1={fullCover} y2={fullCover} className="reserves-chart-full" />
          <polyline points={line.map((point) => `${point.x},${point.y}`).join(' ')} className="reserves-chart-line" />
          {/* The latest point: a line of no length with a round cap, as a circle would stretch with the drawing. */}
          {line.length > 0 && (
            <line
              x1={line[line.length - 1].x}
              x2={line[line.length - 1].x}
              y1={line[line.length - 1].y}
              y2={line[line.length - 1].y}
              className="reserves-chart-dot"
            />
          )}
        </svg>
        {/* The scale's ends, in HTML: text inside a drawing stretched to its box would be stretched too. */}
        <span className="reserves-chart-axis reserves-chart-axis-top">{ratio(scale.top)}</span>
        <span className="reserves-chart-axis reserves-chart-axis-bottom">{ratio(scale.bottom)}</span>
      </div>
      <p className="reserves-chart-legend" aria-hidden="true">
        <span className="reserves-chart-key-line" /> {_(TEXTS.ratio)} <span className="reserves-chart-key-full" /> {_(TEXTS.fullCover)}
      </p>
      {/* Hidden in a box: a table hidden by itself still lays out at its full width and widens a phone's page. */}
      <div className="visually-hidden">
        <table>
          <caption>{_(TEXTS.tableCaption)}</caption>
          <thead>
            <tr>
              <th scope="col">{_(TEXTS.snapshot)}</th>
              <th scope="col">{_(TEXTS.ratio)}</th>
              <th scope="col">{_(TEXTS.reserves)}</th>
              <th scope="col">{_(TEXTS.owed)}</th>
            </tr>
          </thead>
          <tbody>
            {history.map((point) => (
              <tr key={point.generated_at}>
                <th scope="row">
                  <time dateTime={point.generated_at}>{formatDateTime(point.generated_at, undefined, locale)}</time>
                </th>
                <td>{ratio(point.ratio)}</td>
                <td>{formatUsd(point.reserves, locale)}</td>
                <td>{formatUsd(point.liabilities, locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
