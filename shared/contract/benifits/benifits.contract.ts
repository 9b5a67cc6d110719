import { benifitsResource } from './benifits.schema.js';

/** Benefits (FIELDS.md "Benefits (master list `/benifits`)"): the kit's endpoints at the seed system's paths. */
export const benifitsContract = benifitsResource.contract;
