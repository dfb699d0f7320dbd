import { render, screen } from '@testing-library/react';
import type * as Buffer from '../telemetry/telemetry-buffer';
import { reportTelemetry } from '../telemetry/telemetry-buffer';
import { RemoteErrorBoundary } from './remote-error-boundary';

jest.mock('../telemetry/telemetry-buffer', () => ({
  ...jest.requireActual<typeof Buffer>('../telemetry/telemetry-buffer'),
  reportTelemetry: jest.fn(),
}));

function Broken(): never {
  throw new TypeError('resources is undefined');
}

describe('RemoteErrorBoundary', () => {
  it("shows the fallback and counts the failure as its remote's crash", () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <RemoteErrorBoundary remote="knowledgeHub" fallback={() => <p>The Knowledge Hub is temporarily unavailable</p>}>
        <Broken />
      </RemoteErrorBoundary>,
    );
    expect(screen.getByText('The Knowledge Hub is temporarily unavailable')).toBeInTheDocument();
    expect(reportTelemetry).toHaveBeenCalledWith({
      type: 'crash',
      remote: 'knowledgeHub',
      message: 'TypeError: resources is undefined',
      stack: expect.stringContaining('resources is undefined'),
    });
    jest.mocked(console.error).mockRestore();
  });
});
