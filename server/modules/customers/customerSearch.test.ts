import { describe, expect, it } from 'vitest';
import { toSearchQuery } from './customerSearch.js';

const byName = (match: string, tsquery: string) => ({ index: 'customers_name_search', match, postgres: { name: tsquery } });
const byContact = (match: string, postgres: object) => ({ index: 'customers_contact_search', match, postgres });

describe('toSearchQuery', () => {
  it('matches each word of a name as a prefix', () => {
    expect(toSearchQuery('  Aisha Al ')).toEqual(byName('"aisha"* "al"*', 'aisha:* & al:*'));
  });

  it('reduces a mobile in any typed form to its national digits', () => {
    expect(toSearchQuery('050 123 4567')).toEqual(byContact('"501234567"* OR "0501234567"*', { numberPrefixes: ['501234567', '0501234567'] }));
    expect(toSearchQuery('+971 50 123')).toEqual(byContact('"50123"* OR "97150123"*', { numberPrefixes: ['50123', '97150123'] }));
    expect(toSearchQuery('501234567')).toEqual(byContact('"501234567"*', { numberPrefixes: ['501234567'] }));
  });

  it('strips the dashes of an Emirates ID', () => {
    expect(toSearchQuery('784-1990-1234567-6')).toEqual(byContact('"784199012345676"*', { numberPrefixes: ['784199012345676'] }));
  });

  it('matches the start of an e-mail address', () => {
    expect(toSearchQuery('Aisha.Khan@gm')).toEqual(byContact('email : "aisha.khan@gm"*', { emailPrefix: 'aisha.khan@gm' }));
  });

  it('drops characters FTS5 or a tsquery would read as syntax', () => {
    expect(toSearchQuery('o"brien* AND (x)')).toEqual(byName('"o"* "brien"* "and"* "x"*', 'o:* & brien:* & and:* & x:*'));
    expect(toSearchQuery('a"b@c')).toEqual(byContact('email : "ab@c"*', { emailPrefix: 'ab@c' }));
  });

  it('answers null when nothing searchable is left', () => {
    expect(toSearchQuery(undefined)).toBeNull();
    expect(toSearchQuery('   ')).toBeNull();
    expect(toSearchQuery('--')).toBeNull();
    expect(toSearchQuery('"*')).toBeNull();
  });
});
