import { blacklistResource } from '../../../shared/contract/black-list/black-list.schema.js';
import { resourceApi } from '../../kit/resourceApi.js';

/** The blacklist's calls (spec 001 §7), from the kit; a change shows on the customers' pages, so it outdates `Customer` too. */
export const blacklistHooks = resourceApi('blacklist', blacklistResource, 'Blacklist', ['Customer']);
