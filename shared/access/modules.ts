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
export type ModuleAccessMap = Partial<Record<ModuleKey, Partial<ModuleFlags>>>;

/**
 * What an endpoint requires: nobody (`public`), any signed-in account (`signedIn`),
 * the supervisor flag (`supervisor`), or one module action such as `customer.update`.
 */
export type Permission = 'public' | 'signedIn' | 'supervisor' | `${ModuleKey}.${Action}`;

export function parsePermission(permission: Permission):
  | { kind: 'public' }
  | { kind: 'signedIn' }
  | { kind: 'supervisor' }
  | { kind: 'module'; module: ModuleKey; action: Action } {
  if (permission === 'public' || permission === 'signedIn' || permission === 'supervisor') return { kind: permission };
  const [module, action] = permission.split('.') as [ModuleKey, Action];
  return { kind: 'module', module, action };
}
