import type { Generated, Selectable } from 'kysely';
import type { CancellationStatus } from '../../shared/domain/cancellationRules.js';
import type { ClaimStatus } from '../../shared/domain/claimRules.js';
import type { HealthDocumentKey } from '../../shared/domain/healthDocuments.js';

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

/** A wrong password and the address it came from (0015): the per-address slow-down counts them on every instance. */
export interface SignInFailuresTable {
  id: string;
  address: string;
  failed_at: string;
}

/** The lockout state of an e-mail that has no account (0015); accounts keep theirs in their row. */
export interface UnknownSignInsTable {
  email: string;
  failed_login_count: number;
  first_failed_login_at: string | null;
  locked_until: string | null;
  updated_at: string;
}

/** Who runs a periodic job this period (0015): the instance that took the lease until `held_until`. */
export interface JobLeasesTable {
  name: string;
  holder: string | null;
  held_until: string;
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
  /** JSON `CustomerProfile`: KYC and wizard facts (issue 6). */
  profile: Generated<string>;
}

export type Line = 'motor' | 'health' | 'travel';

export interface ProposalsTable {
  id: string;
  ref: string;
  line: Line;
  customer_id: string;
  /** The customer's `seq` (their search indexes' row id), kept by trigger. */
  customer_seq: Generated<number | null>;
  source: string;
  car: string | null;
  value_fils: number | null;
  status: string;
  expires_at: string | null;
  created_at: string;
  updated_at: string;
  /** Issue 6 on: the car, the people and the sale's state. */
  car_id: Generated<string | null>;
  created_by: Generated<string | null>;
  assigned_to: Generated<string | null>;
  status_reason: Generated<string | null>;
  /** JSON arrays of ISO datetimes (FIELDS.md "lead status" block); the last is the one due. */
  callback_times: Generated<string>;
  callback_done: Generated<number>;
  quoted_callback_times: Generated<string>;
  quoted_callback_done: Generated<number>;
  insurance_type: Generated<string>;
  vehicle_type: Generated<string>;
  /** JSON `ProposalDetails`: driver, licence, current insurance, policy start. */
  details: Generated<string>;
  voucher_id: Generated<string | null>;
  agent_discount_percent: Generated<number>;
  sales_agent_id: Generated<string | null>;
  paid_quote_id: Generated<string | null>;
  policy_id: Generated<string | null>;
  renewal_of_policy_id: Generated<string | null>;
  quotes_generated_at: Generated<string | null>;
  /** The last of `callback_times` / `quoted_callback_times`: the call-back due. */
  callback_at: Generated<string | null>;
  quoted_callback_at: Generated<string | null>;
  /** When the call-back due (`callback_at` / `quoted_callback_at`) was announced to its agent; NULL until then and again once a new time is set. */
  callback_announced_at: Generated<string | null>;
  quoted_callback_announced_at: Generated<string | null>;
  /** When the driver, current insurance or requested cover last changed (quotes older than it are stale). */
  details_updated_at: Generated<string | null>;
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
  /** Issue 6 on: the engine's price, kept line by line (`pricing` is the JSON `PlanQuote`). */
  insurance_type: Generated<string | null>;
  repair_condition: Generated<string | null>;
  value_fils: Generated<number | null>;
  excess_fils: Generated<number | null>;
  admin_fee_fils: Generated<number>;
  vat_fils: Generated<number>;
  /** What the customer pays: premium after discounts, add-ons, admin fee and VAT. */
  total_fils: Generated<number>;
  pricing: Generated<string | null>;
  selected_addons: Generated<string>;
  price_edit_count: Generated<number>;
  payment_status: Generated<'unpaid' | 'pending' | 'paid' | 'refunded'>;
  is_bought: Generated<number>;
  /** 0 once a regeneration replaced it; kept for the payments and history that name it. */
  is_current: Generated<number>;
  expires_at: Generated<string | null>;
  /** When the customer asked to be called about this quote (0052); the first request's time stays. */
  applied_for_contact_at: Generated<string | null>;
  /** The staff member who recorded it; NULL for the marketplace's own request. */
  applied_for_contact_by: Generated<string | null>;
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
  /** Issue 6 on. */
  proposal_id: Generated<string | null>;
  car_id: Generated<string | null>;
  payment_id: Generated<string | null>;
  company_policy_number: Generated<string | null>;
  /** The insurer's refusal of the last issuing attempt; the policy stays Pending and issuable again. */
  issue_error: Generated<string | null>;
  issue_attempts: Generated<number>;
  /** While set and ahead of now, one server instance is asking the insurer for this policy (0015). */
  issuing_until: Generated<string | null>;
  /** JSON `PolicyFinance` (FIELDS.md policy detail "Finance"). */
  finance: Generated<string>;
  assigned_to: Generated<string | null>;
  renewal_requested_at: Generated<string | null>;
}

