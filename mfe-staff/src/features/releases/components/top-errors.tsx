import styled from '@emotion/styled';
import { color } from 'shared-ui';
import { formatTime } from '../lib/format-time';
import type { TopError } from '../lib/release-health';
import { TableBox } from './health-table';

const Frames = styled.ol`
  margin: 0;
  padding-left: 1.2em;
  color: ${color.textMuted};
  font-family: ui-monospace, monospace;
  font-size: 0.8rem;
  overflow-wrap: anywhere;
`;

/** A release's most frequent errors: message, count, first and last seen, and the frames they came from. */
export function TopErrors({ bundle, version, errors }: { bundle: string; version: string; errors: TopError[] }) {
  if (!errors.length)
    return (
      <p>
        No errors reported for {bundle} {version}.
      </p>
    );
  return (
    <TableBox tabIndex={0} role="region" aria-label={`Top errors of ${bundle} ${version}`}>
      <table>
        <caption>
          Top errors of {bundle} {version}
        </caption>
        <thead>
          <tr>
            <th scope="col">Message</th>
            <th scope="col">Count</th>
            <th scope="col">First seen</th>
            <th scope="col">Last seen</th>
            <th scope="col">Where it came from</th>
          </tr>
        </thead>
        <tbody>
          {errors.map((error, i) => (
            <tr key={i}>
              <th scope="row">{error.message}</th>
              <td className="number">{error.count}</td>
              <td>{formatTime(error.firstSeen)}</td>
              <td>{formatTime(error.lastSeen)}</td>
              <td>
                {error.frames.length ? (
                  <Frames>
                    {error.frames.map((frame, j) => (
                      <li key={j}>{frame}</li>
                    ))}
                  </Frames>
                ) : (
                  'No stack'
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableBox>
  );
}
