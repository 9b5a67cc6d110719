import { describe, expect, it } from 'vitest';
import { parseRcFrontCopy, parseRegistrationCard } from './registrationCard.js';

const FRONT = `Vehicle Licence                    aS yo anSle
Ministry of Interior - Traffic Department

Traffic Plate No.                      alll as,
50075

Plate Code                           aslll jo,
Q

Place of Issue                         Jae! ole
Ajman

T.C. No.                   Sussall calall as,
1O472407

Owner                                        all
Majid Sultan Qasim

Nationality                                 aval
Jordan

Reg. Date                              Jenasill 6
07-04-2023

Exp. Date                              sles] gb
06-04-2024

Ins. Exp.                             “alin sigh
24-04-2024

Policy No.                                  Gaia
AUH/85/975125

Insurance Co.                                  i
Tokio Marine Middle East`;

const BACK = `Vehicle Licence                          aS po aslo
Make: Ford                       gall
Model: Mustang                   Shall
Model Year: 2010                  gall ai
Veh. Type: Station Wagon           aS sell gsi
Origin: GCC                        Lisiall aL
Chassis No.: 1FABBDXW8A2665l63          aclall as,
Engine No.: K24-7091567               Iyzall ps,
Colour: Grey                          oslll
No. of Pass.: 3
Empty Weight: 1707 Kg`;

describe('parseRegistrationCard', () => {
  it('reads the front, with values printed under their labels and Arabic labels read as noise', () => {
    expect(parseRegistrationCard(FRONT).fields).toEqual({
      side: 'front', ownerName: 'Majid Sultan Qasim', nationality: 'Jordan', tcNo: '10472407', plateNumber: '50075', plateCode: 'Q',
      registrationEmirate: 'Ajman', registrationDate: '2023-04-07', expiryDate: '2024-04-06', insuranceExpiryDate: '2024-04-24',
      insurer: 'Tokio Marine Middle East', policyNumber: 'AUH/85/975125',
    });
  });

  it('reads the back: the car, with the VIN repaired', () => {
    expect(parseRegistrationCard(BACK).fields).toEqual({
      side: 'back', make: 'Ford', model: 'Mustang', year: '2010', chassisNo: '1FABBDXW8A2665163', engineNo: 'K24-7091567',
      colour: 'Grey', vehicleType: 'Station Wagon', origin: 'GCC',
    });
  });

  it('takes a label that only reappears inside a value as part of the value', () => {
    expect(parseRegistrationCard('Insurance Co.: Dubai Insurance Company\nMake: Mercedes-Benz').fields.insurer).toBe('Dubai Insurance Company');
  });
});

describe('parseRcFrontCopy', () => {
  it('reads both sides of a copy and gives no side', () => {
    const text = `Vehicle Licence - Copy                           aS po axSlo asa
Traffic Plate No.: 72626

Plate Code: 17

Place of Issue: Abu Dhabi

T.C. No.: 58175303

Owner: Mariam Ahmed Al Nuaimi
Nationality: Egypt

Reg. Date: 21-02-2023

Exp. Date: 20-02-2024

dos Exp: 08-03-2024

Policy No.: DXB/17/389817
Insurance Co.: Dubai Insurance Company
Make: Mercedes-Benz

Model: GLE 450

Model Year: 2022

Veh. Type: SUV

Origin: Germany

Chassis No.: WDDUC9EL3N]J211877
Engine No.: M274782704

Colour: Silver`;
    expect(parseRcFrontCopy(text).fields).toEqual({
      ownerName: 'Mariam Ahmed Al Nuaimi', nationality: 'Egypt', tcNo: '58175303', plateNumber: '72626', plateCode: '17', registrationEmirate: 'Abu Dhabi',
      // "Ins. Exp." was misread past recognition: the one date no label claimed is its date.
      registrationDate: '2023-02-21', expiryDate: '2024-02-20', insuranceExpiryDate: '2024-03-08',
      insurer: 'Dubai Insurance Company', policyNumber: 'DXB/17/389817', make: 'Mercedes-Benz', model: 'GLE 450', year: '2022',
      // An extra "]" between N and J: the one reading of 18 characters whose check digit holds.
      chassisNo: 'WDDUC9EL3NJ211877', engineNo: 'M274782704', colour: 'Silver', vehicleType: 'SUV', origin: 'Germany',
    });
  });
});