export type PaymentProvider = 'card' | 'bnpl' | 'link' | 'bank' | 'direct';
export type PaymentStatus = 'pending' | 'paid' | 'declined' | 'cancelled' | 'expired' | 'refunded' | 'moved';

export interface PaymentsTable {
  id: string;
  ref: string;
  quote_id: string;
  proposal_id: string;
  customer_id: string;
  provider: PaymentProvider;
  paid_by: string;
  amount_fils: number;
  status: PaymentStatus;
  /** The gateway's order id; callbacks find the payment by it. */
  order_id: string | null;
  payment_url: string | null;
  redirect_uri: string | null;
  order_ref: string | null;
  proof_file_id: string | null;
  failure_reason: string | null;
  created_by: string | null;
  paid_at: string | null;
  expires_at: string | null;
  created_at: string;
  updated_at: string;
  /** 0013: the provider refund of this payment, as the screens show it (`payment_refunds` keeps each request). */
  refund_status: Generated<RefundStatus | null>;
  refunded_fils: Generated<number>;
  refunded_at: Generated<string | null>;
  /** 0013: when the provider confirmed the order of a superseded payment can no longer be paid. */
  order_closed_at: Generated<string | null>;
}

export type RefundStatus = 'requested' | 'refunded' | 'failed';

/**
 * A refund asked of a payment provider (0013), keyed by the idempotency key it was asked with:
 * a capture BrokerDesk could not book (`unbookedCapture`), or what a payment moved to a cheaper
 * quote paid above it (`moveExcess`), or a cancelled policy's refund (`cancellation`, 0031).
 */
export interface PaymentRefundsTable {
  id: string;
  payment_id: string;
  kind: 'unbookedCapture' | 'moveExcess' | 'cancellation';
  gateway: 'card' | 'bnpl';
  order_id: string;
  amount_fils: number;
  idempotency_key: string;
  reason: string;
  /** `withdrawn` (0035): refused for good and given up, never asked again. */
  status: RefundStatus | 'withdrawn';
  provider_refund_id: string | null;
  failure_reason: string | null;
  created_at: string;
  updated_at: string;
  /** 0031: the cancellation request a `cancellation` refund pays. */
  cancellation_request_id: string | null;
}

/** Every gateway callback as it arrived, and whether it changed anything. */
export interface PaymentEventsTable {
  id: string;
  payment_id: string | null;
  order_id: string | null;
  kind: string;
  payload: string;
  outcome: 'applied' | 'ignored';
  reason: string | null;
  created_at: string;
}

/** The insurers' quote and policy calls per proposal (`companyErrors`, `companyPolicyErrors`, payloads). */
export interface InsurerCallsTable {
  id: string;
  proposal_id: string;
  quote_id: string | null;
  company_id: string | null;
  company_name: string;
  kind: 'quote' | 'policy';
  status: 'ok' | 'error';
  error_message: string | null;
  request: string;
  response: string;
  created_at: string;
}

/** A sponsor partner (kit columns); `slug` names it in the marketplace's calls. */
export interface SponsorsTable {
  seq: Generated<number>;
  id: string;
  company_name: string;
  unique_url: string | null;
  slug: string | null;
  contact_email: string | null;
  voucher_id: string | null;
  is_active: number;
  created_at: string;
  updated_at: string;
  removed_at: string | null;
}

