import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../remote/http.js';
import { ListError } from './list-state.js';

describe('ListError', () => {
  afterEach(cleanup);

  it("shows the server's refusal of the filters (400) as it said it, with nothing to retry", () => {
    render(<ListError error={new ApiError(400, 'status must be one of: available, reserved')} text="The list could not be loaded." retryLabel="Try again" onRetry={() => undefined} />);
    expect(screen.getByRole('alert').textContent).toBe('status must be one of: available, reserved');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('offers a retry after any other failure', () => {
    const onRetry = vi.fn<() => void>();
    render(<ListError error={new ApiError(500, 'Internal server error')} text="The list could not be loaded." retryLabel="Try again" onRetry={onRetry} />);
    expect(screen.getByRole('alert').textContent).toContain('The list could not be loaded.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
