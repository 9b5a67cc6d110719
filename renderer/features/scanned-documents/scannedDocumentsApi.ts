import type { EndpointKey, EndpointOutput } from '../../../shared/contract/index.js';
import type { scannedDocumentsContract } from '../../../shared/contract/scanned-documents/scanned-documents.contract.js';
import type {
  FieldValues, KeptDocumentType, Owners, ScannedDocument, ScannedOwner, Verification, VerifyRequest,
} from '../../../shared/contract/scanned-documents/scanned-documents.schema.js';
import type { Permission } from '../../../shared/access/modules.js';
import { api } from '../../app/api.js';
import { hostCall, type HostCall } from '../../app/baseQuery.js';

type S = typeof scannedDocumentsContract;

/** Whose documents a panel shows: a customer, a car or a quote, by id. */
export interface DocumentOwner {
  type: ScannedOwner;
  id: string;
}

/** Whose stored scans a file tile shows: a document owner's, or a health proposal's member documents. */
export interface FileOwner {
  type: ScannedOwner | 'healthProposal';
  id: string;
}

/** What a user must hold to change an owner's documents (the endpoints' permissions). */
export const UPDATE_PERMISSION: Record<ScannedOwner, Permission> = { customer: 'customer.update', car: 'proposal.update', quote: 'quote.update' };

/** The multipart endpoint that stores a file under its owner and reads it. */
export const UPLOAD_ENDPOINT: Record<KeptDocumentType, EndpointKey> = {
  emiratesId: 'scannedDocuments.uploadEmiratesId',
  drivingLicense: 'scannedDocuments.uploadDrivingLicense',
  tradeLicense: 'scannedDocuments.uploadTradeLicense',
  registrationCard: 'scannedDocuments.uploadRegistrationCard',
  rcFrontCopy: 'scannedDocuments.uploadVehicleDocument',
  newCarCard: 'scannedDocuments.uploadVehicleDocument',
  passingPaper: 'scannedDocuments.uploadVehicleDocument',
  ownershipDocument: 'scannedDocuments.uploadVehicleDocument',
  vehicleClearanceCertificate: 'scannedDocuments.uploadVehicleDocument',
  companyQuote: 'scannedDocuments.uploadCompanyQuote',
  ibanLetter: 'scannedDocuments.uploadIbanLetter',
};

/** The multipart endpoint that reads a file without keeping it (the create wizard, before any owner exists). */
export const EXTRACT_ENDPOINT: Partial<Record<KeptDocumentType, EndpointKey>> = {
  emiratesId: 'scannedDocuments.extractEmiratesId',
  drivingLicense: 'scannedDocuments.extractDrivingLicense',
  tradeLicense: 'scannedDocuments.extractTradeLicense',
  registrationCard: 'scannedDocuments.extractRegistrationCard',
  passingPaper: 'scannedDocuments.extractPassingPaper',
  rcFrontCopy: 'scannedDocuments.extractVehicleDocument',
  newCarCard: 'scannedDocuments.extractVehicleDocument',
  ownershipDocument: 'scannedDocuments.extractVehicleDocument',
  vehicleClearanceCertificate: 'scannedDocuments.extractVehicleDocument',
  ibanLetter: 'scannedDocuments.extractIbanLetter',
};

type VerifyKey = Extract<EndpointKey, `scannedDocuments.verify${string}`>;
/** The documents whose corrected fields the server checks: all but the insurer's quote. */
export type VerifiableType = Exclude<KeptDocumentType, 'companyQuote'>;
export const VERIFY_ENDPOINT: Record<VerifiableType, VerifyKey> = {
  emiratesId: 'scannedDocuments.verifyEmiratesId',
  drivingLicense: 'scannedDocuments.verifyDrivingLicense',
  tradeLicense: 'scannedDocuments.verifyTradeLicense',
  registrationCard: 'scannedDocuments.verifyRegistrationCard',
  rcFrontCopy: 'scannedDocuments.verifyRcFrontCopy',
  newCarCard: 'scannedDocuments.verifyNewCarCard',
  passingPaper: 'scannedDocuments.verifyPassingPaper',
  ownershipDocument: 'scannedDocuments.verifyOwnershipDocument',
  vehicleClearanceCertificate: 'scannedDocuments.verifyVehicleClearanceCertificate',
  ibanLetter: 'scannedDocuments.verifyIbanLetter',
};

/**
 * The form fields a vehicle paper travels with (`documentType`); the registration card, identity
 * papers and the insurer's quote have their own endpoints and send none.
 */