/** A visit through a sponsor's link that handed out its promo code, and whether it was redeemed. */
export interface SponsorClaimsTable {
  seq: Generated<number>;
  id: string;
  sponsor_id: string;
  voucher_id: string | null;
  promo_code: string;
  is_redeem: number;
  ip_address: string;
  user_agent: string;
  created_at: string;
  redeemed_at: string | null;
}

/** The benefits master list (`/benifits`), which motor plans take their benefits from. */
export interface BenefitsTable {
  seq: Generated<number>;
  id: string;
  name: string;
  description: string;
  limit_type: 'boolean' | 'number';
  limit: string;
  limit_unit: 'none' | 'AED' | 'days';
  additional_charge_fils: number;
  image: string | null;
  created_at: string;
  updated_at: string;
  removed_at: string | null;
}

export interface VouchersTable {
  seq: Generated<number>;
  id: string;
  promo_code: string;
  discount_type: 'percentage' | 'fixedPrice';
  /** Percent for `percentage`, fils for `fixedPrice`. */
  discount_value: number;
  created_date: string;
  expiry_date: string;
  max_uses: number | null;
  used_count: Generated<number>;
  /** JSON array of motor plan ids it is valid for; empty for every plan. */
  plan_ids: Generated<string>;
  is_active: Generated<number>;
  is_default: Generated<number>;
  created_at: string;
  updated_at: string;
  removed_at: Generated<string | null>;
}

/** Each time a promo code was applied to a proposal (the voucher's history). */
export interface VoucherApplicationsTable {
  seq: Generated<number>;
  id: string;
  voucher_id: string;
  proposal_id: string;
  applied_by: string | null;
  /** `admin` by staff in BrokerDesk, `web` by the customer on the marketplace. */
  channel: 'admin' | 'web';
  applied_at: string;
  /** When the code was taken off the proposal again. */
  removed_at: Generated<string | null>;
}

/** Outside sales agents paid a commission (FIELDS.md "Sales agents"); not staff accounts. */
export interface SalesAgentsTable {
  seq: Generated<number>;
  id: string;
  full_name: string;
  email: string;
  mobile_number: string | null;
  /** JSON array of lines. */
  lines: Generated<string>;
  motor_commission_percent: Generated<number>;
  deleted_at: Generated<string | null>;
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
  /** 0013: the payment this money record records. */
  payment_id: Generated<string | null>;
}

export interface QuoteAddonsTable {
  id: string;
  quote_id: string;
  customer_id: string;
  product_name: string;
  price_fils: number;
  created_at: string;
  updated_at: string;
  /** The product bought (issue 14 on); older rows name it only. */
  product_id: Generated<string | null>;
}

export type EntityType = 'customer' | 'proposal' | 'policy' | 'quote' | 'cancellation' | 'groupHealth';

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

/** Every message to a customer (0010): SMS, e-mail or chatbot, with the transport's verdict and the attachment kept under `attachment_path`. */
export interface OutboxMessagesTable {
  id: string;
  channel: 'sms' | 'email' | 'chatbot';
  recipient: string;
  subject: string | null;
  body: string;
  status: 'sent' | 'recorded' | 'failed';
  error: string | null;
  transport: string;
  attachment_name: string | null;
  attachment_size: number | null;
  attachment_mime: string | null;
  /** Relative to the data folder, with forward slashes; built from the message's id only. */
  attachment_path: string | null;
  sent_by: string | null;
  proposal_id: string | null;
  quote_id: string | null;
  created_at: string;
}

export interface StoredFilesTable {
  id: string;
  /** `payment`: a proof of payment staff attached to a manual payment (issue 7). */
  owner_type: 'policy' | 'payment' | 'proposal-car-photo' | 'cancellation-paper' | 'cancellation-insurer-paper' | 'cancellation-refund-proof' | 'motor-claim'
    | 'corporate-trade-licence' | 'corporate-bor' | 'corporate-emirates-id';
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
  /** 1 for a company created through a portal short form (0005). */
  show_portal: Generated<number>;
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
  /** JSON `CarRegistration` (issue 6). */
  registration: Generated<string>;
  seats: Generated<number | null>;
}

