import { STATUS_CODES } from 'node:http';

/** The longest id or other path parameter the router takes; a longer one answers 414. */
export const MAX_PARAM_LENGTH = 100;

/**
 * What fastify, its router and @fastify/multipart refuse, said for a person. Their own texts
 * ("Unsupported Media Type", "'/api/x/%zz' is not a valid url component") are for developers
 * and echo the request back; the API answers these instead, without the codes.
 */
const MESSAGES_BY_CODE: Readonly<Record<string, string>> = {
  FST_ERR_BAD_URL: 'The address contains an invalid character escape: a % must be followed by two hexadecimal digits.',
  FST_ERR_MAX_PARAM_LENGTH: `The address is too long: an id in it has more than ${MAX_PARAM_LENGTH} characters.`,
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'The request body has a Content-Type the server does not accept: send JSON, or files as multipart form data.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request is too large.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body is not as long as its Content-Length header says.',
  FST_REQ_FILE_TOO_LARGE: 'The uploaded file is too large.',
  FST_FILES_LIMIT: 'The upload has too many files.',
  FST_FIELDS_LIMIT: 'The upload has too many form fields.',
  FST_PARTS_LIMIT: 'The upload has too many parts.',
  FST_PROTO_VIOLATION: 'A form field of the upload has a reserved name, such as __proto__ or constructor.',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'Send the file as multipart form data.',
  FST_INVALID_JSON_FIELD_ERROR: 'A form field of the upload is declared as JSON but is not valid JSON.',
  FST_MP_PREMATURE_CLOSE: 'The upload ended before all of it arrived.',
};

/** busboy (under @fastify/multipart) throws plain errors, without a code or status, for a broken form. */
const BROKEN_MULTIPART = /^(Multipart: Boundary not found|Unexpected end of multipart data|.+ terminated early due to unexpected end of multipart data|The needle cannot )/;
export const BROKEN_UPLOAD_MESSAGE = 'The upload is not valid multipart form data: its boundary is missing or it ends too early.';

export function isBrokenMultipart(error: { message: string; statusCode?: number }): boolean {
  return error.statusCode === undefined && BROKEN_MULTIPART.test(error.message);
}

/**
 * The message for a refusal the framework made (it has a `code`): by code, else by status.
 *
 * @example clientErrorMessage({ code: 'FST_ERR_MAX_PARAM_LENGTH' }, 414) // 'The address is too long: …'
 */
export function clientErrorMessage(error: { code?: string }, status: number): string {
  const known = error.code === undefined ? undefined : MESSAGES_BY_CODE[error.code];
  return known ?? `The request was refused (${status} ${STATUS_CODES[status] ?? 'Error'}).`;
}
