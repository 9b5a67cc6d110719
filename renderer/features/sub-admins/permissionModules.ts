import {
  ACTIONS,
  MODULE_KEYS,
  type Action,
  type ModuleAccessMap,
  type ModuleFlags,
  type ModuleKey,
} from '../../../shared/access/modules.js';

/** The grid's rows: FIELDS.md's list and labels first, then every other module key. */
export const PERMISSION_ROWS: ReadonlyArray<{ key: ModuleKey; label: string }> = [
  { key: 'dashboard', label: 'Dashboard' },
  { key: 'customer', label: 'Individual Customers' },
  { key: 'corporateCustomer', label: 'Corporate Customers' },
  { key: 'lead', label: 'Leads' },
  { key: 'proposal', label: 'Proposals' },
  { key: 'quote', label: 'Quotations' },
  { key: 'policy', label: 'Policies' },
  { key: 'product', label: 'Products' },
  { key: 'voucher', label: 'Vouchers' },
  { key: 'company', label: 'Companies' },
  { key: 'partner', label: 'Club' },
  { key: 'transaction', label: 'Transactions' },
  { key: 'blacklist', label: 'Black List' },
  { key: 'sponsorPartner', label: 'Affiliates' },
  { key: 'commercial', label: 'Commercial' },
  { key: 'healthQuote', label: 'Health Insurance' },
  { key: 'travelQuote', label: 'Travel Insurance' },
  { key: 'petQuote', label: 'Pet Insurance' },
  { key: 'landQuote', label: 'Musataha' },
  { key: 'blog', label: 'Blog' },
  { key: 'evoucher', label: 'E-vouchers' },
  { key: 'paymentLink', label: 'Payment Links' },
  { key: 'organization', label: 'Organization' },
  { key: 'employee', label: 'Employees' },
  { key: 'menu', label: 'Menus' },
  { key: 'uploadFile', label: 'Upload File' },
  { key: 'documentmenagement', label: 'Document Management' },
  { key: 'auth', label: 'Accounts' },
  { key: 'claim', label: 'Claims' },
  { key: 'cancellation', label: 'Cancellations' },
  { key: 'garage', label: 'Garages' },
  { key: 'motorFleet', label: 'Motor Fleet' },
  { key: 'groupHealth', label: 'Group Health' },
  { key: 'benefit', label: 'Benefits' },
];

/** The grid's columns: the screen's words over the map's actions. */
export const PERMISSION_COLUMNS: ReadonlyArray<{ action: Action; label: string }> = [
  { action: 'read', label: 'View' },
  { action: 'create', label: 'Insert' },
  { action: 'update', label: 'Update' },
  { action: 'delete', label: 'Delete' },
];

export type PermissionGridValue = Record<ModuleKey, ModuleFlags>;

const none = (): ModuleFlags => ({ read: false, create: false, update: false, delete: false });

/** Every module key with all four flags spelled out, from a stored map (missing flags are false). */
export function fullPermissions(map: ModuleAccessMap | null | undefined): PermissionGridValue {
  return Object.fromEntries(
    MODULE_KEYS.map((key) => [
      key,
      Object.fromEntries(ACTIONS.map((action) => [action, map?.[key]?.[action] === true])) as ModuleFlags,
    ]),
  ) as PermissionGridValue;
}

/** Every flag of every module on or off. */
export function allPermissions(on: boolean): PermissionGridValue {
  return Object.fromEntries(
    MODULE_KEYS.map((key) => [key, on ? { read: true, create: true, update: true, delete: true } : none()]),
  ) as PermissionGridValue;
}

/** The granted actions of a module in the screen's words, e.g. `View, Update`. */
export function grantedLabels(flags: Partial<ModuleFlags> | undefined): string[] {
  return PERMISSION_COLUMNS.filter(({ action }) => flags?.[action] === true).map(({ label }) => label);
}
