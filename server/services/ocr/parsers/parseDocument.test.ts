import { describe, expect, it } from 'vitest';
import { SCANNED_DOCUMENT_TYPES } from '../../../../shared/contract/scanned-documents/index.js';
import { parseDocument } from './parseDocument.js';

describe('parseDocument', () => {
  it('has a parser for every document type, and none of them invents values from empty text', () => {
    for (const type of SCANNED_DOCUMENT_TYPES) expect(parseDocument(type, '')).toEqual({ fields: {}, owners: {} });
  });

  it('hands the text to the parser of the type', () => {
    expect(parseDocument('emiratesId', 'ID Number: 784-1990-1234567-6').fields).toEqual({ side: 'front', idNumber: '784199012345676' });
    expect(parseDocument('passingPaper', 'Result: PASSED').fields).toEqual({ result: 'Passed' });
  });
});
