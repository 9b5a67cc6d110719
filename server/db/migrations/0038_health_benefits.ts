import type { Kysely } from 'kysely';
import { runStatements, type Statement } from './statements.js';

/** A benefit line of the master: group, unit of its limit, how its value is given and the fields it takes besides the common ones. */
interface SeededBenefit {
  id: string;
  name: string;
  group: string;
  unit: 'AED' | 'days' | 'visits' | 'sessions' | null;
  valueType: 'text' | 'select' | 'network';
  options?: readonly string[];
  fields?: readonly string[];
}

const share = ['coPayType', 'coPayValue', 'coPayLimit', 'deductibleType', 'deductibleValue'];
const coPay = ['coPayType', 'coPayValue'];

/**
 * The benefit lines of a UAE health plan as insurers' tables of benefits present them (the
 * master is frozen here: a later line is a later migration). Ids are readable codes, so the TPA
 * workbook and the demo name a line the same way on every database.
 */
const BENEFITS: readonly SeededBenefit[] = [
  { id: 'annualLimit', name: 'Annual limit', group: 'General', unit: 'AED', valueType: 'text' },
  { id: 'areaOfCover', name: 'Area of cover', group: 'General', unit: null, valueType: 'select', options: ['UAE', 'UAE and home country', 'Worldwide excluding USA and Canada', 'Worldwide'] },
  { id: 'network', name: 'Network', group: 'General', unit: null, valueType: 'network' },
  { id: 'preExisting', name: 'Pre-existing and chronic conditions', group: 'General', unit: 'AED', valueType: 'select', options: ['Covered from day one', 'Covered after a 6-month waiting period', 'Not covered'] },
  { id: 'outOfNetwork', name: 'Treatment outside the network', group: 'General', unit: null, valueType: 'select', options: ['Not covered', 'Reimbursed', 'Emergencies only'], fields: ['reimbursement'] },
  { id: 'inpatient', name: 'Inpatient and day-care treatment', group: 'Inpatient', unit: 'AED', valueType: 'select', options: ['Covered in full', 'Covered up to the limit'], fields: share },
  { id: 'accommodation', name: 'Room type', group: 'Inpatient', unit: null, valueType: 'select', options: ['Ward', 'Semi-private room', 'Private room'] },
  { id: 'companion', name: 'Companion room and board', group: 'Inpatient', unit: 'AED', valueType: 'text', fields: ['timePeriod', 'maxValue'] },
  { id: 'outpatient', name: 'Outpatient treatment', group: 'Outpatient', unit: 'AED', valueType: 'text', fields: share },
  { id: 'consultation', name: 'Consultations (GP and specialist)', group: 'Outpatient', unit: 'AED', valueType: 'text', fields: ['noOfVisits', 'timePeriod', ...share] },
  { id: 'diagnostics', name: 'Diagnostics and laboratory', group: 'Outpatient', unit: 'AED', valueType: 'text', fields: [...coPay, 'coPayLimit'] },
  { id: 'pharmacy', name: 'Prescribed drugs', group: 'Outpatient', unit: 'AED', valueType: 'text', fields: [...coPay, 'coPayLimit', 'timePeriod'] },
  { id: 'healthCheck', name: 'Wellness and health check-up', group: 'Outpatient', unit: 'visits', valueType: 'text', fields: ['timePeriod'] },
  { id: 'maternityDelivery', name: 'Maternity: delivery', group: 'Maternity', unit: 'AED', valueType: 'select', options: ['Normal and caesarean delivery', 'Emergency caesarean only', 'Not covered'], fields: [...coPay, 'maxValue'] },
  { id: 'maternityCare', name: 'Maternity: antenatal and postnatal care', group: 'Maternity', unit: 'AED', valueType: 'text', fields: ['noOfVisits', ...coPay] },
  { id: 'newborn', name: 'Newborn cover', group: 'Maternity', unit: 'days', valueType: 'text', fields: ['maxValue'] },
  { id: 'dental', name: 'Dental treatment', group: 'Dental and optical', unit: 'AED', valueType: 'select', options: ['Routine dental', 'Routine and major dental', 'Emergency dental only'], fields: [...coPay, 'timePeriod', 'reimbursement'] },
  { id: 'optical', name: 'Optical (frames and lenses)', group: 'Dental and optical', unit: 'AED', valueType: 'text', fields: ['timePeriod', ...coPay, 'reimbursement'] },
  { id: 'physiotherapy', name: 'Physiotherapy', group: 'Therapies', unit: 'sessions', valueType: 'text', fields: ['timePeriod', ...coPay, 'maxValue'] },
  { id: 'psychiatry', name: 'Psychiatric treatment', group: 'Therapies', unit: 'AED', valueType: 'select', options: ['Outpatient only', 'Inpatient and outpatient', 'Not covered'], fields: ['noOfSessions', ...coPay] },
  { id: 'alternativeMedicine', name: 'Alternative medicine (homeopathy, chiropractic, acupuncture)', group: 'Therapies', unit: 'AED', valueType: 'text', fields: ['noOfSessions', 'timePeriod', ...coPay, 'maxValue'] },
  { id: 'emergency', name: 'Emergency treatment', group: 'Emergency and travel', unit: 'AED', valueType: 'select', options: ['Within the UAE', 'Within the area of cover', 'Worldwide'], fields: coPay },
  { id: 'ambulance', name: 'Ground ambulance', group: 'Emergency and travel', unit: 'AED', valueType: 'text' },
  { id: 'repatriation', name: 'Repatriation of mortal remains', group: 'Emergency and travel', unit: 'AED', valueType: 'text', fields: ['maxValue'] },
  { id: 'travelEmergency', name: 'Emergency treatment while travelling', group: 'Emergency and travel', unit: 'days', valueType: 'text', fields: ['maxValue'] },
];