export interface OfflinePoliciesTable {
  seq: Generated<number>;
  id: string;
  policy_no: string;
  vehicle_no: string | null;
  customer_name: string | null;
  /** 9 national digits when a UAE mobile, else as the sheet gave it. */
  mobile: string | null;
  insurer_name: string | null;
  customer_type: string | null;
  premium_fils: number | null;
  policy_class: string | null;
  /** ISO days. */
  start_date: string;
  expiry_date: string;
  /** JSON `OfflineColumn[]`: every column of the sheet row, upper-case names, in the sheet's order. */
  columns: string;
  upload_batch_id: string;
  file_name: string | null;
  created_by: string | null;
  created_at: string;
  updated_at: string;
}

/** An order of a sandbox payment provider (0008): the provider's side, not BrokerDesk's `payments`. */
export interface SandboxOrdersTable {
  id: string;
  gateway: 'card' | 'bnpl';
  amount_fils: number;
  currency: string;
  reference: string;
  description: string;
  redirect_uri: string | null;
  callback_url: string;
  status: 'pending' | 'paid' | 'declined' | 'cancelled' | 'expired';
  card_last4: string | null;
  refunded_fils: Generated<number>;
  expires_at: string;
  created_at: string;
  updated_at: string;
  /** 0013: a cancelled order's page tells the customer the link is no longer valid when the merchant cancelled it. */
  cancelled_by: Generated<'customer' | 'merchant' | null>;
}

/** A refund a sandbox provider made (0013); a repeated idempotency key answers the same refund. */
export interface SandboxRefundsTable {
  id: string;
  gateway: 'card' | 'bnpl';
  order_id: string;
  idempotency_key: string;
  amount_fils: number;
  created_at: string;
}

/** Stored settings (0005): one row per key, its JSON value, who saved it last and when. */
export interface AppSettingsTable {
  key: 'motorPricing';
  value: string;
  updated_at: string;
  updated_by: string | null;
}

/** Write counters kept by triggers (`proposals`): caches compare them to know they are still right. */
export interface ChangeCountersTable {
  name: string;
  n: number;
}

/** Scanned documents (0009): one per owner and document type; `fields`, `owners`, `verification` are JSON. */
export interface ScannedDocumentsTable {
  seq: Generated<number>;
  id: string;
  owner_type: 'customer' | 'car' | 'quote';
  owner_id: string;
  document_type: string;
  /** JSON `FieldValues`. */
  fields: string;
  /** JSON `Owners`. */
  owners: string;
  /** JSON `Verification`, or null before the first check. */
  verification: string | null;
  created_at: string;
  updated_at: string;
}

/** A scanned document's files (0009): at most two each; `path` is built from ids only. */
export interface ScannedDocumentFilesTable {
  seq: Generated<number>;
  id: string;
  document_id: string;
  file_name: string;
  mime_type: 'application/pdf' | 'image/png' | 'image/jpeg';
  size: number;
  /** SHA-256 of the bytes, hex. */
  checksum: string;
  /** Relative to the data folder, with forward slashes. */
  path: string;
  uploaded_by: string | null;
  created_at: string;
}

/** A payment link (0023): the custom transaction `CTX-<seq>` and its order at the provider. */
export interface PaymentLinksTable {
  seq: Generated<number>;
  id: string;
  amount_fils: number;
  comments: string | null;
  paid_by: string;
  provider: 'card' | 'bnpl';
  order_id: string | null;
  payment_url: string | null;
  redirect_uri: string | null;
  expires_at: string | null;
  status: Generated<'PENDING' | 'SUCCESS'>;
  /** The id of the provider's signed notification that confirmed the payment. */
  auth_reference: string | null;
  paid_at: string | null;
  created_by: string;
  idempotency_key: string | null;
  created_at: string;
  updated_at: string;
}

