import { describe, expect, it } from 'vitest';
import { dubaiDate, todayInDubai } from './dubaiDay.js';

describe('the day in Dubai', () => {
  it('is the UAE calendar day (UTC+4): 20:00 UTC is already the next day, 19:59 is not', () => {
    expect(dubaiDate('2024-03-01T21:30:00.000Z')).toBe('2024-03-02');
    expect(dubaiDate('2024-03-01T20:00:00.000Z')).toBe('2024-03-02');
    expect(dubaiDate('2024-03-01T19:59:59.999Z')).toBe('2024-03-01');
    expect(todayInDubai(new Date('2024-12-31T20:00:00.000Z'))).toBe('2025-01-01');
  });
});
