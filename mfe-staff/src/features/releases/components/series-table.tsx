import { formatTime } from '../lib/format-time';
import { formatted, METRICS } from '../lib/metrics';
import { HEALTH_WINDOWS, type BundleHealth, type HealthWindow } from '../lib/release-health';
import { TableBox } from './health-table';

/** The numbers of a bundle's charts: one row per bucket and version. */
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
            </tr>
          ))}
        </tbody>
      </table>
    </TableBox>
  );
}
