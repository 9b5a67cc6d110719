import { describe, expect, it } from 'vitest';
import { overlapRowText, overlappingRows, rowsOverlap, type OverlapRow } from './healthMatrixOverlap.js';

const row = (values: Partial<OverlapRow> = {}): OverlapRow => ({
  id: 'a', visaTypes: ['Self'], ageFrom: 18, ageTo: 30, salaryFromAed: null, salaryToAed: null, gender: 'Male', relation: null, ...values,
});
const other = (values: Partial<OverlapRow> = {}) => row({ id: 'b', ...values });

describe('rowsOverlap', () => {
  it('takes touching age bands apart and shared ages together, on both sides', () => {
    expect(rowsOverlap(row({ ageFrom: 0, ageTo: 17 }), other({ ageFrom: 18, ageTo: 30 }))).toBe(false);
    expect(rowsOverlap(row({ ageFrom: 0, ageTo: 18 }), other({ ageFrom: 18, ageTo: 30 }))).toBe(true);
    expect(rowsOverlap(row({ ageFrom: 31, ageTo: 40 }), other({ ageFrom: 18, ageTo: 30 }))).toBe(false);
    expect(rowsOverlap(row({ ageFrom: 30, ageTo: 40 }), other({ ageFrom: 18, ageTo: 30 }))).toBe(true);
    expect(rowsOverlap(row({ ageFrom: 20, ageTo: 20 }), other({ ageFrom: 18, ageTo: 30 }))).toBe(true);
  });

  it('needs the salary bands to meet too, an open end reaching every salary', () => {
    expect(rowsOverlap(row({ salaryFromAed: 0, salaryToAed: 4000 }), other({ salaryFromAed: 4001, salaryToAed: 12000 }))).toBe(false);
    expect(rowsOverlap(row({ salaryFromAed: 0, salaryToAed: 4001 }), other({ salaryFromAed: 4001, salaryToAed: 12000 }))).toBe(true);
    expect(rowsOverlap(row({ salaryFromAed: 12001, salaryToAed: null }), other({ salaryFromAed: 4001, salaryToAed: 12000 }))).toBe(false);
    expect(rowsOverlap(row({ salaryFromAed: 12000, salaryToAed: null }), other({ salaryFromAed: 4001, salaryToAed: 12000 }))).toBe(true);
    expect(rowsOverlap(row({ salaryFromAed: null, salaryToAed: 4000 }), other({ salaryFromAed: 4000, salaryToAed: null }))).toBe(true);
    expect(rowsOverlap(row(), other({ salaryFromAed: 4001, salaryToAed: 12000 }))).toBe(true);
  });

  it('keeps overlapping bands apart when the visa types, genders or relations differ', () => {
    expect(rowsOverlap(row({ visaTypes: ['Self'] }), other({ visaTypes: ['Parent'] }))).toBe(false);
    expect(rowsOverlap(row({ gender: 'Male' }), other({ gender: 'Female' }))).toBe(false);
    expect(rowsOverlap(row({ relation: 'Son' }), other({ relation: 'Wife' }))).toBe(false);
  });

  it('lets `all` visa types, the `all` gender and a row without relation meet every value', () => {
    expect(rowsOverlap(row({ visaTypes: ['all'] }), other({ visaTypes: ['Parent'] }))).toBe(true);
    expect(rowsOverlap(row({ visaTypes: ['Parent'] }), other({ visaTypes: ['all'] }))).toBe(true);
    expect(rowsOverlap(row({ visaTypes: ['Self', 'Parent'] }), other({ visaTypes: ['Parent', 'Domestic worker'] }))).toBe(true);
    expect(rowsOverlap(row({ gender: 'all' }), other({ gender: 'Female' }))).toBe(true);
    expect(rowsOverlap(row({ relation: null }), other({ relation: 'Wife' }))).toBe(true);
    expect(rowsOverlap(row({ relation: 'Wife' }), other({ relation: 'Wife' }))).toBe(true);
  });
});

describe('overlappingRows', () => {
  it('names every clashing row but never the edited row itself', () => {
    const rows = [row({ id: 'a' }), other({ id: 'b', ageFrom: 25, ageTo: 40 }), other({ id: 'c', ageFrom: 41, ageTo: 60 })];
    expect(overlappingRows(row({ id: 'a', ageFrom: 20, ageTo: 45 }), rows).map((clash) => clash.id)).toEqual(['b', 'c']);
    expect(overlappingRows(row({ id: 'new', ageFrom: 61, ageTo: 64 }), rows)).toEqual([]);
  });
});

describe('overlapRowText', () => {
  it('words a row for a refusal', () => {
    expect(overlapRowText(row({ salaryFromAed: 4001, salaryToAed: 12000, relation: 'Wife' }))).toBe('ages 18–30, salary AED 4,001–12,000, Self, Male, Wife');
    expect(overlapRowText(row({ visaTypes: ['all'], gender: 'all', salaryFromAed: 12001 }))).toBe('ages 18–30, salary AED 12,001–up, all visa types, any gender, any relation');
  });
});
