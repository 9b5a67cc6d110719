import { benifitsResource } from '../../../shared/contract/benifits/benifits.schema.js';
import { resourceApi } from '../../kit/resourceApi.js';

/** The benefits calls, from the kit. */
export const benifitsHooks = resourceApi('benifits', benifitsResource, 'Benefit');
