import { formatTime } from '../lib/format-time';
import type { BundleHealth } from '../lib/release-health';
import { switchLabel } from '../lib/switch-labels';
import { TableBox } from './health-table';

/** The switches marked on a bundle's charts, oldest first. */
export function SwitchesTable({ health }: { health: BundleHealth }) {
  if (!health.switches.length) return <p>No switches of {health.bundle} in this window.</p>;
  return (
    <TableBox tabIndex={0} role="region" aria-label={`Switches of ${health.bundle}`}>
      <table>
        <caption>Switches of {health.bundle} (the markers on its charts)</caption>
        <thead>
          <tr>
            <th scope="col">Time</th>
            <th scope="col">Switch</th>
            <th scope="col">Before</th>
            <th scope="col">Reason</th>
          </tr>
        </thead>
        <tbody>
          {health.switches.map((change) => (
            <tr key={`${change.at}|${change.kind}|${change.version}`}>
              <th scope="row">{formatTime(change.at)}</th>
              <td>{switchLabel(change)}</td>
              <td>{change.previous ?? '–'}</td>
              <td>{change.reason}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableBox>
  );
}
