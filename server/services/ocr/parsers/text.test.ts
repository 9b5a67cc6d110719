import { describe, expect, it } from 'vitest';
import {
  alignVin, arabicAfterLabel, cleanText, createTextScanner, findDates, findEmirate, findEmiratesIds, findVin, parseAmount, parseDate, repairVin, toLines,
} from './text.js';

describe('toLines', () => {
  it('drops bidi marks, folds Arabic-Indic digits and marks wide gaps', () => {
    const [line] = toLines('\u200FName:John Smith\u200E      \u0627\u0644\u0627\u0633\u0645 \u0661\u0662');
    expect(line).toBe('Name: John Smith \uE000 الاسم 12');
  });
});

describe('dates', () => {
  it.each([
    ['14/03/1990', '1990-03-14'],
    ['14-03-1990', '1990-03-14'],
    ['14.03.1990', '1990-03-14'],
    ['1990-03-14', '1990-03-14'],
    ['14 Mar 1990', '1990-03-14'],
    ['4 September 2025', '2025-09-04'],
    ['2O/l2/2O26', '2026-12-20'],
    ['25 /03/ 1982', '1982-03-25'],
  ])('reads %s as %s', (text, iso) => {
    expect(parseDate(text)).toBe(iso);
  });

  it('reads a date OCR reversed in a right-to-left line as year first', () => {
    expect(parseDate('تاريخ الإصدار 2023/12/21')).toBe('2023-12-21');
  });

  it('rejects dates that do not exist', () => {
    expect(parseDate('31/02/2024')).toBeUndefined();
    expect(parseDate('12/13/2024')).toBeUndefined();
  });

  it('lists every date of a line in order', () => {
    expect(findDates('Issue 02/11/2022   Expiry 01/11/2027')).toEqual(['2022-11-02', '2027-11-01']);
  });
});

describe('findEmiratesIds', () => {
  it('finds a hyphenated number and keeps it only when the Luhn digit holds', () => {
    expect(findEmiratesIds('ID Number: 784-1990-1234567-6')).toEqual(['784199012345676']);
    expect(findEmiratesIds('ID Number: 784-1990-1234567-1')).toEqual([]);
  });

  it('repairs letters read for digits and spaces or dots read for dashes', () => {
    expect(findEmiratesIds('1D Number 784-199O-l234S67-6')).toEqual(['784199012345676']);
    expect(findEmiratesIds('784 1990.1234567 6')).toEqual(['784199012345676']);
  });

  it('puts back the groups of a number OCR reversed inside an Arabic line', () => {
    expect(findEmiratesIds('ID Number / 6-1234567-1990-784 رقم الهوية')).toEqual(['784199012345676']);
  });

  it('finds the number inside the MRZ, also when OCR read one digit twice', () => {
    expect(findEmiratesIds('ILARE1842709726784196179686843')).toEqual(['784196179686843']);
    expect(findEmiratesIds('ILARE28459850967841997767365608')).toEqual(['784199776736508']);
  });
});

describe('VINs', () => {
  it('reads I, O and Q as 1, 0 and 0', () => {
    expect(findVin('Chassis No.: 1HGCM82633AOO4352')).toBe('1HGCM82633A004352');
  });

  it('joins a VIN OCR split in two, and ignores words glued together', () => {
    expect(findVin('1HGCM826 33A004352')).toBe('1HGCM82633A004352');
    expect(findVin('CHASSIS NO ENGINE NO 13')).toBeUndefined();
  });

  it('turns the brackets OCR reads for J back into J', () => {
    expect(findVin('KNDXD7AZ6)9718688')).toBe('KNDXD7AZ6J9718688');
  });

  it('repairs an unknown maker code to the one known code a lookalike away', () => {
    expect(repairVin('JAAVFM3X3JW187036')).toBe('JA4VFM3X3JW187036');
    expect(repairVin('WWWEYHDL39Y775327')).toBe('WVWEYHDL39Y775327');
  });

  it('fixes a North American VIN whose check digit only one lookalike makes hold, keeping a known maker code', () => {
    expect(repairVin('1HGCM8Z633A004352')).toBe('1HGCM82633A004352');
    expect(repairVin('1G1FESVW8NZ621861')).toBe('1G1FE5VW8NZ621861');
  });

  it('leaves a VIN from elsewhere that fails its check digit as read', () => {
    expect(repairVin('WVWZZZ1JZ3W386752')).toBe('WVWZZZ1JZ3W386752');
  });

  it('drops a glyph read twice when the check digit confirms it', () => {
    expect(findVin('WVG7XAA841L.9946098')).toBe('WVG7XAA84L9946098');
  });

  it('aligns the year code and the maker code with what the paper prints', () => {
    expect(alignVin('KMHR3ME356V280547', { year: '2016' })).toBe('KMHR3ME35GV280547');
    expect(alignVin('JMBAHGTN1EG976966', { make: 'Nissan' })).toBe('JN8AHGTN1EG976966');
  });
});

describe('amounts and emirates', () => {
  it.each([
    ['AED 1,530.50', '1530.50'],
    ['14,442.47 AED', '14442.47'],
    ['AED 750', '750.00'],
    ['1.530.50', '1530.50'],
    ['AED 2,34S.5O', '2345.50'],
  ])('reads %s as %s', (text, amount) => {
    expect(parseAmount(text)).toBe(amount);
  });

  it('names the emirate in English, with a misread letter, or in Arabic', () => {
    expect(findEmirate('Ras Al Khaimah Police')).toBe('Ras Al Khaimah');
    expect(findEmirate('Fujeirah')).toBe('Fujairah');
    expect(findEmirate('Sharjeh')).toBe('Sharjah');
    expect(findEmirate('مكان الإصدار: أبوظبي')).toBe('Abu Dhabi');
    expect(findEmirate('Muscat')).toBeUndefined();
  });
});

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

describe('cleanText and arabicAfterLabel', () => {
  it('drops the debris OCR leaves after a value', () => {
    expect(cleanText('Civil Engineer : ; |')).toBe('Civil Engineer');
    expect(cleanText('Jose Reyes a')).toBe('Jose Reyes');
  });

  it('takes the Arabic name from the line that is all Arabic, not from the label beside the English name', () => {
    const lines = toLines('الاسم ص5 3000 :11208\nالاسم: جون سميث');
    expect(arabicAfterLabel(lines, 'الاسم')).toBe('جون سميث');
  });
});
