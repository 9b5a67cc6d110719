import { describe, expect, it } from 'vitest';
import { findEmiratesIds, parseAmount } from './numbers.js';

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

describe('parseAmount', () => {
  it.each([
    ['AED 1,530.50', '1530.50'],
    ['14,442.47 AED', '14442.47'],
    ['AED 750', '750.00'],
    ['1.530.50', '1530.50'],
    ['AED 2,34S.5O', '2345.50'],
  ])('reads %s as %s', (text, amount) => {
    expect(parseAmount(text)).toBe(amount);
  });
});
