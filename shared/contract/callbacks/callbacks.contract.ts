import { endpoint } from '../endpoint.js';
import { PAGE_SIZES } from '../constants.js';
import { CallbackFilterSchema, CallbackListQuerySchema, CallbackListResultSchema } from './callbacks.schema.js';

/** Call-backs of health and motor proposals (issue 17); decisions in `callbacks.schema.ts`. */
export const callbacksContract = {
  list: endpoint({
    method: 'POST', path: '/api/admin/callbacks/getcallbacks', summary: 'Call-backs set on proposals, filtered by status, day range, agent, source and lead type',
    permission: 'healthQuote.read', query: CallbackListQuerySchema, body: CallbackFilterSchema, response: CallbackListResultSchema, pageSize: PAGE_SIZES.default,
  }),
};
