import { PDFParse } from 'pdf-parse';
import type { CustomerWithProfile, ProposalCar } from '../../../shared/contract/proposals/index.js';

/** The PDF tests' clock, customer and car. */
export const PDF_AT = '2025-09-01T08:00:00.000Z';

export function pdfCustomer(overrides: Partial<CustomerWithProfile> = {}): CustomerWithProfile {
  return {
    _id: 'c1', customerId: 'CUS-1', fullName: 'Aisha Al Mansoori', email: 'aisha@example.ae', countryCode: '971', mobileNumber: '501234567', role: 'User',
    dateOfBirth: '1990-05-01', nationality: 'United Arab Emirates', emiratesId: '784199012345676', drivingLicenseNo: '1234567',
    drivingLicenseIssueDate: '2010-01-01', drivingLicenseExpiryDate: '2030-01-01', isBlock: false, createdAt: PDF_AT, updatedAt: PDF_AT, profile: {},
    ...overrides,
  };
}

export const pdfCar: ProposalCar = {
  _id: 'car1', vin: null, year: 2023, make: 'Toyota', model: 'Camry', trim: 'GLE', trimId: null, bodyType: null, vehicleType: 'sedan', cylinders: 4, seats: 5,
  gccSpec: true, colour: 'White', firstRegistrationDate: '2023-02-01', mileageKm: 20_000, valueFils: 100_000_00,
  registration: { chesisNo: '1HGCM82633A004352', plateNumber: '12345', plateCode: 'A', registrationEmirate: 'Dubai', useOfVehicle: 'Personal' },
};

/** A rendered PDF's text and page count, read back the way a reader would. */
export async function readPdf(bytes: Uint8Array): Promise<{ text: string; pages: number }> {
  const parser = new PDFParse({ data: bytes });
  try {
    const result = await parser.getText();
    return { text: result.text, pages: result.total };
  } finally {
    await parser.destroy();
  }
}
