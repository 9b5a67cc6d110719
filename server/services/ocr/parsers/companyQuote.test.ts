import { describe, expect, it } from 'vitest';
import { parseCompanyQuote } from './companyQuote.js';

describe('parseCompanyQuote', () => {
  it('reads the quotation, taking the premium and not the VAT or the total', () => {
    const text = `Orient Insurance PJSC

Motor Insurance Quotation

Insurer: Orient Insurance PJSC                   oolill aS
Quote No.: MQ-2024-425129                        rll jo ,8 pd,
Type of Cover: Comprehensive                     oli gsi
Insured Value: AED 443,000.00                    auisolill anal
Premium: AED 14,442.47                            lowusll
VAT 5%: 722.12 AED                               asliaall ansill ayo
Total Payable: AED 15,164.59                     JlasYl glial
Excess: 500.00 AED                                 Jail
Valid Until: 20/12/2024                            wi> glo`;
    expect(parseCompanyQuote(text).fields).toEqual({
      companyName: 'Orient Insurance PJSC', quoteNumber: 'MQ-2024-425129', insuranceType: 'Comprehensive', premium: '14442.47',
      carValue: '443000.00', excess: '500.00', validUntil: '2024-12-20',
    });
  });

  it('takes the insurer from the letterhead when no line is labelled with it, and leaves out what says N/A or Nil', () => {
    const text = `Tokio Marine Middle East
Motor Insurance Quotation
Quote No.   QT-2025-569062
Type of Cover   Third Party Liability
Insured Value   N/A
Premium   1,530.5O AED
Excess   Nil
Valid Until   8 Mar 2025`;
    expect(parseCompanyQuote(text).fields).toEqual({
      companyName: 'Tokio Marine Middle East', quoteNumber: 'QT-2025-569062', insuranceType: 'Third Party Liability', premium: '1530.50',
      validUntil: '2025-03-08',
    });
  });
});
