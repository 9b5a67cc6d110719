import { describe, expect, it } from 'vitest';
import { mergeFields, mergeOwners } from './mergeFields.js';

describe('mergeFields', () => {
  it('puts newly extracted values over the kept ones', () => {
    expect(mergeFields({ fullName: 'Ali Khan', idNumber: '784199012345676' }, { fullName: 'Ali Raza Khan' }))
      .toEqual({ fullName: 'Ali Raza Khan', idNumber: '784199012345676' });
  });

  it('adds fields the kept document did not have', () => {
    expect(mergeFields({ fullName: 'Ali Khan' }, { cardNumber: '123456789' })).toEqual({ fullName: 'Ali Khan', cardNumber: '123456789' });
  });

  it.each([
    ['null', null],
    ['undefined', undefined],
    ['an empty string', ''],
  ])('ignores %s in the extraction, keeping the earlier value', (_name, empty) => {
    expect(mergeFields({ fullName: 'Ali Khan' }, { fullName: empty })).toEqual({ fullName: 'Ali Khan' });
  });

  it('drops empty kept values instead of storing them', () => {
    expect(mergeFields({ fullName: '', nationality: null }, { idNumber: '784199012345676' })).toEqual({ idNumber: '784199012345676' });
  });

  it('keeps a value that is only spaces or zero, which are not empty', () => {
    expect(mergeFields({ a: 'x', b: 'y' }, { a: ' ', b: '0' })).toEqual({ a: ' ', b: '0' });
  });

  it('does not change its inputs', () => {
    const kept = { fullName: 'Ali Khan' };
    const extracted = { fullName: 'Ali Raza Khan' };
    mergeFields(kept, extracted);
    expect(kept).toEqual({ fullName: 'Ali Khan' });
    expect(extracted).toEqual({ fullName: 'Ali Raza Khan' });
  });
});

describe('mergeOwners', () => {
  it('merges each owner index on its own', () => {
    expect(mergeOwners(
      { 0: { name: 'Ali Khan', role: 'Partner' }, 1: { name: 'Sara Ahmed' } },
      { 0: { role: 'Manager', sharePercent: '' }, 1: { nationality: 'Egypt' } },
    )).toEqual({ 0: { name: 'Ali Khan', role: 'Manager' }, 1: { name: 'Sara Ahmed', nationality: 'Egypt' } });
  });

  it('adds newly read owners and keeps owners the new scan did not show', () => {
    expect(mergeOwners({ 0: { name: 'Ali Khan' } }, { 2: { name: 'Omar Said' } })).toEqual({ 0: { name: 'Ali Khan' }, 2: { name: 'Omar Said' } });
  });

  it('leaves out an owner with no values at all', () => {
    expect(mergeOwners({}, { 0: { name: '' }, 1: {} })).toEqual({});
  });
});
