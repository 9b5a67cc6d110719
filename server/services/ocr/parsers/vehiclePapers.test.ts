import { describe, expect, it } from 'vitest';
import { parseNewCarCard } from './newCarCard.js';
import { parseOwnershipDocument } from './ownershipDocument.js';
import { parsePassingPaper } from './passingPaper.js';
import { parseVehicleClearanceCertificate } from './vehicleClearanceCertificate.js';

describe('parseNewCarCard', () => {
  it('reads the dealer card, dropping the noise across the gap', () => {
    const text = `New Vehicle Card      62u2> aS 0 adllas
Al Futtaim Motors - Dealer Certificate

owner: John Smith                                 Wall
Make: Toyota                                       gall
Model: Land Cruiser                              Skat
Model Year: 2016                                 gall iw
Chassis No.: JTD6U91R2GX056O71                 saclall ad,
Engine No.: M274-2246254                       zal ps,
Colour: Silver                                    sll
Origin: Japan                                     [nal
Issue Date: 14/12/2025                        Jlodl aul`;
    expect(parseNewCarCard(text).fields).toEqual({
      ownerName: 'John Smith', make: 'Toyota', model: 'Land Cruiser', year: '2016', chassisNo: 'JTD6U91R2GX056071', engineNo: 'M274-2246254',
      colour: 'Silver', origin: 'Japan', issueDate: '2025-12-14',
    });
  });
});

describe('parsePassingPaper', () => {
  it('reads a label-and-column layout, the plate number after its code', () => {
    const text = `Vehicle Inspection Certificate                   aS yo yand solga
Emarat Vehicle Testing - Dubai

Chassis No.            KMHR3ME356V280547                          saclall a5,
Make                   Hyundai                                     eal
Model                   Sonata                                     Shall
Model Year               2016                                      eal aiw
Plate No.               D 85693                                   a>olll as,
Inspection Date         03/09/2025                                wazall a,b
Valid Until               03/10/2025                               i> axle
Result                  PASSED                                     ail`;
    expect(parsePassingPaper(text).fields).toEqual({
      // The 10th character is the year code: G is 2016, which the paper prints.
      chassisNo: 'KMHR3ME35GV280547', make: 'Hyundai', model: 'Sonata', year: '2016', plateNumber: '85693', inspectionDate: '2025-09-03',
      expiryDate: '2025-10-03', result: 'Passed',
    });
  });
});

describe('parseOwnershipDocument', () => {
  it('reads the certificate, with @ and O read for zeros in the VIN', () => {
    const text = `Vehicle Ownership Certificate      aS yo axSlo 8olgan
Certificate No. 38161900

owner Name: Nimal Perera

Chassis No.: KNDTE@TO9DL459607

Make: Kia

Model: Cerato

Model Year: 2013

Issue Date: 17/01/2025`;
    expect(parseOwnershipDocument(text).fields).toEqual({
      ownerName: 'Nimal Perera', chassisNo: 'KNDTE0T09DL459607', make: 'Kia', model: 'Cerato', year: '2013', issueDate: '2025-01-17',
    });
  });
});

describe('parseVehicleClearanceCertificate', () => {
  it('reads the certificate, cutting a numeric plate code OCR ran into the number', () => {
    const text = `Vehicle Clearance Certificate                        aS yo ans 65h. 6olgais
Abu Dhabi Police - Traffic Department

Owner              Imran Khan                                           Aad
Chassis No.        KMH61NN23NE017332                                    saslall as,
Plate No.           1527424                                             asglll as,
Issue Date          26/06/2024                                          lao! gb
Valid Until        26/07/2024                                           Te
Status              No outstanding fines                                alll`;
    expect(parseVehicleClearanceCertificate(text).fields).toEqual({
      ownerName: 'Imran Khan', chassisNo: 'KMH61NN23NE017332', plateNumber: '27424', issueDate: '2024-06-26', expiryDate: '2024-07-26',
    });
  });
});
