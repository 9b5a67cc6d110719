import type { Generated, Selectable } from 'kysely';

/**
 * Table shapes as SQLite stores them: snake_case, ISO-8601 UTC timestamps, money in integer fils,
 * booleans as 0/1, JSON as text. Record ids are `newId()` strings; `seq` is the creation order.
 */
export interface AccountsTable {
  id: string;
  email: string;
  password_hash: string;
  full_name: string;
  type: 'employee' | 'user';
  role: string;
  /** JSON of `ModuleAccess`, or null. */
  module_access: string | null;
  is_supervisor: number;
  disabled: number;
  created_at: string;
  updated_at: string;
  /** The employee's role (its permission entries); null for other accounts. */
  role_id: Generated<string | null>;
  mobile_number: Generated<string | null>;
  team_leader_id: Generated<string | null>;
  is_sales_agent: Generated<number>;
  max_discount: Generated<number>;
  max_health_discount: Generated<number>;
  max_travel_discount: Generated<number>;
  auto_commission: Generated<number>;
  health_commission: Generated<number>;
  travel_commission: Generated<number>;
  is_auto_proposal_assign_allowed: Generated<number>;
  is_health_proposal_assign_allowed: Generated<number>;
  is_travel_proposal_assign_allowed: Generated<number>;
  is_auto_agent_matrix_allowed: Generated<number>;
  /** Soft deletion of a staff account: it can no longer sign in and its sessions end. */
  deleted_at: Generated<string | null>;
  failed_login_count: Generated<number>;
  first_failed_login_at: Generated<string | null>;
  locked_until: Generated<string | null>;
}

export interface RolesTable {
  id: string;
  name: string;
  /** JSON of `PermissionEntry[]`. */
  permissions: string;
  created_at: string;
  updated_at: string;
}

export interface MenusTable {
  seq: Generated<number>;
  id: string;
  name: string;
  url: string;
  code: string;
  parent_menu_id: string | null;
  icon: string | null;
  display_order: number;
  created_at: string;
  updated_at: string;
  /** Soft removal (spec 002 §4): removed menus leave every list and the navigation. */
  removed_at: string | null;
}

export interface SessionsTable {
  /** The token's `jti`. */
  id: string;
  account_id: string;
  created_at: string;
  expires_at: string;
  last_seen_at: string;
  revoked_at: string | null;
}

export interface CustomersTable {
  /** Creation order (the rowid): the list's "newest first" walks it backwards. */
  seq: Generated<number>;
  id: string;
  customer_ref: string;
  full_name: string;
  email: string;
  country_code: string;
  mobile_number: string;
  role: string;
  date_of_birth: string | null;
  nationality: string | null;
  emirates_id: string | null;
  driving_license_no: string | null;
  driving_license_issue_date: string | null;
  driving_license_expiry_date: string | null;
  is_block: number;
  created_at: string;
  updated_at: string;
}

export type Line = 'motor' | 'health' | 'travel';

