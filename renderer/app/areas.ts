import customers from '../features/customers/index.js';
import type { AreaDef } from './defineArea.js';

/** Every back-office area, in navigation order. Adding an area adds one line here. */
export const areas: readonly AreaDef[] = [customers];
