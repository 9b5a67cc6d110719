import { describe, expect, it } from 'vitest';
import { parseDrivingLicense } from './drivingLicense.js';

describe('parseDrivingLicense', () => {
  it('reads the front, with dates in words and noise from the Arabic labels', () => {
    const text = `'Driving License                    63d ams,
Ras Al Khaimah - United Arab Emirates
License No.: 1247669B                       aas,ll as,
Name: Jose Reyes                                 pwd
Nationality: Philippines                  asin
Date of Birth:5 Sep 1971                    all ab   &
Issue Date: 4 Apr 2025                          lol al
Expiry Date: 3 Apr 2027                  slgu¥l aul
Place of Issue: Ras Al Khaimah              radios    a5`;
    expect(parseDrivingLicense(text).fields).toEqual({
      side: 'front', licenceNo: '12476698', fullName: 'Jose Reyes', nationality: 'Philippines', dateOfBirth: '1971-09-05',
      issueDate: '2025-04-04', expiryDate: '2027-04-03', placeOfIssue: 'Ras Al Khaimah',
    });
  });

  it('reads the back: traffic code number and permitted vehicles', () => {
    const text = `Driving License      83d amas,
Traffic Code No.: 6175B656

Permitted Vehicles: Light Vehicle, Heavy Vehicle

Licensing Authority: Abu Dhabi Police`;
    expect(parseDrivingLicense(text).fields).toEqual({ side: 'back', tcNo: '61758656', categories: 'Light Vehicle, Heavy Vehicle' });
  });

  it('reads values printed under their labels', () => {
    const text = 'License No.         wass\n76822655\n\nExpiry Date       slgu\n13.04.2027\n\nPlace of Issue       radios\nFujairah';
    expect(parseDrivingLicense(text).fields).toMatchObject({ licenceNo: '76822655', expiryDate: '2027-04-13', placeOfIssue: 'Fujairah' });
  });

  it('finds a label with a misread accent, and gives a date whose label was lost to the one date field left', () => {
    const text = `Issue Date      lol ab
24 Apr 2020

Expiry Daté      cles¥l ab      AT.
23 Apr 2030`;
    expect(parseDrivingLicense(text).fields).toMatchObject({ issueDate: '2020-04-24', expiryDate: '2030-04-23' });
    const lost = 'Date of Birth   Mall 7,6\n21/04/1996\nIssue Date   Jluo¥l gb\n28/04/2018   %\n27/04/2020';
    expect(parseDrivingLicense(lost).fields).toMatchObject({ dateOfBirth: '1996-04-21', issueDate: '2018-04-28', expiryDate: '2020-04-27' });
  });
});
