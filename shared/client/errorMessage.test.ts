import { describe, expect, it } from 'vitest';
import { errorMessage } from './errorMessage.js';

describe('errorMessage', () => {
  it('prefers the server actualMessage, then message, then the client text', () => {
    expect(errorMessage({ actualMessage: 'Insurer refused', message: 'Failed' }, 'client')).toBe('Insurer refused');
    expect(errorMessage({ message: 'Customer not found' }, 'client')).toBe('Customer not found');
    expect(errorMessage({ message: '  ' }, 'client')).toBe('client');
    expect(errorMessage('<html>', 'client')).toBe('client');
  });
});
