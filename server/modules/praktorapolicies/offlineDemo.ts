import type { OfflineColumn } from '../../../shared/contract/praktorapolicies/index.js';
import type { Db } from '../../db/database.js';
import { newId } from '../../db/ids.js';
import { COMMUNITIES, INSURERS, MOBILE_PREFIXES } from '../../demo/demoNames.js';
import { createRandom } from '../../demo/random.js';
import type { OfflineSheetRow } from './offlineSheet.js';
import { createOfflinePoliciesRepository } from './praktorapolicies.repository.js';

const DEMO_OFFLINE_POLICIES = 36;
const EMIRATES = ['DXB', 'AUH', 'SHJ', 'AJM', 'RAK'];
const CLASSES = ['Motor Comprehensive', 'Motor Third Party', 'Motor Fleet'];
const DAY_MS = 86_400_000;

/**
 * A few dozen offline policies as if uploaded from one Praktora sheet, about a third of them
 * expired, for the demo database. Deterministic: the same day gives the same policies.
 */
export async function seedOfflinePoliciesDemo(db: Db, now: Date): Promise<number> {
  const random = createRandom(606);
  const rows: OfflineSheetRow[] = Array.from({ length: DEMO_OFFLINE_POLICIES }, (_, index) => {
    const community = random.pick(COMMUNITIES);
    const corporate = random.chance(0.15);
    const customerName = corporate ? `${random.pick(community.last)} Trading LLC` : `${random.pick(community.maleFirst)} ${random.pick(community.last)}`;
    const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - random.int(0, 540) * DAY_MS);
    const startDate = start.toISOString().slice(0, 10);
    const expiryDate = new Date(start.getTime() + 364 * DAY_MS).toISOString().slice(0, 10);
    const premiumFils = random.int(900, 6500) * 100 + random.pick([0, 50]);
    const vat = Math.round(premiumFils * 0.05) / 100;
    const values = {
      policyNo: `PRK/MOT/${start.getUTCFullYear()}/${String(10_001 + index)}`,
      vehicleNo: `${random.pick(EMIRATES)} ${String.fromCharCode(65 + random.int(0, 25))} ${random.int(10_000, 99_999)}`,
      customerName,
      mobile: `${random.pick(MOBILE_PREFIXES)}${random.digits(7)}`,
      insurerName: random.pick(INSURERS),
      customerType: corporate ? 'Corporate' : 'Individual',
      policyClass: corporate ? 'Motor Fleet' : random.pick(CLASSES.slice(0, 2)),
    };
    const columns: OfflineColumn[] = [
      { name: 'POLICYNO', value: values.policyNo, type: 'text' },
      { name: 'VNO', value: values.vehicleNo, type: 'text' },
      { name: 'CUSTOMER NAME', value: values.customerName, type: 'text' },
      { name: 'TELEPHONE1', value: `0${values.mobile}`, type: 'text' },
      { name: 'INSNAME', value: values.insurerName, type: 'text' },
      { name: 'CUSTOMERTYPE', value: values.customerType, type: 'text' },
      { name: 'FCPREMIUM', value: premiumFils / 100, type: 'number' },
      { name: 'POLICYFEE', value: 50, type: 'number' },
      { name: 'VAT', value: vat, type: 'number' },
      { name: 'VATRATE', value: 5, type: 'number' },
      { name: 'TOTPREMIUMINCLUDINGVAT', value: Math.round(premiumFils + vat * 100) / 100, type: 'number' },
      { name: 'POLICY CLASS', value: values.policyClass, type: 'text' },
      { name: 'PRIMARYAGENT', value: 'Praktora Direct', type: 'text' },
      { name: 'STARTDATE', value: startDate, type: 'date' },
      { name: 'EXPIRYDATE', value: expiryDate, type: 'date' },
      { name: 'RENEWAL', value: random.chance(0.4) ? 'Yes' : 'No', type: 'text' },
    ];
    return { row: index + 2, ...values, premiumFils, startDate, expiryDate, columns };
  });
  await createOfflinePoliciesRepository(db).importRows(rows, { batchId: newId(now), fileName: 'praktora-offline-demo.xlsx', accountId: null });
  return rows.length;
}
