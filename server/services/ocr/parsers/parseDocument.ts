import type { ScannedDocumentType } from '../../../../shared/contract/scanned-documents/index.js';
import { parseCompanyQuote } from './companyQuote.js';
import { parseDrivingLicense } from './drivingLicense.js';
import { parseEmiratesId } from './emiratesId.js';
import { parseExportCertificate, parseRtaLetter } from './exitPapers.js';
import { parseIbanLetter } from './ibanLetter.js';
import { parseInsuranceCertificate, parseReversalInsurance } from './insurancePapers.js';
import { parseNewCarCard } from './newCarCard.js';
import { parseOwnershipDocument } from './ownershipDocument.js';
import { parsePassingPaper } from './passingPaper.js';
import { parsePassport } from './passport.js';
import { parseRcFrontCopy, parseRegistrationCard } from './registrationCard.js';
import type { Parsed } from './text.js';
import { parseTradeLicense } from './tradeLicense.js';
import { parseVehicleClearanceCertificate } from './vehicleClearanceCertificate.js';

const PARSERS: Record<ScannedDocumentType, (text: string, arabicText?: string) => Parsed> = {
  emiratesId: parseEmiratesId,
  drivingLicense: parseDrivingLicense,
  tradeLicense: parseTradeLicense,
  registrationCard: parseRegistrationCard,
  rcFrontCopy: parseRcFrontCopy,
  newCarCard: parseNewCarCard,
  passingPaper: parsePassingPaper,
  ownershipDocument: parseOwnershipDocument,
  vehicleClearanceCertificate: parseVehicleClearanceCertificate,
  companyQuote: parseCompanyQuote,
  ibanLetter: parseIbanLetter,
  insuranceCertificate: parseInsuranceCertificate,
  reversalInsurance: parseReversalInsurance,
  exportCertificate: parseExportCertificate,
  rtaLetter: parseRtaLetter,
  passport: parsePassport,
};

/**
 * The fields (and trade licence owners) of a document of `type` in OCR or text-layer text.
 * `arabicText`, when given, is an Arabic OCR pass of the same image, read for the fields printed
 * only in Arabic; without it they are looked for in `text`.
 *
 * @example parseDocument('emiratesId', 'ID Number: 784-1990-1234567-6').fields // { side: 'front', idNumber: '784199012345676' }
 */
export function parseDocument(type: ScannedDocumentType, text: string, arabicText?: string): Parsed {
  return PARSERS[type](text, arabicText);
}