export interface ProposalsTable {
  id: string;
  ref: string;
  line: Line;
  customer_id: string;
  source: string;
  car: string | null;
  value_fils: number | null;
  status: string;
  expires_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface QuotesTable {
  id: string;
  ref: string;
  proposal_id: string;
  customer_id: string;
  company_name: string;
  plan_name: string;
  price_fils: number;
  /** The insurer and plan ids where known (issue 5 on); older rows name them only. */
  company_id: Generated<string | null>;
  plan_id: Generated<string | null>;
  status: string;
  created_at: string;
  updated_at: string;
}

export interface PoliciesTable {
  id: string;
  ref: string;
  line: Line;
  customer_id: string;
  quote_id: string | null;
  company_name: string;
  insurance_type: string;
  insured_value_fils: number | null;
  premium_fils: number;
  status: string;
  /** The insurer's id where known (issue 5 on); older rows name it only. */
  company_id: Generated<string | null>;
  start_date: string | null;
  expiry_date: string | null;
  file_id: string | null;
  created_at: string;
  updated_at: string;
}

export interface TransactionsTable {
  id: string;
  ref: string;
  customer_id: string;
  policy_id: string | null;
  amount_fils: number;
  paid_by: string;
  status: string;
  created_at: string;
  updated_at: string;
}

export interface QuoteAddonsTable {
  id: string;
  quote_id: string;
  customer_id: string;
  product_name: string;
  price_fils: number;
  created_at: string;
  updated_at: string;
}

export type EntityType = 'customer' | 'proposal' | 'policy' | 'quote';

export interface CommentsTable {
  id: string;
  entity_type: EntityType;
  entity_id: string;
  account_id: string | null;
  body: string;
  created_at: string;
  updated_at: string;
}

export interface HistoryTable {
  id: string;
  entity_type: EntityType;
  entity_id: string;
  /** The line the entry belongs to, so the health and travel tabs show their own history. */
  line: Line | null;
  account_id: string | null;
  action: string;
  detail: string;
  created_at: string;
  updated_at: string;
}

export interface LoyaltyPointsTable {
  id: string;
  customer_id: string;
  points: number;
  reason: string;
  created_at: string;
  updated_at: string;
}

export interface OutboxMessagesTable {
  id: string;
  channel: 'sms' | 'email';
  recipient: string;
  subject: string | null;
  body: string;
  status: 'sent' | 'failed';
  created_at: string;
}

export interface StoredFilesTable {
  id: string;
  owner_type: 'policy';
  owner_id: string;
  original_name: string;
  mime_type: string;
  size: number;
  /** Relative to the data folder; built from ids only. */
  path: string;
  created_at: string;
}

// ------------------------------------------------------------ motor master data and cars (0004)

export interface InsuranceCompaniesTable {
  seq: Generated<number>;
  id: string;
  company_name: string;
  company_email: string | null;
  praktora_company_name: string | null;
  contact_no: string | null;
  company_portal: string | null;
  company_website: string;
  headquarters: string;
  started_year: string;
  google_place_id: string;
  dec: string;
  logo_url: string | null;
  banner_url: string | null;
  motor_active: number;
  health_active: number;
  travel_active: number;
  pet_active: number;
  land_active: number;
  /** JSON `{ motorInsurance, healthInsurance, travelInsurance, petInsurance, landInsurance }`. */
  line_settings: string;
  admin_fee_fils: number;
  issuing_mode: 'online' | 'email';
  issuing_email: string | null;
  is_active: number;
  created_at: string;
  updated_at: string;
}

export interface MotorPlansTable {
  seq: Generated<number>;
  id: string;
  company_id: string;
  plan_name: string;
  insurance_type: 'comprehensive' | 'thirdparty';
  repair_condition: 'agency' | 'nonagency' | null;
  description: string | null;
  is_active: number;
  /** JSON `PlanBenefit[]` without labels. */
  benefits: string;
  /** JSON `PlanCoverage[]` without labels. */
  coverages: string;
  created_at: string;
  updated_at: string;
}

export interface MotorMatrixTable {
  seq: Generated<number>;
  id: string;
  company_id: string;
  plan_id: string;
  insurance_type: 'comprehensive' | 'thirdparty';
  vehicle_type: 'sedan' | 'coupe' | '4wd';
  valuation_from_fils: number | null;
  valuation_to_fils: number | null;
  no_of_cylinders: 4 | 6 | 8 | 9 | null;
  repair_condition: 'agency' | 'nonagency' | null;
  rate_in_percentage: number | null;
  fixed_premium_fils: number | null;
  minimum_premium_fils: number;
  car_age: '1' | '2' | '>2' | null;
  /** JSON string array of benefit codes. */
  benefits: string;
  created_at: string;
  updated_at: string;
}

export interface MotorExcessTable {
  seq: Generated<number>;
  id: string;
  company_id: string;
  plan_id: string;
  /** JSON array of vehicle types; empty = every type. */
  vehicle_types: string;
  valuation_from_fils: number | null;
  valuation_to_fils: number | null;
  charge_fils: number;
  created_at: string;
  updated_at: string;
}

export interface MotorConditionsTable {
  seq: Generated<number>;
  id: string;
  company_id: string;
  plan_id: string | null;
  name: string;
  /** JSON of the condition's limits (ConditionSchema less ids, name and isActive). */
  rules: string;
  is_active: number;
  created_at: string;
  updated_at: string;
}

export interface CarMakesTable {
  seq: Generated<number>;
  id: string;
  name: string;
  country: string | null;
  is_top: number;
  is_active: number;
  created_at: string;
  updated_at: string;
}

export interface CarTrimsTable {
  seq: Generated<number>;
  id: string;
  make_id: string;
  model: string;
  trim: string;
  year: number;
  body_type: string;
  vehicle_type: string;
  cylinders: number;
  seats: number;
  new_value_fils: number;
  is_top_model: number;
  created_at: string;
  updated_at: string;
}

export interface CarsTable {
  seq: Generated<number>;
  id: string;
  vin: string | null;
  customer_id: string | null;
  make: string | null;
  model: string | null;
  trim: string | null;
  trim_id: string | null;
  year: number | null;
  body_type: string | null;
  vehicle_type: string | null;
  cylinders: number | null;
  colour: string | null;
  gcc_spec: number;
  first_registration_date: string | null;
  mileage_km: number | null;
  value_fils: number | null;
  /** JSON `VinDecode`, or null. */
  vin_decode: string | null;
  created_at: string;
  updated_at: string;
}

export interface Database {
  accounts: AccountsTable;
  roles: RolesTable;
  menus: MenusTable;
  sessions: SessionsTable;
  customers: CustomersTable;
  proposals: ProposalsTable;
  quotes: QuotesTable;
  policies: PoliciesTable;
  transactions: TransactionsTable;
  quote_addons: QuoteAddonsTable;
  comments: CommentsTable;
  history: HistoryTable;
  loyalty_points: LoyaltyPointsTable;
  outbox_messages: OutboxMessagesTable;
  stored_files: StoredFilesTable;
  insurance_companies: InsuranceCompaniesTable;
  motor_plans: MotorPlansTable;
  motor_matrix: MotorMatrixTable;
  motor_excess: MotorExcessTable;
  motor_conditions: MotorConditionsTable;
  car_makes: CarMakesTable;
  car_trims: CarTrimsTable;
  cars: CarsTable;
}

export type AccountRow = Selectable<AccountsTable>;
export type RoleRow = Selectable<RolesTable>;
export type MenuRow = Selectable<MenusTable>;
export type CustomerRow = Selectable<CustomersTable>;
export type PolicyRow = Selectable<PoliciesTable>;