export function uploadFields(documentType: KeptDocumentType, endpoint: EndpointKey): Record<string, string> | undefined {
  return endpoint === 'scannedDocuments.uploadVehicleDocument' || endpoint === 'scannedDocuments.extractVehicleDocument'
    ? { documentType }
    : undefined;
}

/** Whether one file of the document can be removed on its own (the insurer's quote goes whole). */
export function canRemoveOneFile(documentType: KeptDocumentType): boolean {
  return documentType !== 'companyQuote';
}

const FILE_ENDPOINT = {
  customer: 'scannedDocuments.customerFile', car: 'scannedDocuments.carFile', quote: 'scannedDocuments.quoteFile', healthProposal: 'healthDocuments.file',
} as const satisfies Record<FileOwner['type'], EndpointKey>;

/** The download of one stored file of the owner (params `id` and `fileId`). */
export function fileEndpoint(owner: FileOwner['type']) {
  return FILE_ENDPOINT[owner];
}

const ownerTag = (owner: DocumentOwner) => ({ type: 'ScannedDocument' as const, id: `${owner.type}-${owner.id}` });

function listCall(owner: DocumentOwner): HostCall {
  const params = { id: owner.id };
  if (owner.type === 'customer') return hostCall('scannedDocuments.customerDocuments', { params });
  if (owner.type === 'car') return hostCall('scannedDocuments.carDocuments', { params });
  return hostCall('scannedDocuments.quoteDocuments', { params });
}

function removeCall(documentType: KeptDocumentType, owner: DocumentOwner, fileId?: string): HostCall {
  const params = { id: owner.id };
  const body = fileId ? { fileId } : {};
  switch (documentType) {
    case 'emiratesId':
      return hostCall('scannedDocuments.removeEmiratesId', { params, body });
    case 'drivingLicense':
      return hostCall('scannedDocuments.removeDrivingLicense', { params, body });
    case 'tradeLicense':
      return hostCall('scannedDocuments.removeTradeLicense', { params, body });
    case 'companyQuote':
      return hostCall('scannedDocuments.removeCompanyQuote', { params });
    case 'ibanLetter':
      return hostCall('scannedDocuments.removeIbanLetter', { params, body });
    default:
      return hostCall('scannedDocuments.removeVehicleDocument', { params, body: { documentType, ...body } });
  }
}

export function isVerifiable(documentType: KeptDocumentType): documentType is VerifiableType {
  return documentType !== 'companyQuote';
}

export interface VerifyArgs {
  documentType: VerifiableType;
  /** Without an owner nothing stored is read or kept. */
  owner?: DocumentOwner;
  fields: FieldValues;
  owners?: Owners;
  expected?: VerifyRequest['expected'];
}

export interface RemoveArgs {
  documentType: KeptDocumentType;
  owner: DocumentOwner;
  /** One file only; without it the whole document. */
  fileId?: string;
}

/**
 * The scanned documents' calls (`scannedDocuments.*`): each owner's documents are one cached list
 * tagged by the owner; verifying and removing invalidate it. Uploads and extractions carry a file,
 * so they go through the host's file uploads (`host.files.upload`), not through here.
 */
export const apiWithScannedDocuments = api.injectEndpoints({
  endpoints: (build) => ({
    getScannedDocuments: build.query<ScannedDocument[], DocumentOwner>({
      query: listCall,
      transformResponse: (response: EndpointOutput<S['customerDocuments']>) => response.data,
      providesTags: (_result, _error, owner) => [ownerTag(owner)],
    }),
    verifyScannedDocument: build.mutation<Verification, VerifyArgs>({
      query: ({ documentType, owner, fields, owners, expected }) =>
        hostCall(VERIFY_ENDPOINT[documentType], {
          body: { fields, ...(owner ? { ownerId: owner.id } : {}), ...(owners ? { owners } : {}), ...(expected ? { expected } : {}) },
        }),
      transformResponse: (response: EndpointOutput<S['verifyEmiratesId']>) => response.data,
      invalidatesTags: (_result, _error, { owner }) => (owner ? [ownerTag(owner)] : []),
    }),
    removeScannedDocument: build.mutation<unknown, RemoveArgs>({
      query: ({ documentType, owner, fileId }) => removeCall(documentType, owner, fileId),
      invalidatesTags: (_result, _error, { owner }) => [ownerTag(owner)],
    }),
  }),
});

/** Refreshes an owner's documents after an upload that went through the host. */
export function ownerDocumentsChanged(owner: DocumentOwner) {
  return apiWithScannedDocuments.util.invalidateTags([ownerTag(owner)]);
}

export const { useGetScannedDocumentsQuery, useVerifyScannedDocumentMutation, useRemoveScannedDocumentMutation } = apiWithScannedDocuments;