/** E-vouchers (issue 14): the kit's columns plus `code_count`, kept by every write of the e-voucher's codes. */
export interface EvouchersTable {
  seq: Generated<number>;
  id: string;
  title: string;
  brand: string;
  face_value_fils: number;
  start_date: string;
  expiry_date: string;
  is_active: number;
  is_revert: number;
  description: string | null;
  code_count: Generated<number>;
  created_at: string;
  updated_at: string;
  removed_at: string | null;
}

export interface EvoucherCodesTable {
  seq: Generated<number>;
  id: string;
  evoucher_id: string;
  /** Upper-cased; unique across all e-vouchers. */
  code: string;
  expiry_date: string | null;
  status: 'available' | 'assigned' | 'redeemed';
  customer_id: string | null;
  channel: 'email' | 'sms' | null;
  assigned_by: string | null;
  assigned_at: string | null;
  redeemed_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface EvoucherEventsTable {
  seq: Generated<number>;
  id: string;
  evoucher_id: string;
  code_id: string | null;
  code: string | null;
  action: 'created' | 'imported' | 'updated' | 'assigned' | 'reverted' | 'redeemed' | 'deleted';
  detail: string;
  customer_id: string | null;
  actor_id: string | null;
  created_at: string;
}

export interface EvoucherRequestsTable {
  seq: Generated<number>;
  id: string;
  evoucher_id: string;
  customer_id: string;
  status: 'pending' | 'approved' | 'rejected';
  note: string | null;
  reason: string | null;
  code_id: string | null;
  decided_by: string | null;
  decided_at: string | null;
  created_at: string;
  updated_at: string;
}

/** The club's categories (seeded by 0021_partners). */
export interface ClubCategoriesTable {
  seq: Generated<number>;
  id: string;
  title: string;
  display_order: number;
  created_at: string;
}

/** Club partners (a resource of the kit): `locations` is a JSON list of `{ location, googleLocation }`. */
export interface PartnersTable {
  seq: Generated<number>;
  id: string;
  company_name: string;
  category: string;
  discount_code: string;
  locations: string;
  logo_img: string | null;
  cover_img: string | null;
  created_at: string;
  updated_at: string;
  removed_at: string | null;
}

/** A partner's discount offers (a child resource of the kit). */
export interface DiscountOffersTable {
  seq: Generated<number>;
  id: string;
  partner: string;
  category: string;
  discount_title: string;
  discount_type: 'percentage' | 'fixedPrice';
  /** A percentage, or whole fils for a fixed-price offer. */
  discount_value: number;
  max_discount_fils: number | null;
  useage_limit_per_user: number;
  start_date: string;
  expiry_date: string;
  is_active: number;
  description: string;
  terms_n_conditions: string;
  cover_img: string | null;
  created_at: string;
  updated_at: string;
  removed_at: string | null;
}

/** One use of an offer by a customer. */
export interface OfferRedemptionsTable {
  seq: Generated<number>;
  id: string;
  offer_id: string;
  customer_id: string;
  bill_fils: number;
  saved_fils: number;
  redeemed_by: string | null;
  request_key: string | null;
  redeemed_at: string;
}

/** Auto garages (a resource of the kit). */
export interface GaragesTable {
  seq: Generated<number>;
  id: string;
  name: string;
  emirate: string;
  area: string;
  address: string | null;
  phone: string;
  email: string | null;
  contact_person: string | null;
  agency: 'agency' | 'nonagency';
  makes_served: string | null;
  google_maps_url: string | null;
  is_active: number;
  created_at: string;
  updated_at: string;
  removed_at: string | null;
}

/** A health master list entry (TPA or network; resources of the kit). */
export interface HealthMastersTable {
  seq: Generated<number>;
  id: string;
  name: string;
  code: string | null;
  notes: string | null;
  is_active: number;
  created_at: string;
  updated_at: string;
  removed_at: string | null;
}

/** A health provider (a resource of the kit). */
export interface HealthProvidersTable {
  seq: Generated<number>;
  id: string;
  provider_code: string | null;
  provider_name: string;
  provider_type: string;
  provider_contact_number: string;
  provider_license_number: string;
  emirate: string;
  service_provider: string;
  region: string | null;
  provider_addresss: string;
  provider_speciality: string | null;
  provider_group: string | null;
  provider_start_date: string | null;
  is_active: number;
  created_at: string;
  updated_at: string;
  removed_at: string | null;
}

/** An insurer's health settings (a resource of the kit): one row per insurer that sells health. */
export interface HealthCompanySettingsTable {
  seq: Generated<number>;
  id: string;
  company_id: string;
  commission: number;
  reduction_type: 'percentage' | 'fixedPrice';
  reduction_value: number;
  e_sanad_recommendation: number;
  is_active: number;
  created_at: string;
  updated_at: string;
  /** Migration 0042: the insurer's health fees per insured member. */
  icp_fee_fils: Generated<number>;
  basmah_fee_fils: Generated<number>;
}

/** An insurer's garage network: one row per garage in it. */
export interface CompanyGaragesTable {
  company_id: string;
  garage_id: string;
  created_at: string;
}

/** The customer blacklist (a resource of the kit, hard removal): the e-mail lower-cased, the mobile as 9 national digits. */
export interface BlacklistTable {
  seq: Generated<number>;
  id: string;
  email: string | null;
  mobile_number: string | null;
  reason: string | null;
  created_at: string;
  updated_at: string;
}

/** Motor leads: `wizard` is the JSON of the proposal wizard's input the lead was captured with. */
/** Health leads (migration 0043): contact and the facts a health proposal starts from. */
export interface HealthLeadsTable {
  seq: Generated<number>;
  id: string;
  full_name: string;
  email: string;
  mobile_number: string;
  nationality: string;
  date_of_birth: string;
  gender: 'Male' | 'Female';
  source: string;
  status: 'New' | 'Quoted';
  proposal_id: string | null;
  created_by: string | null;
  created_at: string;
  updated_at: string;
}

/** Health members' documents (migration 0044): one row per file of a member's document. */
export interface HealthMemberDocumentsTable {
  seq: Generated<number>;
  id: string;
  proposal_id: string;
  /** The member's `id` in the proposal's details (`m1`, `m2`…). */
  member_id: string;
  document_key: HealthDocumentKey;
  file_name: string;
  mime_type: 'application/pdf' | 'image/png' | 'image/jpeg';
  size: number;
  checksum: string;
  path: string;
  /** JSON `Extraction` of what OCR read, NULL where no parser reads the document. */
  extraction: string | null;
  uploaded_by: string | null;
  created_at: string;
}

/** 0048: the insurer's tax invoice and credit note of a quote, one file each. */
export interface QuoteInsurerDocumentsTable {
  quote_id: string;
  document: 'taxInvoice' | 'creditNote';
  number: string;
  /** YYYY-MM-DD, as the insurer dated it. */
  document_date: string;
  file_id: string;
  file_name: string;
  mime_type: 'application/pdf' | 'image/png' | 'image/jpeg';
  size: number;
  checksum: string;
  path: string;
  uploaded_by: string | null;
  created_at: string;
}

/** 0055: a policy's commission invoice file (its number is in the policy's `finance`). */
export interface PolicyCommissionInvoicesTable {
  policy_id: string;
  file_id: string;
  file_name: string;
  mime_type: 'application/pdf' | 'image/png' | 'image/jpeg';
  size: number;
  checksum: string;
  path: string;
  uploaded_by: string | null;
  created_at: string;
}

export interface MotorLeadsTable {
  seq: Generated<number>;
  id: string;
  full_name: string;
  email: string;
  mobile_number: string;
  car_name: string;
  wizard: string;
  status: 'New' | 'Quoted';
  proposal_id: string | null;
  created_by: string | null;
  created_at: string;
  updated_at: string;
}

/** A motor policy's cancellation request and its refund (0031); statuses in `shared/domain/cancellationRules.ts`. */
export interface CancellationRequestsTable {
  seq: Generated<number>;
  id: string;
  ref: string;
  policy_id: string;
  customer_id: string;
  company_id: string | null;
  reason: string;
  note: string;
  cancel_date: string;
  iban: string | null;
  at_fault_claim: number;
  status: CancellationStatus;
  refund_fils: number;
  refund_override_fils: number | null;
  refund_override_reason: string | null;
  refunded_fils: Generated<number>;
  refund_method: 'gateway' | 'other' | null;
  refund_failure: string | null;
  rejection_reason: string | null;
  created_by: string | null;
  created_at: string;
  updated_at: string;
}

/** Corporate customers (a resource of the kit, soft removal): contact persons and each line's rows as JSON groups. */
export interface CorporateCustomersTable {
  seq: Generated<number>;
  id: string;
  full_name: string;
  emirates: string;
  industry: string;
  source: string;
  agent_id: string | null;
  trade_license_number: string | null;
  trade_license_expiry: string | null;
  contact_persons: string;
  car_fleet_insurance: number;
  health_insurance: number;
  general_insurance: number;
  car_fleet: string;
  health: string;
  general: string;
  created_at: string;
  updated_at: string;
  removed_at: string | null;
}

/** Motor claims: `clock_due_on` is the running deadline's day (`claimClock`), null when none runs. */
export interface MotorClaimsTable {
  seq: Generated<number>;
  id: string;
  ref: string;
  status: ClaimStatus;
  policy_id: string;
  customer_id: string;
  company_id: string;
  accident_date: string;
  description: string;
  garage_id: string | null;
  garage_override_reason: string | null;
  garage_override_by: string | null;
  garage_override_at: string | null;
  repair_estimate_fils: number | null;
  pre_accident_value_fils: number | null;
  assigned_to: string | null;
  registered_on: string;
  acknowledged_on: string | null;
  documents_complete_on: string | null;
  settled_on: string | null;
  closed_on: string | null;
  rejection_reasons: string | null;
  clock_due_on: string | null;
  created_by: string | null;
  created_at: string;
  updated_at: string;
}

/** Every status change of a claim: who, when, from, to and the note. */
export interface MotorClaimHistoryTable {
  seq: Generated<number>;
  id: string;
  claim_id: string;
  account_id: string | null;
  from_status: ClaimStatus | null;
  to_status: ClaimStatus;
  note: string;
  created_at: string;
}

/** A corporate customer's group health proposal (issue 17); the JSON columns are read with the contract's schemas. */
export interface GroupHealthProposalsTable {
  seq: Generated<number>;
  id: string;
  ref: string;
  corporate_customer_id: string;
  emirate: string;
  policy_start_date: string;
  status: string;
  status_reason: string | null;
  callback_times: string;
  callback_done: number;
  quoted_callback_times: string;
  quoted_callback_done: number;
  /** The last of each side's times while its status takes call-backs, and when the announcer claimed it (migration 0053). */
  callback_at: Generated<string | null>;
  quoted_callback_at: Generated<string | null>;
  callback_announced_at: Generated<string | null>;
  quoted_callback_announced_at: Generated<string | null>;
  read_status: number;
  agent_id: string | null;
  chosen_quote_id: string | null;
  census_report: string | null;
  company_errors: string;
  trade_license: string | null;
  created_by: string | null;
  created_at: string;
  updated_at: string;
}

export interface GroupHealthMembersTable {
  seq: Generated<number>;
  id: string;
  proposal_id: string;
  row_number: number | null;
  full_name: string;
  date_of_birth: string;
  gender: string;
  nationality: string;
  emirates_id: string | null;
  relation: string;
  marital_status: string;
  salary_band: string;
  visa_emirate: string;
  category: string;
  status: 'active' | 'deleted';
  added_on: string | null;
  deleted_on: string | null;
  created_at: string;
}

export interface GroupHealthQuotesTable {
  seq: Generated<number>;
  id: string;
  proposal_id: string;
  company_id: string;
  company_name: string;
  plan_id: string;
  plan_name: string;
  tpa_name: string;
  network_name: string;
  co_pay: number;
  scheme: string;
  members_count: number;
  premium_fils: number;
  basmah_fee_fils: number;
  icp_fee_fils: number;
  vat_fils: number;
  total_fils: number;
  categories: string;
  refused: string;
  created_at: string;
}

export interface GroupHealthEndorsementsTable {
  seq: Generated<number>;
  id: string;
  proposal_id: string;
  quote_id: string;
  member_id: string;
  kind: 'addition' | 'deletion';
  effective_date: string;
  days_left: number;
  annual_fils: number;
  amount_fils: number;
  created_by: string | null;
  created_at: string;
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
  app_settings: AppSettingsTable;
  motor_plans: MotorPlansTable;
  motor_matrix: MotorMatrixTable;
  motor_excess: MotorExcessTable;
  motor_conditions: MotorConditionsTable;
  car_makes: CarMakesTable;
  car_trims: CarTrimsTable;
  cars: CarsTable;
  offline_policies: OfflinePoliciesTable;
  change_counters: ChangeCountersTable;
  payments: PaymentsTable;
  payment_events: PaymentEventsTable;
  payment_refunds: PaymentRefundsTable;
  insurer_calls: InsurerCallsTable;
  benefits: BenefitsTable;
  vouchers: VouchersTable;
  voucher_applications: VoucherApplicationsTable;
  sponsors: SponsorsTable;
  sponsor_claims: SponsorClaimsTable;
  sales_agents: SalesAgentsTable;
  payment_links: PaymentLinksTable;
  sandbox_orders: SandboxOrdersTable;
  sandbox_refunds: SandboxRefundsTable;
  scanned_documents: ScannedDocumentsTable;
  scanned_document_files: ScannedDocumentFilesTable;
  sign_in_failures: SignInFailuresTable;
  unknown_sign_ins: UnknownSignInsTable;
  job_leases: JobLeasesTable;
  club_categories: ClubCategoriesTable;
  partners: PartnersTable;
  discount_offers: DiscountOffersTable;
  offer_redemptions: OfferRedemptionsTable;
  evouchers: EvouchersTable;
  evoucher_codes: EvoucherCodesTable;
  evoucher_events: EvoucherEventsTable;
  evoucher_requests: EvoucherRequestsTable;
  garages: GaragesTable;
  company_garages: CompanyGaragesTable;
  health_tpa_masters: HealthMastersTable;
  health_network_masters: HealthMastersTable;
  health_providers: HealthProvidersTable;
  health_company_settings: HealthCompanySettingsTable;
  blacklist: BlacklistTable;
  motor_leads: MotorLeadsTable;
  health_leads: HealthLeadsTable;
  health_member_documents: HealthMemberDocumentsTable;
  quote_insurer_documents: QuoteInsurerDocumentsTable;
  policy_commission_invoices: PolicyCommissionInvoicesTable;
  cancellation_requests: CancellationRequestsTable;
  corporate_customers: CorporateCustomersTable;
  group_health_proposals: GroupHealthProposalsTable;
  group_health_members: GroupHealthMembersTable;
  group_health_quotes: GroupHealthQuotesTable;
  group_health_endorsements: GroupHealthEndorsementsTable;
  motor_claims: MotorClaimsTable;
  motor_claim_history: MotorClaimHistoryTable;
}

export type AccountRow = Selectable<AccountsTable>;
export type RoleRow = Selectable<RolesTable>;
export type MenuRow = Selectable<MenusTable>;
export type CustomerRow = Selectable<CustomersTable>;
export type PolicyRow = Selectable<PoliciesTable>;
export type ProposalRow = Selectable<ProposalsTable>;
export type QuoteRow = Selectable<QuotesTable>;
export type PaymentRow = Selectable<PaymentsTable>;
export type CarRow = Selectable<CarsTable>;
