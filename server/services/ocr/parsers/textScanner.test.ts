import { describe, expect, it } from 'vitest';
import { createTextScanner } from './textScanner.js';

describe('createTextScanner', () => {
  const labels = {
    make: { en: ['Make'], ar: ['الصنع'] },
    model: { en: ['Model'], ar: ['الطراز'] },
    year: { en: ['Model Year'], ar: ['سنة الصنع'] },
  };

  it('takes the value after its label, not what is printed across the gap', () => {
    const scan = createTextScanner('Make: Toyota      gall\nModel: Land Cruiser        Skat\nModel Year: 2016      gall iw', labels);
    expect(scan.text('make')).toBe('Toyota');
    expect(scan.text('model')).toBe('Land Cruiser');
    expect(scan.pick('year', (value) => value)).toBe('2016');
  });

  it('takes the line below when labels are printed above their values', () => {
    const scan = createTextScanner('Make      gall\nFord\n\nModel      Shall\nMustang\n\nModel Year     gall ai\n2010', labels);
    expect(scan.text('make')).toBe('Ford');
    expect(scan.text('model')).toBe('Mustang');
  });

  it('tolerates a misread letter in a long label', () => {
    const scan = createTextScanner('Modei Year: 2019', labels);
    expect(scan.pick('year', (value) => value)).toBe('2019');
  });

  it('finds a value by its Arabic label when the English one is missing', () => {
    const scan = createTextScanner('الطراز: Patrol', labels);
    expect(scan.text('model')).toBe('Patrol');
  });
});
