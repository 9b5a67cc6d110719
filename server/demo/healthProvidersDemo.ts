import type { Insertable } from 'kysely';
import type { ProviderType } from '../../shared/contract/health-insurance/index.js';
import type { Emirate } from '../../shared/domain/emirates.js';
import type { Db } from '../db/database.js';
import type { HealthCompanySettingsTable, HealthMastersTable, HealthProvidersTable } from '../db/schema.js';
import { createRandom } from './random.js';

/** The providers the demo lists, spread over the emirates by population. */
export const DEMO_HEALTH_PROVIDERS = 2_000;
/** How many insurers the demo gives health settings (the first ones, in their order). */
export const DEMO_HEALTH_INSURERS = 8;

/** The TPAs DOMAIN.md §5.5 names: the first four confirmed for one insurer, the others unverified there. */
const TPAS: ReadonlyArray<readonly [string, string, string | null]> = [
  ['NextCare', 'NXC', null], ['NAS', 'NAS', null], ['Neuron', 'NEU', null], ['MSH International', 'MSH', null],
  ['MedNet', 'MDN', 'Named in the primer as unverified'], ['FMC', 'FMC', 'Named in the primer as unverified'], ['Aafiya', 'AAF', 'Named in the primer as unverified'],
];
/** Network tiers as insurers name them (generic tier words, not any one insurer's product names). */
const NETWORKS: ReadonlyArray<readonly [string, string]> = [
  ['General', 'GN'], ['General Plus', 'GNP'], ['Comprehensive', 'CMP'], ['Restricted', 'RN'], ['Restricted Plus', 'RNP'],
  ['Essential Benefits (EBP)', 'EBP'], ['Premier', 'PRM'], ['Gold', 'GLD'], ['Silver', 'SLV'], ['Green', 'GRN'],
];

const AREAS: Record<Emirate, readonly string[]> = {
  'Abu Dhabi': ['Al Khalidiyah', 'Al Mushrif', 'Khalifa City', 'Mohammed Bin Zayed City', 'Musaffah', 'Al Reem Island', 'Al Ain Town', 'Al Ain Al Jimi'],
  Ajman: ['Al Nuaimiya', 'Al Rashidiya', 'Al Jurf', 'Al Rawda'],
  Dubai: ['Al Barsha', 'Deira', 'Bur Dubai', 'Karama', 'Jumeirah', 'Al Qusais', 'Dubai Marina', 'Mirdif', 'Al Nahda', 'Dubai Healthcare City', 'JLT', 'International City'],
  Fujairah: ['Fujairah City', 'Dibba', 'Masafi'],
  'Ras Al Khaimah': ['Al Nakheel', 'Al Hamra', 'Khuzam', 'Julphar'],
  Sharjah: ['Al Majaz', 'Al Nahda', 'Al Qasimia', 'Muwaileh', 'Al Khan', 'Rolla'],
  'Umm Al Quwain': ['Al Salama', 'Al Raas', 'Al Humrah'],
};
const SHARE: ReadonlyArray<readonly [Emirate, number]> = [['Dubai', 38], ['Abu Dhabi', 28], ['Sharjah', 16], ['Ajman', 7], ['Ras Al Khaimah', 5], ['Fujairah', 4], ['Umm Al Quwain', 2]];
const LANDLINE_CODE: Record<Emirate, string> = { 'Abu Dhabi': '2', Ajman: '6', Dubai: '4', Fujairah: '9', 'Ras Al Khaimah': '7', Sharjah: '6', 'Umm Al Quwain': '6' };
/** Each emirate's licensing authority, as the licence numbers' prefix: DHA in Dubai, DoH in Abu Dhabi, MOHAP in the northern emirates. */
const LICENCE_PREFIX: Record<Emirate, string> = { Dubai: 'DHA-F', 'Abu Dhabi': 'MF', Sharjah: 'MOH-F', Ajman: 'MOH-F', 'Ras Al Khaimah': 'MOH-F', Fujairah: 'MOH-F', 'Umm Al Quwain': 'MOH-F' };

/** Provider groups operating in the UAE, and what kinds of facility each runs. */
const GROUPS: ReadonlyArray<readonly [string, readonly ProviderType[]]> = [
  ['Aster', ['Hospital', 'Clinic', 'Pharmacy']], ['Mediclinic', ['Hospital', 'Clinic']], ['NMC', ['Hospital', 'Clinic', 'Day Surgery Center']],
  ['Burjeel', ['Hospital', 'Day Surgery Center', 'Clinic']], ['Medcare', ['Hospital', 'Clinic']], ['Prime', ['Hospital', 'Clinic']],
  ['Thumbay', ['Hospital', 'Clinic', 'Pharmacy']], ['Life', ['Pharmacy']], ['BinSina', ['Pharmacy']], ['Supercare', ['Pharmacy']],
  ['Magrabi', ['Optical Center']], ['Yateem', ['Optical Center']], ['Al Borg', ['Diagnostics']], ['Unilabs', ['Diagnostics']],
];
const GOVERNMENT: Record<Emirate, string> = {
  Dubai: 'DHA', 'Abu Dhabi': 'SEHA', Sharjah: 'EHS', Ajman: 'EHS', 'Ras Al Khaimah': 'EHS', Fujairah: 'EHS', 'Umm Al Quwain': 'EHS',
};
const INDEPENDENT = ['Al Shifa', 'Al Noor', 'Al Zahra', 'Emirates', 'Gulf', 'Al Rahma', 'Al Salam', 'Canadian', 'German', 'Al Amal', 'Family Care', 'Medi Plus'];
const SPECIALITIES = ['General Practice', 'Paediatrics', 'Dental', 'Dermatology', 'Orthopaedics', 'Obstetrics & Gynaecology', 'ENT', 'Cardiology', 'Ophthalmology', 'Physiotherapy'];
const KIND_WORD: Record<ProviderType, string> = {
  Hospital: 'Hospital', Clinic: 'Medical Centre', Pharmacy: 'Pharmacy', Diagnostics: 'Diagnostic Centre', 'Optical Center': 'Optics',
  'Day Surgery Center': 'Day Surgery Centre', 'Government Hospital': 'Hospital', 'Government Clinic': 'Primary Health Centre', 'Government Pharmacy': 'Pharmacy',
};
const KIND_SHARE: ReadonlyArray<readonly [ProviderType, number]> = [
  ['Clinic', 40], ['Pharmacy', 28], ['Hospital', 6], ['Diagnostics', 6], ['Optical Center', 6], ['Day Surgery Center', 3],
  ['Government Clinic', 6], ['Government Hospital', 2], ['Government Pharmacy', 3],
];

