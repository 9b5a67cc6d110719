import { describe, expect, it } from 'vitest';
import { alignVin, findVin, repairVin, vinTrusted } from './vinRepair.js';

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

  it('trusts a North American VIN only when its check digit holds, and any other VIN as read', () => {
    expect(vinTrusted('1HGCM82633A004352')).toBe(true);
    expect(vinTrusted('1HGCM82643A004352')).toBe(false);
    expect(vinTrusted('JTDBR32E720123456')).toBe(true);
  });
});
