import { describe, expect, it } from 'vitest';
import { parseDocument } from './parseDocument.js';
import { parsePassport } from './passport.js';

// A TD3 MRZ whose check digits are computed by ICAO 9303 (7-3-1): number Z4839201 (one filler), born 14/03/1985, expires 22/09/2031.
const NAME_LINE = 'P<INDSHARMA<<RAHUL<KUMAR<<<<<<<<<<<<<<<<<<<<';
const DATA_LINE = 'Z4839201<8IND8503149M3109225<<<<<<<<<<<<<<<2';

const READ = {
  passportNumber: 'Z4839201', surname: 'Sharma', givenNames: 'Rahul Kumar', fullName: 'Rahul Kumar Sharma', nationality: 'IND',
  dateOfBirth: '1985-03-14', gender: 'Male', expiryDate: '2031-09-22',
};

describe('parsePassport', () => {
  it('reads every field of a clean TD3 zone below the visual zone', () => {
    const text = `REPUBLIC OF INDIA\nPassport No. Z4839201\nSurname SHARMA\n\n${NAME_LINE}\n${DATA_LINE}\n`;
    expect(parsePassport(text).fields).toEqual(READ);
    expect(parseDocument('passport', text).fields).toEqual(READ);
  });

  it('drops a date or the number whose check digit fails, keeping the fields that hold', () => {
    // Birth date 850315 under the check digit of 850314; the number's check digit 3 where 8 is due, which no O/0, I/1, S/5 or B/8 swap makes hold.
    const badBirth = DATA_LINE.replace('8503149', '8503159');
    expect(parsePassport(`${NAME_LINE}\n${badBirth}`).fields).toEqual({ ...READ, dateOfBirth: undefined });
    const { fields } = parsePassport(`${NAME_LINE}\n${DATA_LINE.replace('Z4839201<8', 'Z4839201<3')}`);
    expect(fields.passportNumber).toBeUndefined();
    expect(fields.expiryDate).toBe('2031-09-22');
  });

  it('reads through OCR noise: spaces, chevrons read as «, letters in digit places, fillers miscounted', () => {
    const noisyName = 'P<IND SHARMA«RAHUL<KUMAR<<<<<<<<<<<<<<<<<';
    // O for 0 and I for 1 in the dates, two fillers lost from the personal number.
    const noisyData = 'Z4839201<8IND85O3149M3IO9225<<<<<<<<<<<<2';
    expect(parsePassport(`${noisyName}\n${noisyData}`).fields).toEqual(READ);
    // A stray character OCR put before the data line.
    expect(parsePassport(`${NAME_LINE}\nA${DATA_LINE}`).fields).toEqual(READ);
  });

  it('settles an O read for a 0 in the passport number only where the check digit confirms it', () => {
    // Number AB1234560 (check digit 4) read as AB123456O: only the swap back passes.
    const line = (number: string, check: string) => `${number}${check}IND8503149M3109225<<<<<<<<<<<<<<<`;
    const withComposite = (data: string) => {
      const weights = [7, 3, 1];
      const value = (char: string) => (char === '<' ? 0 : /\d/.test(char) ? Number(char) : char.charCodeAt(0) - 55);
      const composite = `${data.slice(0, 10)}${data.slice(13, 20)}${data.slice(21, 43)}`;
      return `${data}${[...composite].reduce((sum, char, index) => sum + value(char) * weights[index % 3]!, 0) % 10}`;
    };
    const good = withComposite(line('AB1234560', '4'));
    expect(parsePassport(`${NAME_LINE}\n${good}`).fields.passportNumber).toBe('AB1234560');
    expect(parsePassport(`${NAME_LINE}\n${good.replace('AB1234560', 'AB123456O')}`).fields.passportNumber).toBe('AB1234560');
    // A number whose check digit passes as read is kept as read, O and all.
    expect(parsePassport(`${NAME_LINE}\n${withComposite(line('AB123456O', '8'))}`).fields.passportNumber).toBe('AB123456O');
  });

  it('reads a woman\'s passport with a single given name and a filler-padded short number', () => {
    // The closing fillers read as L and K, as tesseract reads OCR-B's narrow chevrons.
    const fields = parsePassport('P<PHLSANTOS<<MARIA<<<<<LLKLLLLLLLLLLLLLLLLLLL\nP1234567<2PHL9001015F2805304<<<<<<<<<<<<<<<4').fields;
    expect(fields).toMatchObject({ surname: 'Santos', givenNames: 'Maria', fullName: 'Maria Santos', nationality: 'PHL', gender: 'Female' });
    // A surname of two words (AL<KETBI) is one surname.
    expect(parsePassport(`P<AREAL<KETBI<<AMNA<HASSAN${'<'.repeat(18)}\n${DATA_LINE}`).fields).toMatchObject({ surname: 'Al Ketbi', givenNames: 'Amna Hassan' });
  });

  it('reads nothing from text without a TD3 zone, or an Emirates ID back (TD1)', () => {
    expect(parsePassport('Passport\nName: Rahul Sharma').fields).toEqual({});
    expect(parsePassport('ILARE1842709722784198205607157<<\n8203250M2612204GBR<<<<<<<<<<<6').fields).toEqual({});
  });
});
