import { formatTime } from '../lib/format-time';
import { formatted, METRICS } from '../lib/metrics';
import { HEALTH_WINDOWS, type BundleHealth, type HealthWindow, type SeriesPoint } from '../lib/release-health';
import { TableBox } from './health-table';

/** What the caps dropped of a bucket: "0", "4", "4 + 1 later report". */
function uncounted({ droppedLoads, droppedUpdates }: SeriesPoint): string {
  if (!droppedUpdates) return String(droppedLoads);
  return `${droppedLoads} + ${droppedUpdates} later ${droppedUpdates === 1 ? 'report' : 'reports'}`;
}

/**
 * The numbers of a bundle's charts: one row per bucket and version, with the page loads the
 * telemetry's caps dropped (counted nowhere else: a row with some is partial, and a canary holds).
 */
export function SeriesTable({ health, window }: { health: BundleHealth; window: HealthWindow }) {
  const { per, label } = HEALTH_WINDOWS[window];
  return (
    <TableBox tabIndex={0} role="region" aria-label={`Numbers of the ${health.bundle} charts`}>
      <table>
        <caption>
          {health.bundle} {per}, last {label} (UTC): the numbers of the charts
        </caption>
        <thead>
          <tr>
            <th scope="col">Time</th>
            <th scope="col">Version</th>
            {METRICS.map((metric) => (
              <th scope="col" key={metric.id}>
                {metric.label}
              </th>
            ))}
            <th
              scope="col"
              title="Page loads (and later reports) the telemetry's caps dropped: the row's numbers are partial"
            >
              Uncounted (caps)
            </th>
            <th scope="col" title="Counts the telemetry reported that cannot be, and how the row shows them">
              Inconsistent
            </th>
          </tr>
        </thead>
        <tbody>
          {health.points.map((point) => (
            <tr key={`${point.at}|${point.version}`}>
              <th scope="row">{formatTime(point.at)}</th>
              <td>{point.version}</td>
              {METRICS.map((metric) => (
                <td className="number" key={metric.id}>
                  {formatted(metric, point)}
                </td>
              ))}
              <td className="number">{uncounted(point)}</td>
              <td>{point.inconsistent ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableBox>
  );
}
