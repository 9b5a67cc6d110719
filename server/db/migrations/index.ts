import type { Migration, MigrationProvider } from 'kysely';
import * as initial from './0001_initial.js';
import * as access from './0002_access.js';
import * as notificationsDocuments from './0003_notifications_documents.js';
import * as motor from './0004_motor.js';
import * as pricingSettings from './0005_pricing_settings.js';
import * as offlinePolicies from './0007_offline_policies.js';
import * as motorSales from './0006_motor_sales.js';
import * as sandboxGateway from './0008_sandbox_gateway.js';
import * as scannedDocuments from './0009_scanned_documents.js';
import * as outbox from './0010_outbox.js';
import * as listIndexes from './0011_list_indexes.js';
import * as documentMenus from './0012_document_menus.js';
import * as paymentRefunds from './0013_payment_refunds.js';
import * as offlinePoliciesMenu from './0014_offline_policies_menu.js';
import * as serverInstances from './0015_server_instances.js';
import * as changeFeed from './0016_change_feed.js';
import * as refOrder from './0017_ref_order.js';
import * as catalogue from './0018_catalogue.js';
import * as vouchers from './0019_vouchers.js';
import * as sponsors from './0022_sponsors.js';
import * as paymentLinks from './0023_payment_links.js';
import * as quoteProducts from './0024_quote_products.js';
import * as evouchers from './0020_evouchers.js';
import * as partners from './0021_partners.js';
import * as catalogueIndexes from './0025_catalogue_indexes.js';
import * as evoucherCodeIndexes from './0026_evoucher_code_indexes.js';
import * as benefitMaster from './0027_benefit_master.js';
import * as garages from './0028_garages.js';
import * as blacklist from './0029_blacklist.js';
import * as motorLeads from './0030_motor_leads.js';
import * as cancellationRequests from './0031_cancellation_requests.js';
import * as corporateCustomers from './0032_corporate_customers.js';
import * as motorClaims from './0033_motor_claims.js';
import * as aftersalesSearchIndexes from './0034_aftersales_search_indexes.js';
import * as refundWithdrawal from './0035_refund_withdrawal.js';
import * as healthTree from './0036_health_tree.js';
import * as healthMasters from './0037_health_masters.js';
import * as healthBenefits from './0038_health_benefits.js';
import * as healthConditions from './0039_health_conditions.js';
import * as providerSubstrings from './0040_provider_substrings.js';
import * as quoteCounter from './0041_quote_counter.js';
import * as healthSales from './0042_health_sales.js';
import * as callbackAnnouncements from './0043_callback_announcements.js';
import * as healthMemberDocuments from './0044_health_member_documents.js';
import * as healthLeadMenu from './0045_health_lead_menu.js';
import * as healthSalesMenus from './0046_health_sales_menus.js';
import * as healthQuoteBenefits from './0047_health_quote_benefits.js';
import * as quoteInsurerDocuments from './0048_quote_insurer_documents.js';
import * as healthTransactionsMenu from './0049_health_transactions_menu.js';
import * as groupHealth from './0050_group_health.js';
import * as groupHealthMenu from './0051_group_health_menu.js';
import * as quoteContactRequests from './0052_quote_contact_requests.js';
import * as groupHealthCallbacks from './0053_group_health_callbacks.js';
import * as dashboardIndexes from './0054_dashboard_indexes.js';
import * as commission from './0055_commission.js';

/** Migrations in order; a new one adds a line. Names sort, as Kysely's Migrator requires. */
const migrations: Record<string, Migration> = {
  '0001_initial': initial,
  '0002_access': access,
  '0003_notifications_documents': notificationsDocuments,
  '0004_motor': motor,
  '0005_pricing_settings': pricingSettings,
  '0007_offline_policies': offlinePolicies,
  '0006_motor_sales': motorSales,
  '0008_sandbox_gateway': sandboxGateway,
  '0009_scanned_documents': scannedDocuments,
  '0010_outbox': outbox,
  '0011_list_indexes': listIndexes,
  '0012_document_menus': documentMenus,
  '0013_payment_refunds': paymentRefunds,
  '0014_offline_policies_menu': offlinePoliciesMenu,
  '0015_server_instances': serverInstances,
  '0016_change_feed': changeFeed,
  '0017_ref_order': refOrder,
  '0018_catalogue': catalogue,
  '0019_vouchers': vouchers,
  '0022_sponsors': sponsors,
  '0023_payment_links': paymentLinks,
  '0020_evouchers': evouchers,
  '0021_partners': partners,
  '0024_quote_products': quoteProducts,
  '0025_catalogue_indexes': catalogueIndexes,
  '0026_evoucher_code_indexes': evoucherCodeIndexes,
  '0027_benefit_master': benefitMaster,
  '0028_garages': garages,
  '0029_blacklist': blacklist,
  '0030_motor_leads': motorLeads,
  '0031_cancellation_requests': cancellationRequests,
  '0032_corporate_customers': corporateCustomers,
  '0033_motor_claims': motorClaims,
  '0034_aftersales_search_indexes': aftersalesSearchIndexes,
  '0035_refund_withdrawal': refundWithdrawal,
  '0036_health_tree': healthTree,
  '0037_health_masters': healthMasters,
  '0038_health_benefits': healthBenefits,
  '0039_health_conditions': healthConditions,
  '0040_provider_substrings': providerSubstrings,
  '0041_quote_counter': quoteCounter,
  '0042_health_sales': healthSales,
  '0043_callback_announcements': callbackAnnouncements,
  '0044_health_member_documents': healthMemberDocuments,
  '0045_health_lead_menu': healthLeadMenu,
  '0046_health_sales_menus': healthSalesMenus,
  '0047_health_quote_benefits': healthQuoteBenefits,
  '0048_quote_insurer_documents': quoteInsurerDocuments,
  '0049_health_transactions_menu': healthTransactionsMenu,
  '0050_group_health': groupHealth,
  '0051_group_health_menu': groupHealthMenu,
  '0052_quote_contact_requests': quoteContactRequests,
  '0053_group_health_callbacks': groupHealthCallbacks,
  '0054_dashboard_indexes': dashboardIndexes,
  '0055_commission': commission,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: () => Promise.resolve(migrations),
};
