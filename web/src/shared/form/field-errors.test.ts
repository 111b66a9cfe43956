import { describe, expect, it } from 'vitest';
import { ApiError } from '../remote/http.js';
import { fieldErrorsOf, refusalMessage } from './field-errors.js';

describe('fieldErrorsOf', () => {
  it('gives the first message of each field of a 400, nothing for other failures', () => {
    const error = new ApiError(400, 'Invalid', [
      { field: 'date', message: 'Too late' },
      { field: 'date', message: 'Second' },
      { field: 'note', message: 'Too long' },
    ]);
    expect(fieldErrorsOf(error)).toEqual({ date: 'Too late', note: 'Too long' });
    expect(fieldErrorsOf(new Error('offline'))).toEqual({});
  });
});

describe('refusalMessage', () => {
  it("shows the server's message for a refusal and the fallback for a fault or a lost connection", () => {
    expect(refusalMessage(new ApiError(409, 'The offer was already accepted.'), 'Something went wrong')).toBe('The offer was already accepted.');
    expect(refusalMessage(new ApiError(400, 'Invalid date'), 'Something went wrong')).toBe('Invalid date');
    expect(refusalMessage(new ApiError(500, 'Internal server error'), 'Something went wrong')).toBe('Something went wrong');
    expect(refusalMessage(new TypeError('Failed to fetch'), 'Something went wrong')).toBe('Something went wrong');
  });
});
