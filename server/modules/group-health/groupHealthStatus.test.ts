import { describe, expect, it } from 'vitest';
import { corporateHealthStatus } from './groupHealthStatus.js';

describe("the corporate customer's health status from a proposal's change", () => {
  it('is Converted on Won and Quoting on every open status, whatever the other proposals are', () => {
    expect(corporateHealthStatus('Won', ['Lost', 'Quoted'])).toBe('Converted');
    for (const open of ['New', 'Quoting', 'Quoted', 'Callback Scheduled', 'Sent to Customer'] as const) {
      expect(corporateHealthStatus(open, ['Won', 'Lost'])).toBe('Quoting');
    }
  });

  it('on Lost is Quoting while another proposal is open, else Converted when one was won, else Lost', () => {
    expect(corporateHealthStatus('Lost', ['Lost', 'Callback Scheduled', 'Won'])).toBe('Quoting');
    expect(corporateHealthStatus('Lost', ['Lost', 'Won'])).toBe('Converted');
    expect(corporateHealthStatus('Lost', ['Lost'])).toBe('Lost');
    expect(corporateHealthStatus('Lost', [])).toBe('Lost');
  });
});
