import { describe, expect, it } from 'vitest';
import { AdminApiError } from '../../data/admin-api';
import { statusChangeErrorMessage } from './status-change-error';

describe('statusChangeErrorMessage (back-office §8)', () => {
  it('turns a refused transition into the spec text', () => {
    const error = new AdminApiError(409, 'Cannot change status from completed to pending');
    expect(statusChangeErrorMessage(error)).toBe(
      'Invalid status transition. This status change is not allowed.',
    );
  });

  it('turns an unknown status into the spec text', () => {
    expect(
      statusChangeErrorMessage(new AdminApiError(400, 'Invalid status', ['status: Invalid status'])),
    ).toBe('Invalid status value provided.');
  });

  it('turns a rate limit into the spec text', () => {
    expect(statusChangeErrorMessage(new AdminApiError(429, 'Too many requests, retry in a minute'))).toBe(
      'Too many requests. Please wait before trying again.',
    );
  });

  it("shows any other refusal in the server's words", () => {
    expect(statusChangeErrorMessage(new AdminApiError(404, 'Order not found'))).toBe('Order not found');
    expect(statusChangeErrorMessage(new AdminApiError(500, 'Internal server error'))).toBe(
      'Internal server error',
    );
  });

  it('falls back when there was no answer or no message', () => {
    expect(
      statusChangeErrorMessage(new AdminApiError(0, 'Network error: the shop could not be reached')),
    ).toBe('Failed to update order');
    expect(statusChangeErrorMessage(new AdminApiError(502, ''))).toBe('Failed to update order');
    expect(statusChangeErrorMessage(new TypeError('boom'))).toBe('Failed to update order');
    expect(statusChangeErrorMessage(undefined)).toBe('Failed to update order');
  });
});
