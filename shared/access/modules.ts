/**
 * Module keys of `moduleAccessId` (spec 000 §3) and the four actions each carries.
 * The list is the spec's, plus the modules the spec leaves out but its routes imply.
 */
export const MODULE_KEYS = [
  'customer', 'corporateCustomer', 'proposal', 'quote', 'policy', 'lead', 'product', 'blog', 'petQuote',
  'company', 'voucher', 'partner', 'transaction', 'blacklist', 'sponsorPartner', 'commercial', 'healthQuote',
  'travelQuote', 'landQuote', 'paymentLink', 'evoucher', 'organization', 'employee', 'menu', 'uploadFile',
  'documentmenagement', 'dashboard', 'auth', 'claim', 'cancellation', 'garage', 'motorFleet', 'groupHealth', 'benefit',
] as const;
export type ModuleKey = (typeof MODULE_KEYS)[number];

export const ACTIONS = ['read', 'create', 'update', 'delete'] as const;
export type Action = (typeof ACTIONS)[number];

export type ModuleFlags = Record<Action, boolean>;

/** Module keys in the order and words of the staff-account permission grid (FIELDS.md's list first). */
export const MODULE_LABELS: ReadonlyArray<{ key: ModuleKey; label: string }> = [
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

/** The grid's column words for each action. */
export const ACTION_LABELS: Readonly<Record<Action, string>> = { read: 'View', create: 'Insert', update: 'Update', delete: 'Delete' };

const moduleLabel = new Map(MODULE_LABELS.map(({ key, label }) => [key, label]));

/**
 * A missing grant in the words staff see when they grant it, for the 403 answers and screen:
 * the action's column and the module's row of the permission grid.
 *
 * @example missingPermissionText(['policy'], 'read') // 'You do not have the "View" permission for Policies.'
 */
export function missingPermissionText(modules: readonly ModuleKey[], action: Action): string {
  const labels = modules.map((key) => moduleLabel.get(key) ?? key);
  const names = labels.length > 1 ? `${labels.slice(0, -1).join(', ')} or ${labels.at(-1)}` : (labels[0] ?? '');
  return `You do not have the "${ACTION_LABELS[action]}" permission for ${names}.`;
}

/** What a supervisor-only screen or call answers to anyone else. */
export const SUPERVISOR_ONLY_TEXT = 'Only a supervisor may do this.';
export type ModuleAccessMap = Partial<Record<ModuleKey, Partial<ModuleFlags>>>;

/**
 * What an endpoint requires: nobody (`public`), any signed-in account (`signedIn`),
 * the supervisor flag (`supervisor`), or one module action such as `customer.update`.
 */
export type Permission = 'public' | 'signedIn' | 'supervisor' | `${ModuleKey}.${Action}`;

/** The 403 text of an endpoint's permission (the module and action it needs, in plain words). */
export function permissionRefusal(permission: Permission): string {
  const rule = parsePermission(permission);
  if (rule.kind === 'module') return missingPermissionText([rule.module], rule.action);
  return rule.kind === 'supervisor' ? SUPERVISOR_ONLY_TEXT : 'Sign in to do this.';
}

export function parsePermission(permission: Permission):
  | { kind: 'public' }
  | { kind: 'signedIn' }
  | { kind: 'supervisor' }
  | { kind: 'module'; module: ModuleKey; action: Action } {
  if (permission === 'public' || permission === 'signedIn' || permission === 'supervisor') return { kind: permission };
  const [module, action] = permission.split('.') as [ModuleKey, Action];
  return { kind: 'module', module, action };
}