const quoted = (text: string | null) => (text === null ? 'NULL' : `'${text.replace(/'/g, "''")}'`);
const AT = '2026-11-27T00:00:00.000Z';

/**
 * Health plan benefits and the providers of a network (issue 16, part 3).
 *
 * `health_network_providers` links a network of an insurer's tree to the providers it holds: a
 * provider is in many networks. Both keys cascade, so a network's removal (and its TPA's) takes
 * its links; the key (network, provider) keeps a link once and answers a network's providers,
 * and the index on the provider answers "which networks hold it" and the available list's test.
 *
 * `health_benefits` is the read-only master, seeded here. `health_plan_benefits` holds a plan's
 * values, one row per plan and benefit, removed with the plan; a master line in use cannot go.
 * Amounts are whole fils; a co-pay or deductible value reads by its type (percentage or fils), so
 * it is a REAL; a limit is fils or a count by the benefit's unit.
 */
const statements: Statement[] = [
  `CREATE TABLE health_network_providers (
    network_id TEXT NOT NULL REFERENCES health_networks(id) ON DELETE CASCADE,
    provider_id TEXT NOT NULL REFERENCES health_providers(id) ON DELETE CASCADE,
    created_at TEXT NOT NULL,
    PRIMARY KEY (network_id, provider_id)
  )`,
  `CREATE INDEX health_network_providers_provider ON health_network_providers(provider_id, network_id)`,
  `CREATE TABLE health_benefits (
    seq INTEGER PRIMARY KEY,
    id TEXT NOT NULL UNIQUE,
    name TEXT NOT NULL,
    group_name TEXT NOT NULL,
    unit TEXT CHECK (unit IS NULL OR unit IN ('AED', 'days', 'visits', 'sessions')),
    value_type TEXT NOT NULL CHECK (value_type IN ('text', 'select', 'network')),
    options TEXT NOT NULL CHECK (json_valid(options)),
    fields TEXT NOT NULL CHECK (json_valid(fields)),
    sort_order INTEGER NOT NULL,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
  )`,
  ...BENEFITS.map((benefit, index) => `INSERT INTO health_benefits (id, name, group_name, unit, value_type, options, fields, sort_order, created_at, updated_at)
    VALUES (${quoted(benefit.id)}, ${quoted(benefit.name)}, ${quoted(benefit.group)}, ${quoted(benefit.unit)}, ${quoted(benefit.valueType)},
      ${quoted(JSON.stringify(benefit.options ?? []))}, ${quoted(JSON.stringify(benefit.fields ?? []))}, ${(index + 1) * 10}, '${AT}', '${AT}')`),
  `CREATE TABLE health_plan_benefits (
    seq INTEGER PRIMARY KEY,
    id TEXT NOT NULL UNIQUE,
    plan_id TEXT NOT NULL REFERENCES health_plans(id) ON DELETE CASCADE,
    benefit_id TEXT NOT NULL REFERENCES health_benefits(id),
    is_enabled INTEGER NOT NULL DEFAULT 0,
    limit_value INTEGER CHECK (limit_value IS NULL OR limit_value >= 0),
    value TEXT,
    no_of_visits INTEGER CHECK (no_of_visits IS NULL OR no_of_visits >= 0),
    reimbursement REAL CHECK (reimbursement IS NULL OR (reimbursement >= 0 AND reimbursement <= 100)),
    time_period TEXT,
    co_pay_type TEXT CHECK (co_pay_type IS NULL OR co_pay_type IN ('percentage', 'fixed')),
    co_pay_value REAL CHECK (co_pay_value IS NULL OR co_pay_value >= 0),
    no_of_sessions INTEGER CHECK (no_of_sessions IS NULL OR no_of_sessions >= 0),
    deductible_type TEXT CHECK (deductible_type IS NULL OR deductible_type IN ('percentage', 'fixed')),
    deductible_value REAL CHECK (deductible_value IS NULL OR deductible_value >= 0),
    max_value INTEGER CHECK (max_value IS NULL OR max_value >= 0),
    co_pay_limit INTEGER CHECK (co_pay_limit IS NULL OR co_pay_limit >= 0),
    description TEXT,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL,
    UNIQUE (plan_id, benefit_id)
  )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, statements);
}