const master = (prefix: string, at: string) => ([name, code, notes]: readonly [string, string, (string | null)?], index: number): Insertable<HealthMastersTable> => ({
  id: `${prefix}-${index}`, name, code, notes: notes ?? null, is_active: 1, created_at: at, updated_at: at, removed_at: null,
});

/**
 * The health master data of the demo: the TPAs DOMAIN.md names, network tiers, `DEMO_HEALTH_PROVIDERS`
 * providers over the emirates (branches of the groups that run facilities there, government
 * facilities, and independents; one in fifteen inactive), and health settings for the first
 * `DEMO_HEALTH_INSURERS` insurers, whose "writes health" switch goes on.
 */
export async function seedHealthProvidersDemo(db: Db, options: { seed: number; now: Date }): Promise<{ healthProviders: number; healthInsurers: number }> {
  const random = createRandom(options.seed + 37);
  const at = options.now.toISOString();
  await db.insertInto('health_tpa_masters').values(TPAS.map(master(`demo-tpa-${options.seed}`, at))).execute();
  await db.insertInto('health_network_masters').values(NETWORKS.map(master(`demo-network-${options.seed}`, at))).execute();

  const providers: Array<Insertable<HealthProvidersTable>> = [];
  for (let index = 0; index < DEMO_HEALTH_PROVIDERS; index++) {
    const emirate = random.weighted(SHARE);
    const area = random.pick(AREAS[emirate]);
    const type = random.weighted(KIND_SHARE);
    const government = type.startsWith('Government');
    const groups = GROUPS.filter(([, kinds]) => kinds.includes(type));
    const group = government ? GOVERNMENT[emirate] : groups.length > 0 && random.chance(0.7) ? random.pick(groups)[0] : null;
    const owner = group ?? random.pick(INDEPENDENT);
    // Branches are named by their area, as the groups name them; the number tells two in one area apart.
    const name = `${owner} ${KIND_WORD[type]} ${area}${random.chance(0.3) ? ` ${index + 1}` : ''}`;
    providers.push({
      id: `demo-provider-${options.seed}-${index}`, provider_code: `P${String(index + 1).padStart(5, '0')}`, provider_name: name, provider_type: type,
      provider_contact_number: `0${LANDLINE_CODE[emirate]} ${random.digits(3)} ${random.digits(4)}`,
      provider_license_number: `${LICENCE_PREFIX[emirate]}-${String(100_000 + index * 7 + random.int(0, 6)).padStart(7, '0')}`,
      emirate, service_provider: group ? `${group} ${government ? 'Health Services' : 'Healthcare Group'}` : `${owner} Medical Services LLC`,
      region: area, provider_addresss: `Building ${random.int(1, 250)}, ${area}, ${emirate}`,
      provider_speciality: type === 'Clinic' || type === 'Hospital' ? random.pick(SPECIALITIES) : null, provider_group: group,
      provider_start_date: `${random.int(1995, 2024)}-${String(random.int(1, 12)).padStart(2, '0')}-01`,
      is_active: random.chance(1 / 15) ? 0 : 1, created_at: at, updated_at: at, removed_at: null,
    });
  }
  // SQLite takes at most 32,766 parameters a statement: 500 rows of 18 columns stay under it.
  for (let start = 0; start < providers.length; start += 500) await db.insertInto('health_providers').values(providers.slice(start, start + 500)).execute();

  const insurers = await db.selectFrom('insurance_companies').select('id').orderBy('seq').limit(DEMO_HEALTH_INSURERS).execute();
  const settings: Array<Insertable<HealthCompanySettingsTable>> = insurers.map((insurer, index) => {
    const fixed = random.chance(0.25);
    return {
      id: `demo-health-company-${options.seed}-${index}`, company_id: insurer.id, commission: random.pick([7.5, 10, 12.5, 15]),
      reduction_type: fixed ? 'fixedPrice' : 'percentage', reduction_value: fixed ? random.pick([50, 100, 150]) * 100 : random.pick([0, 2.5, 5]),
      e_sanad_recommendation: index < 3 ? 1 : 0, is_active: 1, created_at: at, updated_at: at,
    };
  });
  if (settings.length > 0) {
    await db.insertInto('health_company_settings').values(settings).execute();
    await db.updateTable('insurance_companies').set({ health_active: 1 }).where('id', 'in', insurers.map((insurer) => insurer.id)).execute();
  }
  return { healthProviders: providers.length, healthInsurers: settings.length };
}
