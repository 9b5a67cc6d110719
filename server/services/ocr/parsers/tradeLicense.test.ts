import { describe, expect, it } from 'vitest';
import { parseTradeLicense } from './tradeLicense.js';

const TEXT = `Commercial License                                                             alu ams,

Dubai Multi Commodities Centre

License No.: 3O8774                                                                                               23, Jl a3,

Trade Name: Al Noor General Trading Est.                                                           soll awl
anlall 6 lal) jill (5, l2all awl

Legal Form: Sole Establishment                                             isla Jali

Activities: General Trading                                                                                                  alaiu¥l

Issue Date: 15.07.2022                                                                              JlaoYl ab

Expiry Date: 14.07.2023                                                                                           slid! gb

No. Name                                    Nationality                        Role                 Share

1       Imran Khan                                    Pakistan                               Partner                 20%

2]    Rajesh Kumar                                 India                                   Manager               30%

3       John Smith                                    United Kingdom                       Partner and Manager      5O%
`;

const ARABIC = `رخصة تجارية عكصف11 لقن 01111767
الاسم التجاري 65 عمن1:8 660613 :1100 لخ زعسماا 1206
الاسم التجاري: النور للتجارة العامة
الشكل القانوني تصعصصكناطما556 5016 هط اقع.1`;

describe('parseTradeLicense', () => {
  it('reads the licence and its owners table, split at the gaps between columns', () => {
    expect(parseTradeLicense(TEXT, ARABIC)).toEqual({
      fields: {
        licenceNo: '308774', companyName: 'Al Noor General Trading Est.', arabicCompanyName: 'النور للتجارة العامة', legalForm: 'Sole Establishment',
        issuingAuthority: 'Dubai Multi Commodities Centre', activities: 'General Trading', issueDate: '2022-07-15', expiryDate: '2023-07-14',
      },
      owners: {
        0: { name: 'Imran Khan', nationality: 'Pakistan', role: 'Partner', sharePercent: '20' },
        1: { name: 'Rajesh Kumar', nationality: 'India', role: 'Manager', sharePercent: '30' },
        2: { name: 'John Smith', nationality: 'United Kingdom', role: 'Partner and Manager', sharePercent: '50' },
      },
    });
  });

  it('splits an owners row at its nationality when OCR kept no gaps', () => {
    const text = 'Name Nationality Role Share\n1 Ahmed Ibrahim Al Falasi United Arab Emirates Manager 25%';
    expect(parseTradeLicense(text).owners).toEqual({ 0: { name: 'Ahmed Ibrahim Al Falasi', nationality: 'United Arab Emirates', role: 'Manager', sharePercent: '25' } });
  });

  it('keeps a free-zone licence number with its prefix', () => {
    expect(parseTradeLicense('License No.    DMCC-1234567').fields.licenceNo).toBe('DMCC-1234567');
  });
});
