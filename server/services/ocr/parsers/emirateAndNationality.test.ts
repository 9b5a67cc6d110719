import { describe, expect, it } from 'vitest';
import { findEmirate, findNationality } from './emirateAndNationality.js';

describe('findEmirate', () => {

  it('names the emirate in English, with a misread letter, or in Arabic', () => {
    expect(findEmirate('Ras Al Khaimah Police')).toBe('Ras Al Khaimah');
    expect(findEmirate('Fujeirah')).toBe('Fujairah');
    expect(findEmirate('Sharjeh')).toBe('Sharjah');
    expect(findEmirate('مكان الإصدار: أبوظبي')).toBe('Abu Dhabi');
    expect(findEmirate('Muscat')).toBeUndefined();
  });
});

describe('findNationality', () => {
  it('names the nationality of the one list first printed in the text, with a misread letter', () => {
    expect(findNationality('Nationality: Sri Lanka')?.nationality).toBe('Sri Lanka');
    expect(findNationality('Pakistam Partner 40%')?.nationality).toBe('Pakistan');
    expect(findNationality('1 Rashid Al Hammadi United Arab Emirates Partner 51%')).toMatchObject({ nationality: 'United Arab Emirates', start: 20 });
    expect(findNationality('Nationality: Atlantis')).toBeUndefined();
  });
});
