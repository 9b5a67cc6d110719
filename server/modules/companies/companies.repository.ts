import { sql, type Selectable, type SqlBool } from 'kysely';
import type { z } from 'zod';
import {
  CompanyInputSchema, CompanyUpdateSchema, ConditionInputSchema, ConditionUpdateSchema, DEFAULT_MOTOR_PRICING_SETTINGS, ExcessInputSchema,
  ExcessUpdateSchema, INSURANCE_LINES, masterLabel, MatrixInputSchema, MatrixUpdateSchema, MotorPlanInputSchema, MotorPlanUpdateSchema,
  MotorPricingSettingsSchema, type MotorPricingSettings, type MotorPricingSettingsRecord, type Company, type CompanyListQuerySchema, type Condition,
  type Excess, type InsuranceLine, type MatrixListQuerySchema, type MatrixReplaceSchema, type MatrixRow, type MotorPlan, type PlanBenefit,
  type PlanBenefitsUpdateSchema, type PlanCoverage, type PlanCoveragesUpdateSchema,
} from '../../../shared/contract/companies/index.js';
import { formatAed } from '../../../shared/domain/format.js';
import type { Db } from '../../db/database.js';
import { newId } from '../../db/ids.js';
import { likeContaining } from '../../db/like.js';
import type { InsuranceCompaniesTable, MotorConditionsTable, MotorExcessTable, MotorMatrixTable, MotorPlansTable } from '../../db/schema.js';
import { isUniqueViolation } from '../../db/errors.js';
import { applyEdit } from '../../http/edits.js';
import { conflict, HttpError, notFound } from '../../http/httpError.js';
import { offsetOf } from '../../http/pagination.js';
import type { PricingCatalogueEntry, PricingCondition } from '../../services/pricing/motorPricing.js';
import { matrixRowProblems, matrixSetProblems, maxDeductibleFils, type MatrixRowFields } from '../../services/pricing/regulation.js';

type CompanyFields = z.output<typeof CompanyInputSchema>;
type PlanFields = z.output<typeof MotorPlanInputSchema>;
type MatrixFields = z.output<typeof MatrixInputSchema>;
type ExcessFields = z.output<typeof ExcessInputSchema>;
type ConditionFields = z.output<typeof ConditionInputSchema>;

type CompanyRow = Selectable<InsuranceCompaniesTable>;
type PlanRow = Selectable<MotorPlansTable>;
type MatrixDbRow = Selectable<MotorMatrixTable>;
type ExcessRow = Selectable<MotorExcessTable>;
type ConditionRow = Selectable<MotorConditionsTable>;

const aed = formatAed;
const PRICING_SETTINGS_KEY = 'motorPricing';

/** A 422 naming the field (and, for a matrix, the row) that breaks a rule. */
function unprocessableField(field: string, message: string, prefix = ''): HttpError {
  return new HttpError(422, `${prefix}${field}: ${message}`, { [field]: message });
}

const json = <T>(text: string): T => JSON.parse(text) as T;

// ---------------------------------------------------------------- mapping

function toCompany(row: CompanyRow, counts: { plans: number; conditions: number }): Company {
  const lineSettings = json<Pick<Company, 'motorInsurance' | 'healthInsurance' | 'travelInsurance' | 'petInsurance' | 'landInsurance'>>(row.line_settings);
  const active: Record<InsuranceLine, boolean> = {
    motor: row.motor_active === 1, health: row.health_active === 1, travel: row.travel_active === 1, pet: row.pet_active === 1, land: row.land_active === 1,
  };
  return {
    _id: row.id, createdAt: row.created_at, updatedAt: row.updated_at,
    companyName: row.company_name, companyEmail: row.company_email, praktoraCompanyName: row.praktora_company_name, contactNo: row.contact_no,
    companyPortal: row.company_portal, companyWebsite: row.company_website, headquarters: row.headquarters, startedYear: row.started_year,
    googlePlaceId: row.google_place_id, dec: row.dec, showPortal: row.show_portal === 1, logoUrl: row.logo_url, bannerUrl: row.banner_url,
    motorInsuranceActive: active.motor, healthInsuranceActive: active.health, travelInsuranceActive: active.travel,
    petInsuranceActive: active.pet, landInsuranceActive: active.land,
    lines: INSURANCE_LINES.filter((line) => active[line]),
    ...lineSettings,
    adminFeeFils: row.admin_fee_fils, issuingMode: row.issuing_mode, issuingEmail: row.issuing_email, isActive: row.is_active === 1,
    motorPlanCount: counts.plans, conditionCount: counts.conditions,
  };
}

function companyColumns(input: CompanyFields) {
  return {
    company_name: input.companyName, company_email: input.companyEmail ?? null, praktora_company_name: input.praktoraCompanyName ?? null,
    contact_no: input.contactNo ?? null, company_portal: input.companyPortal ?? null, company_website: input.companyWebsite,
    headquarters: input.headquarters, started_year: input.startedYear, google_place_id: input.googlePlaceId, dec: input.dec,
    motor_active: input.motorInsuranceActive ? 1 : 0, health_active: input.healthInsuranceActive ? 1 : 0, travel_active: input.travelInsuranceActive ? 1 : 0,
    pet_active: input.petInsuranceActive ? 1 : 0, land_active: input.landInsuranceActive ? 1 : 0,
    line_settings: JSON.stringify({
      motorInsurance: { ...input.motorInsurance, roadSiteAssistNo: input.motorInsurance.roadSiteAssistNo ?? null },
      healthInsurance: input.healthInsurance, travelInsurance: input.travelInsurance, petInsurance: input.petInsurance, landInsurance: input.landInsurance,
    }),
    admin_fee_fils: input.adminFeeFils, issuing_mode: input.issuingMode, issuing_email: input.issuingEmail ?? null, is_active: input.isActive ? 1 : 0,
  };
}

function toPlan(row: PlanRow & { company_name: string }, counts: { matrix: number; excess: number }): MotorPlan {
  return {
    _id: row.id, createdAt: row.created_at, updatedAt: row.updated_at, companyId: row.company_id, companyName: row.company_name,
    planName: row.plan_name, insuranceType: row.insurance_type, repairCondition: row.repair_condition, description: row.description,
    isActive: row.is_active === 1, matrixRowCount: counts.matrix, excessRuleCount: counts.excess,
  };
}

function toMatrix(row: MatrixDbRow): MatrixRow {
  return {
    _id: row.id, createdAt: row.created_at, updatedAt: row.updated_at, companyId: row.company_id, planId: row.plan_id,
    insuranceType: row.insurance_type, vehicleType: row.vehicle_type, vehicleValuationFromFils: row.valuation_from_fils,
    vehicleValuationToFils: row.valuation_to_fils, noOfCylinders: row.no_of_cylinders, repairCondition: row.repair_condition,
    rateInPercentage: row.rate_in_percentage, fixedPremiumFils: row.fixed_premium_fils, minimumPremiumFils: row.minimum_premium_fils,
    carAge: row.car_age, benefits: json<string[]>(row.benefits),
  };
}

/** A matrix input as the rules read it: third-party rows drop value bands, rate and age (FIELDS.md: "removed for third party"). */
function normalizedMatrix(input: Omit<MatrixFields, 'companyId' | 'planId'>): MatrixRowFields & { repairCondition: MatrixRow['repairCondition']; benefits: string[] } {
  const thirdParty = input.insuranceType === 'thirdparty';
  return {
    insuranceType: input.insuranceType, vehicleType: input.vehicleType,
    vehicleValuationFromFils: thirdParty ? null : (input.vehicleValuationFromFils ?? null),
    vehicleValuationToFils: thirdParty ? null : (input.vehicleValuationToFils ?? null),
    noOfCylinders: thirdParty ? (input.noOfCylinders ?? null) : null,
    repairCondition: thirdParty ? null : (input.repairCondition ?? null),
    rateInPercentage: input.rateInPercentage ?? null,
    fixedPremiumFils: input.fixedPremiumFils ?? null,
    minimumPremiumFils: input.minimumPremiumFils,
    carAge: thirdParty ? null : (input.carAge ?? null),
    benefits: input.benefits,
  };
}

function matrixColumns(row: ReturnType<typeof normalizedMatrix>) {
  return {
    insurance_type: row.insuranceType, vehicle_type: row.vehicleType, valuation_from_fils: row.vehicleValuationFromFils,
    valuation_to_fils: row.vehicleValuationToFils, no_of_cylinders: row.noOfCylinders, repair_condition: row.repairCondition,
    rate_in_percentage: row.rateInPercentage, fixed_premium_fils: row.fixedPremiumFils, minimum_premium_fils: row.minimumPremiumFils,
    car_age: row.carAge, benefits: JSON.stringify(row.benefits),
  };
}

function toExcess(row: ExcessRow & { plan_name: string }): Excess {
  return {
    _id: row.id, createdAt: row.created_at, updatedAt: row.updated_at, companyId: row.company_id, planId: row.plan_id, planName: row.plan_name,
    vehicleType: json<Excess['vehicleType']>(row.vehicle_types), vehicleValuationFromFils: row.valuation_from_fils,
    vehicleValuationToFils: row.valuation_to_fils, chargeFils: row.charge_fils,
  };
}

type ConditionRules = Omit<Condition, '_id' | 'createdAt' | 'updatedAt' | 'companyId' | 'planId' | 'name' | 'isActive'>;
function toCondition(row: ConditionRow): Condition {
  return {
    _id: row.id, createdAt: row.created_at, updatedAt: row.updated_at, companyId: row.company_id, planId: row.plan_id, name: row.name,
    ...json<ConditionRules>(row.rules), isActive: row.is_active === 1,
  };
}
function conditionRules(input: Omit<ConditionFields, 'companyId'>): ConditionRules {
  return {
    maxVehicleAgeYears: input.maxVehicleAgeYears ?? null, minCarValueFils: input.minCarValueFils ?? null, maxCarValueFils: input.maxCarValueFils ?? null,
    minUserAge: input.minUserAge ?? null, minUserDrivingExperience: input.minUserDrivingExperience ?? null,
    excludedCarsMake: input.excludedCarsMake, excludedCarMakeModel: input.excludedCarMakeModel, gccSpecOnly: input.gccSpecOnly,
    agencyRepairMaxYears: input.agencyRepairMaxYears ?? null, agencyRepairMinValueFils: input.agencyRepairMinValueFils ?? null,
    offRoadCovered: input.offRoadCovered,
  };
}

type StoredBenefit = Omit<PlanBenefit, 'label'>;
type StoredCoverage = Omit<PlanCoverage, 'label'>;

// ---------------------------------------------------------------- repository

/**
 * Insurance companies and their motor master data. Every write that could leave the data
 * inconsistent (matrix bands, references between records) is checked before it is made, and
 * multi-row writes run in one transaction.
 */
export function createCompaniesRepository(db: Db) {
  const nowIso = () => new Date().toISOString();
  const count = async (table: 'motor_plans' | 'motor_conditions' | 'motor_matrix' | 'motor_excess', column: 'company_id' | 'plan_id', id: string) =>
    Number((await db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).where(column, '=', id).executeTakeFirstOrThrow()).n);

  async function companyRow(id: string): Promise<CompanyRow> {
    const row = await db.selectFrom('insurance_companies').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound('Company not found');
    return row;
  }
  async function getCompany(id: string): Promise<Company> {
    const row = await companyRow(id);
    return toCompany(row, { plans: await count('motor_plans', 'company_id', id), conditions: await count('motor_conditions', 'company_id', id) });
  }
  async function companiesWithCounts(rows: CompanyRow[]): Promise<Company[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    const [plans, conditions] = await Promise.all([
      db.selectFrom('motor_plans').select(['company_id', (eb) => eb.fn.countAll<number>().as('n')]).where('company_id', 'in', ids).groupBy('company_id').execute(),
      db.selectFrom('motor_conditions').select(['company_id', (eb) => eb.fn.countAll<number>().as('n')]).where('company_id', 'in', ids).groupBy('company_id').execute(),
    ]);
    const planCounts = new Map(plans.map((row) => [row.company_id, Number(row.n)]));
    const conditionCounts = new Map(conditions.map((row) => [row.company_id, Number(row.n)]));
    return rows.map((row) => toCompany(row, { plans: planCounts.get(row.id) ?? 0, conditions: conditionCounts.get(row.id) ?? 0 }));
  }

  async function planRow(id: string): Promise<PlanRow & { company_name: string }> {
    const row = await db.selectFrom('motor_plans').innerJoin('insurance_companies as c', 'c.id', 'motor_plans.company_id')
      .selectAll('motor_plans').select('c.company_name').where('motor_plans.id', '=', id).executeTakeFirst();
    if (!row) throw notFound('Motor plan not found');
    return row;
  }
  async function getPlan(id: string): Promise<MotorPlan> {
    const row = await planRow(id);
    return toPlan(row, { matrix: await count('motor_matrix', 'plan_id', id), excess: await count('motor_excess', 'plan_id', id) });
  }
  /** The plan a body names: 422 on the field when it does not exist or belongs to another company. */
  async function referencedPlan(planId: string, companyId?: string): Promise<PlanRow & { company_name: string }> {
    const row = await db.selectFrom('motor_plans').innerJoin('insurance_companies as c', 'c.id', 'motor_plans.company_id')
      .selectAll('motor_plans').select('c.company_name').where('motor_plans.id', '=', planId).executeTakeFirst();
    if (!row) throw unprocessableField('planId', 'No motor plan with this id');
    if (companyId !== undefined && row.company_id !== companyId) throw unprocessableField('planId', 'The plan belongs to another company');
    return row;
  }

  async function matrixRowById(id: string): Promise<MatrixDbRow> {
    const row = await db.selectFrom('motor_matrix').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound('Matrix row not found');
    return row;
  }

  /** 422 when the row breaks a rule alone or together with the plan's other rows. */
  /**
   * The stored motor pricing settings, the defaults where none are stored. A stored value lacking
   * a setting added since takes that setting's default.
   */
  async function getMotorPricingSettings(): Promise<MotorPricingSettings> {
    const row = await db.selectFrom('app_settings').select('value').where('key', '=', PRICING_SETTINGS_KEY).executeTakeFirst();
    if (!row) return DEFAULT_MOTOR_PRICING_SETTINGS;
    const parsed = MotorPricingSettingsSchema.safeParse({ ...DEFAULT_MOTOR_PRICING_SETTINGS, ...json<object>(row.value) });
    if (!parsed.success) throw new Error(`The stored motor pricing settings are invalid: ${parsed.error.message}`);
    return parsed.data;
  }
  async function pricingSettingsRecord(): Promise<MotorPricingSettingsRecord> {
    const row = await db.selectFrom('app_settings').leftJoin('accounts as a', 'a.id', 'app_settings.updated_by')
      .select(['app_settings.updated_at', 'app_settings.updated_by', 'a.full_name']).where('key', '=', PRICING_SETTINGS_KEY).executeTakeFirst();
    return {
      settings: await getMotorPricingSettings(), isDefault: !row, updatedAt: row?.updated_at ?? null,
      updatedBy: row?.updated_by && row.full_name !== null ? { _id: row.updated_by, fullName: row.full_name } : null,
    };
  }

  async function checkMatrix(plan: PlanRow, row: ReturnType<typeof normalizedMatrix>, exceptId?: string): Promise<void> {
    if (row.insuranceType !== plan.insurance_type) throw unprocessableField('insuranceType', `The plan "${plan.plan_name}" is ${plan.insurance_type}`);
    if (row.repairCondition && plan.repair_condition && row.repairCondition !== plan.repair_condition) {
      throw unprocessableField('repairCondition', `The plan "${plan.plan_name}" repairs at ${plan.repair_condition === 'agency' ? 'the agency' : 'garages'}`);
    }
    const own = matrixRowProblems(row, await getMotorPricingSettings());
    if (own.length > 0) {
      const fieldErrors = Object.fromEntries(own.map((problem) => [problem.field, problem.message]));
      throw new HttpError(422, own.map((problem) => `${problem.field}: ${problem.message}`).join('; '), fieldErrors);
    }
    let others = (await db.selectFrom('motor_matrix').selectAll().where('plan_id', '=', plan.id).orderBy('seq').execute()).map(toMatrix);
    if (exceptId) others = others.filter((other) => other._id !== exceptId);
    const problem = matrixSetProblems([...others, row])[0];
    if (problem) {
      // Row numbers mean nothing to someone saving one row: name the other row by what it is.
      const message = problem.index === others.length
        ? problem.message.replace(/row \d+/, 'an existing row')
        : `Together with an existing row: ${problem.message.replace(/row \d+/, 'this row').replace(/^Duplicates/, 'duplicates').replace(/^Overlaps/, 'overlaps').replace(/^Leaves/, 'leaves')}`;
      throw unprocessableField(problem.field, message);
    }
  }

  async function referenceCounts(where: { companyId: string; companyName: string; planId?: string; planName?: string }) {
    let quotes = db.selectFrom('quotes').select((eb) => eb.fn.countAll<number>().as('n'));
    let policies = db.selectFrom('policies').select((eb) => eb.fn.countAll<number>().as('n'));
    if (where.planId !== undefined) {
      quotes = quotes.where((eb) => eb.or([eb('plan_id', '=', where.planId!), eb.and([eb('company_name', '=', where.companyName), eb('plan_name', '=', where.planName!)])]));
      policies = policies.where((eb) => eb.and([
        eb.or([eb('company_id', '=', where.companyId), eb('company_name', '=', where.companyName)]),
        eb('quote_id', 'in', db.selectFrom('quotes').select('id').where((q) => q.or([q('plan_id', '=', where.planId!), q.and([q('company_name', '=', where.companyName), q('plan_name', '=', where.planName!)])]))),
      ]));
    } else {
      quotes = quotes.where((eb) => eb.or([eb('company_id', '=', where.companyId), eb('company_name', '=', where.companyName)]));
      policies = policies.where((eb) => eb.or([eb('company_id', '=', where.companyId), eb('company_name', '=', where.companyName)]));
    }
    const [q, p] = await Promise.all([quotes.executeTakeFirstOrThrow(), policies.executeTakeFirstOrThrow()]);
    return { quotes: Number(q.n), policies: Number(p.n) };
  }
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

  async function excessRow(companyId: string, excessId: string): Promise<ExcessRow & { plan_name: string }> {
    await companyRow(companyId);
    const row = await db.selectFrom('motor_excess').innerJoin('motor_plans as p', 'p.id', 'motor_excess.plan_id')
      .selectAll('motor_excess').select('p.plan_name').where('motor_excess.id', '=', excessId).where('motor_excess.company_id', '=', companyId).executeTakeFirst();
    if (!row) throw notFound('Excess rule not found');
    return row;
  }
  async function checkExcess(companyId: string, input: ExcessFields): Promise<void> {
    await referencedPlan(input.planId, companyId);
    const from = input.vehicleValuationFromFils ?? null;
    const to = input.vehicleValuationToFils ?? null;
    if (input.vehicleType.length === 0 && (from === null || to === null)) {
      throw unprocessableField(from === null ? 'vehicleValuationFromFils' : 'vehicleValuationToFils', 'Give a value band when no vehicle type is chosen');
    }
    if (from !== null && to !== null && from > to) throw unprocessableField('vehicleValuationFromFils', 'Valuation from is above valuation to');
    const max = maxDeductibleFils(await getMotorPricingSettings(), from ?? 0);
    if (input.chargeFils > max) {
      throw unprocessableField('chargeFils', `An excess of ${aed(input.chargeFils)} is above the maximum deductible of ${aed(max)} for cars worth ${aed(from ?? 0)} (Schedule 3)`);
    }
  }

  async function conditionRow(id: string): Promise<ConditionRow> {
    const row = await db.selectFrom('motor_conditions').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound('Condition not found');
    return row;
  }
  async function checkCondition(companyId: string, input: Omit<ConditionFields, 'companyId'>): Promise<void> {
    if (input.planId) await referencedPlan(input.planId, companyId);
    if (input.minCarValueFils != null && input.maxCarValueFils != null && input.minCarValueFils > input.maxCarValueFils) {
      throw unprocessableField('minCarValueFils', 'The minimum car value is above the maximum');
    }
  }

  return {
    // ------------------------------------------------------------ pricing settings
    getMotorPricingSettings,
    pricingSettingsRecord,

    /** Saves the whole settings, recording who and when on the row. */
    async updateMotorPricingSettings(settings: MotorPricingSettings, accountId: string): Promise<MotorPricingSettingsRecord> {
      const values = { value: JSON.stringify(settings), updated_at: nowIso(), updated_by: accountId };
      await db.insertInto('app_settings').values({ key: PRICING_SETTINGS_KEY, ...values })
        .onConflict((conflictClause) => conflictClause.column('key').doUpdateSet(values)).execute();
      return pricingSettingsRecord();
    },

    // ------------------------------------------------------------ companies
    getCompany,

    async listCompanies(query: z.output<typeof CompanyListQuerySchema>) {
      const search = query.search?.trim();
      const filtered = () => {
        let q = db.selectFrom('insurance_companies');
        if (search) {
          const pattern = likeContaining(search);
          q = q.where(sql<SqlBool>`(company_name LIKE ${pattern} ESCAPE '\\' OR company_email LIKE ${pattern} ESCAPE '\\' OR headquarters LIKE ${pattern} ESCAPE '\\')`);
        }
        if (query.status !== 'all') q = q.where('is_active', '=', query.status === 'active' ? 1 : 0);
        if (query.line) q = q.where(`${query.line}_active`, '=', 1);
        return q;
      };
      const [rows, total] = await Promise.all([
        filtered().selectAll().orderBy('company_name').limit(query.size).offset(offsetOf(query.page, query.size)).execute(),
        filtered().select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { items: await companiesWithCounts(rows), totalItems: Number(total.n) };
    },

    async companiesByLine(line: InsuranceLine, search?: string): Promise<Company[]> {
      let q = db.selectFrom('insurance_companies').selectAll().where(`${line}_active`, '=', 1);
      if (search?.trim()) q = q.where(sql<SqlBool>`company_name LIKE ${likeContaining(search.trim())} ESCAPE '\\'`);
      return companiesWithCounts(await q.orderBy('company_name').execute());
    },

    /** A portal short form's company (`showPortal`) keeps the full form's fields it leaves blank empty, to be completed on `/companies`. */
    async createCompany(input: CompanyFields): Promise<Company> {
      const id = newId();
      const at = nowIso();
      try {
        await db.insertInto('insurance_companies').values({
          id, ...companyColumns(input), show_portal: input.showPortal ? 1 : 0, logo_url: null, banner_url: null, created_at: at, updated_at: at,
        }).execute();
      } catch (error) {
        if (isUniqueViolation(error, 'company_name')) throw conflict(`A company named "${input.companyName}" already exists`, { companyName: 'Another company has this name' });
        throw error;
      }
      return getCompany(id);
    },

    /**
     * Changes the fields the edit gives, the company as edited passing the form's rules. `showPortal` is set when the
     * company is created and kept: an update may not claim it (and its blank fields) for a company of the full form.
     */
    async updateCompany(id: string, edit: z.output<typeof CompanyUpdateSchema>): Promise<Company> {
      const current = await getCompany(id);
      const input = applyEdit(CompanyInputSchema, CompanyUpdateSchema, current, edit);
      if (input.showPortal && !current.showPortal) {
        throw unprocessableField('showPortal', 'Only a company created through a portal form may leave the full form blank');
      }
      try {
        await db.updateTable('insurance_companies').set({ ...companyColumns(input), updated_at: nowIso() }).where('id', '=', id).execute();
      } catch (error) {
        if (isUniqueViolation(error, 'company_name')) throw conflict(`A company named "${input.companyName}" already exists`, { companyName: 'Another company has this name' });
        throw error;
      }
      return getCompany(id);
    },

    /** The stored `logo_url`/`banner_url` of a company; 404 for an unknown one. */
    async companyImageUrl(id: string, kind: 'logo' | 'banner'): Promise<string | null> {
      const row = await companyRow(id);
      return kind === 'logo' ? row.logo_url : row.banner_url;
    },

    /**
     * Records a new logo or banner and answers the URL it replaced, read and written in one
     * transaction: each replaced file is handed back exactly once, however many uploads race.
     */
    async setCompanyImageUrl(id: string, kind: 'logo' | 'banner', url: string): Promise<{ company: Company; previous: string | null }> {
      const column = kind === 'logo' ? 'logo_url' : 'banner_url';
      const previous = await db.transaction().execute(async (trx) => {
        const row = await trx.selectFrom('insurance_companies').select(column).where('id', '=', id).executeTakeFirst();
        if (!row) throw notFound('Company not found');
        await trx.updateTable('insurance_companies').set({ [column]: url, updated_at: nowIso() }).where('id', '=', id).execute();
        return row[column];
      });
      return { company: await getCompany(id), previous };
    },

    async setCompanyStatus(id: string, isActive: boolean): Promise<Company> {
      await companyRow(id);
      await db.updateTable('insurance_companies').set({ is_active: isActive ? 1 : 0, updated_at: nowIso() }).where('id', '=', id).execute();
      return getCompany(id);
    },

    /** Deletes a company and its motor data; refused while quotes or policies name it. Its image files are the caller's to remove. */
    async removeCompany(id: string): Promise<void> {
      const row = await companyRow(id);
      const refs = await referenceCounts({ companyId: id, companyName: row.company_name });
      if (refs.quotes + refs.policies > 0) {
        throw conflict(`${row.company_name} is named by ${plural(refs.quotes, 'quote')} and ${plural(refs.policies, 'policy').replace('policys', 'policies')}. Deactivate it instead.`);
      }
      await db.deleteFrom('insurance_companies').where('id', '=', id).execute();
    },

    // ------------------------------------------------------------ plans
    getPlan,

    async listPlans(companyId: string): Promise<MotorPlan[]> {
      await companyRow(companyId);
      const rows = await db.selectFrom('motor_plans').innerJoin('insurance_companies as c', 'c.id', 'motor_plans.company_id')
        .selectAll('motor_plans').select('c.company_name')
        .select((eb) => [
          eb.selectFrom('motor_matrix').select((s) => s.fn.countAll<number>().as('n')).whereRef('motor_matrix.plan_id', '=', 'motor_plans.id').as('matrix_count'),
          eb.selectFrom('motor_excess').select((s) => s.fn.countAll<number>().as('n')).whereRef('motor_excess.plan_id', '=', 'motor_plans.id').as('excess_count'),
        ])
        .where('motor_plans.company_id', '=', companyId).orderBy('motor_plans.seq').execute();
      return rows.map((row) => toPlan(row, { matrix: Number(row.matrix_count ?? 0), excess: Number(row.excess_count ?? 0) }));
    },

    async createPlan(input: PlanFields): Promise<MotorPlan> {
      const company = await db.selectFrom('insurance_companies').select('id').where('id', '=', input.companyId).executeTakeFirst();
      if (!company) throw unprocessableField('companyId', 'No company with this id');
      const repair = input.insuranceType === 'thirdparty' ? null : input.repairCondition;
      if (input.insuranceType === 'comprehensive' && !repair) throw unprocessableField('repairCondition', 'Choose agency or garage repair for a comprehensive plan');
      const id = newId();
      const at = nowIso();
      try {
        await db.insertInto('motor_plans').values({
          id, company_id: input.companyId, plan_name: input.planName, insurance_type: input.insuranceType, repair_condition: repair,
          description: input.description ?? null, is_active: input.isActive ? 1 : 0, benefits: '[]', coverages: '[]', created_at: at, updated_at: at,
        }).execute();
      } catch (error) {
        if (isUniqueViolation(error, 'plan_name')) throw conflict(`The company already has a plan named "${input.planName}"`, { planName: 'Another plan of the company has this name' });
        throw error;
      }
      return getPlan(id);
    },

    async updatePlan(id: string, edit: z.output<typeof MotorPlanUpdateSchema>): Promise<MotorPlan> {
      const current = await planRow(id);
      const input = applyEdit(MotorPlanInputSchema, MotorPlanUpdateSchema, toPlan(current, { matrix: 0, excess: 0 }), edit);
      const repair = input.insuranceType === 'thirdparty' ? null : input.repairCondition;
      if (input.insuranceType === 'comprehensive' && !repair) throw unprocessableField('repairCondition', 'Choose agency or garage repair for a comprehensive plan');
      if (input.insuranceType !== current.insurance_type && (await count('motor_matrix', 'plan_id', id)) > 0) {
        throw unprocessableField('insuranceType', 'The plan has matrix rows of its current type: replace its matrix first');
      }
      try {
        await db.updateTable('motor_plans').set({
          plan_name: input.planName, insurance_type: input.insuranceType, repair_condition: repair, description: input.description ?? null,
          is_active: input.isActive ? 1 : 0, updated_at: nowIso(),
        }).where('id', '=', id).execute();
      } catch (error) {
        if (isUniqueViolation(error, 'plan_name')) throw conflict(`The company already has a plan named "${input.planName}"`, { planName: 'Another plan of the company has this name' });
        throw error;
      }
      return getPlan(id);
    },

    async removePlan(id: string): Promise<void> {
      const plan = await planRow(id);
      const refs = await referenceCounts({ companyId: plan.company_id, companyName: plan.company_name, planId: id, planName: plan.plan_name });
      if (refs.quotes + refs.policies > 0) {
        throw conflict(`The plan "${plan.plan_name}" is named by ${plural(refs.quotes, 'quote')}. Deactivate it instead.`);
      }
      await db.deleteFrom('motor_plans').where('id', '=', id).execute();
    },

    // ------------------------------------------------------------ matrix
    async listMatrix(query: z.output<typeof MatrixListQuerySchema>) {
      const filtered = () => {
        let q = db.selectFrom('motor_matrix');
        if (query.companyId) q = q.where('company_id', '=', query.companyId);
        if (query.planId) q = q.where('plan_id', '=', query.planId);
        return q;
      };
      const [rows, total] = await Promise.all([
        filtered().selectAll().orderBy('plan_id').orderBy('vehicle_type').orderBy('car_age').orderBy('no_of_cylinders').orderBy('valuation_from_fils')
          .limit(query.size).offset(offsetOf(query.page, query.size)).execute(),
        filtered().select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { items: rows.map(toMatrix), totalItems: Number(total.n) };
    },

    async getMatrixRow(id: string): Promise<MatrixRow> {
      return toMatrix(await matrixRowById(id));
    },

    async createMatrixRow(input: MatrixFields): Promise<MatrixRow> {
      const plan = await referencedPlan(input.planId, input.companyId);
      const row = normalizedMatrix(input);
      await checkMatrix(plan, row);
      const id = newId();
      const at = nowIso();
      await db.insertInto('motor_matrix').values({ id, company_id: plan.company_id, plan_id: plan.id, ...matrixColumns(row), created_at: at, updated_at: at }).execute();
      return toMatrix(await matrixRowById(id));
    },

    async updateMatrixRow(id: string, edit: z.output<typeof MatrixUpdateSchema>): Promise<MatrixRow> {
      const current = await matrixRowById(id);
      const input = applyEdit(MatrixInputSchema, MatrixUpdateSchema, toMatrix(current), edit);
      if (input.planId !== current.plan_id) throw unprocessableField('planId', 'A matrix row cannot move to another plan');
      const plan = await referencedPlan(input.planId, input.companyId);
      const row = normalizedMatrix(input);
      await checkMatrix(plan, row, id);
      await db.updateTable('motor_matrix').set({ ...matrixColumns(row), updated_at: nowIso() }).where('id', '=', id).execute();
      return toMatrix(await matrixRowById(id));
    },

    /** Refused when it would leave a gap between the bands around it. */
    async removeMatrixRow(id: string): Promise<void> {
      const current = await matrixRowById(id);
      const rest = (await db.selectFrom('motor_matrix').selectAll().where('plan_id', '=', current.plan_id).where('id', '!=', id).orderBy('seq').execute()).map(toMatrix);
      if (matrixSetProblems(rest).some((problem) => problem.message.startsWith('Leaves a gap'))) {
        throw conflict('Deleting this row would leave a gap between the value bands around it. Widen a neighbouring band first, or replace the whole matrix.');
      }
      await db.deleteFrom('motor_matrix').where('id', '=', id).execute();
    },

    /** Replaces every row of a plan in one transaction; the first problem found is named by row (1-based) and field. */
    async replaceMatrix(planId: string, input: z.output<typeof MatrixReplaceSchema>): Promise<MatrixRow[]> {
      const plan = await planRow(planId);
      const rows = input.rows.map(normalizedMatrix);
      const settings = await getMotorPricingSettings();
      const fieldErrors: Record<string, string> = {};
      rows.forEach((row, index) => {
        if (row.insuranceType !== plan.insurance_type) fieldErrors[`rows.${index}.insuranceType`] = `The plan is ${plan.insurance_type}`;
        for (const problem of matrixRowProblems(row, settings)) fieldErrors[`rows.${index}.${problem.field}`] ??= problem.message;
      });
      if (Object.keys(fieldErrors).length === 0) {
        for (const problem of matrixSetProblems(rows)) fieldErrors[`rows.${problem.index}.${problem.field}`] ??= problem.message;
      }
      const entries = Object.entries(fieldErrors);
      if (entries.length > 0) {
        const message = entries.slice(0, 5).map(([field, text]) => {
          const [, index, name] = field.split('.');
          return `Row ${Number(index) + 1}, ${name}: ${text}`;
        }).join('; ');
        throw new HttpError(422, entries.length > 5 ? `${message}; and ${entries.length - 5} more` : message, fieldErrors);
      }
      const at = nowIso();
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('motor_matrix').where('plan_id', '=', planId).execute();
        if (rows.length > 0) {
          await trx.insertInto('motor_matrix').values(rows.map((row) => ({
            id: newId(), company_id: plan.company_id, plan_id: planId, ...matrixColumns(row), created_at: at, updated_at: at,
          }))).execute();
        }
      });
      return (await db.selectFrom('motor_matrix').selectAll().where('plan_id', '=', planId).orderBy('seq').execute()).map(toMatrix);
    },

    // ------------------------------------------------------------ excess
    async listExcess(companyId: string, query: { page: number; size: number; planId?: string | undefined }) {
      await companyRow(companyId);
      const filtered = () => {
        let q = db.selectFrom('motor_excess').innerJoin('motor_plans as p', 'p.id', 'motor_excess.plan_id').where('motor_excess.company_id', '=', companyId);
        if (query.planId) q = q.where('motor_excess.plan_id', '=', query.planId);
        return q;
      };
      const [rows, total] = await Promise.all([
        filtered().selectAll('motor_excess').select('p.plan_name').orderBy('motor_excess.seq').limit(query.size).offset(offsetOf(query.page, query.size)).execute(),
        filtered().select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { items: rows.map(toExcess), totalItems: Number(total.n) };
    },
    async getExcess(companyId: string, excessId: string): Promise<Excess> {
      return toExcess(await excessRow(companyId, excessId));
    },
    async createExcess(companyId: string, input: ExcessFields): Promise<Excess> {
      await companyRow(companyId);
      await checkExcess(companyId, input);
      const id = newId();
      const at = nowIso();
      await db.insertInto('motor_excess').values({
        id, company_id: companyId, plan_id: input.planId, vehicle_types: JSON.stringify(input.vehicleType), valuation_from_fils: input.vehicleValuationFromFils ?? null,
        valuation_to_fils: input.vehicleValuationToFils ?? null, charge_fils: input.chargeFils, created_at: at, updated_at: at,
      }).execute();
      return toExcess(await excessRow(companyId, id));
    },
    async updateExcess(companyId: string, excessId: string, edit: z.output<typeof ExcessUpdateSchema>): Promise<Excess> {
      const input = applyEdit(ExcessInputSchema, ExcessUpdateSchema, toExcess(await excessRow(companyId, excessId)), edit);
      await checkExcess(companyId, input);
      await db.updateTable('motor_excess').set({
        plan_id: input.planId, vehicle_types: JSON.stringify(input.vehicleType), valuation_from_fils: input.vehicleValuationFromFils ?? null,
        valuation_to_fils: input.vehicleValuationToFils ?? null, charge_fils: input.chargeFils, updated_at: nowIso(),
      }).where('id', '=', excessId).execute();
      return toExcess(await excessRow(companyId, excessId));
    },
    async removeExcess(companyId: string, excessId: string): Promise<void> {
      await excessRow(companyId, excessId);
      await db.deleteFrom('motor_excess').where('id', '=', excessId).execute();
    },

    // ------------------------------------------------------------ conditions
    async listConditions(companyId: string, query: { page: number; size: number }) {
      await companyRow(companyId);
      const [rows, total] = await Promise.all([
        db.selectFrom('motor_conditions').selectAll().where('company_id', '=', companyId).orderBy('seq').limit(query.size).offset(offsetOf(query.page, query.size)).execute(),
        db.selectFrom('motor_conditions').select((eb) => eb.fn.countAll<number>().as('n')).where('company_id', '=', companyId).executeTakeFirstOrThrow(),
      ]);
      return { items: rows.map(toCondition), totalItems: Number(total.n) };
    },
    async getCondition(id: string): Promise<Condition> {
      return toCondition(await conditionRow(id));
    },
    async createCondition(input: ConditionFields): Promise<Condition> {
      const company = await db.selectFrom('insurance_companies').select('id').where('id', '=', input.companyId).executeTakeFirst();
      if (!company) throw unprocessableField('companyId', 'No company with this id');
      await checkCondition(input.companyId, input);
      const id = newId();
      const at = nowIso();
      await db.insertInto('motor_conditions').values({
        id, company_id: input.companyId, plan_id: input.planId, name: input.name, rules: JSON.stringify(conditionRules(input)),
        is_active: input.isActive ? 1 : 0, created_at: at, updated_at: at,
      }).execute();
      return toCondition(await conditionRow(id));
    },
    async updateCondition(id: string, edit: z.output<typeof ConditionUpdateSchema>): Promise<Condition> {
      const current = await conditionRow(id);
      const input = applyEdit(ConditionInputSchema, ConditionUpdateSchema, toCondition(current), edit);
      await checkCondition(current.company_id, input);
      await db.updateTable('motor_conditions').set({
        plan_id: input.planId, name: input.name, rules: JSON.stringify(conditionRules(input)), is_active: input.isActive ? 1 : 0, updated_at: nowIso(),
      }).where('id', '=', id).execute();
      return toCondition(await conditionRow(id));
    },
    async removeCondition(id: string): Promise<void> {
      await conditionRow(id);
      await db.deleteFrom('motor_conditions').where('id', '=', id).execute();
    },

    // ------------------------------------------------------------ benefits and coverages
    async planBenefits(planId: string): Promise<PlanBenefit[]> {
      const plan = await planRow(planId);
      return json<StoredBenefit[]>(plan.benefits).map((benefit) => ({ ...benefit, label: masterLabel(benefit.benifit) }));
    },
    async planCoverages(planId: string): Promise<PlanCoverage[]> {
      const plan = await planRow(planId);
      return json<StoredCoverage[]>(plan.coverages).map((coverage) => ({ ...coverage, label: masterLabel(coverage.coverage) }));
    },
    async updatePlanBenefits(input: z.output<typeof PlanBenefitsUpdateSchema>): Promise<PlanBenefit[]> {
      const plan = await referencedPlan(input.planId);
      const seen = new Set<string>();
      const stored: StoredBenefit[] = input.benifits.map((benefit, index) => {
        if (seen.has(benefit.benifit)) throw unprocessableField(`benifits.${index}.benifit`, `"${benefit.benifit}" is listed twice`, `Row ${index + 1}, `);
        seen.add(benefit.benifit);
        return {
          benifit: benefit.benifit, isEnabled: benefit.isEnabled, isMandatory: benefit.isMandatory, chargeFils: benefit.chargeFils,
          limitAmount: benefit.limitAmount ?? null, limitUnit: benefit.limitUnit ?? null,
        };
      });
      await db.updateTable('motor_plans').set({ benefits: JSON.stringify(stored), updated_at: nowIso() }).where('id', '=', plan.id).execute();
      return stored.map((benefit) => ({ ...benefit, label: masterLabel(benefit.benifit) }));
    },
    async updatePlanCoverages(input: z.output<typeof PlanCoveragesUpdateSchema>): Promise<PlanCoverage[]> {
      const plan = await referencedPlan(input.planId);
      const stored: StoredCoverage[] = input.coverages.map((coverage) => ({ coverage: coverage.coverage, isEnabled: coverage.isEnabled, value: coverage.value }));
      await db.updateTable('motor_plans').set({ coverages: JSON.stringify(stored), updated_at: nowIso() }).where('id', '=', plan.id).execute();
      return stored.map((coverage) => ({ ...coverage, label: masterLabel(coverage.coverage) }));
    },

    // ------------------------------------------------------------ pricing catalogue
    /** Every company with its plans, matrices, excess rules and conditions, as the engine reads them. */
    async pricingCatalogue(filter: { companyId?: string | undefined; planId?: string | undefined } = {}): Promise<PricingCatalogueEntry[]> {
      let companiesQuery = db.selectFrom('insurance_companies').selectAll();
      if (filter.companyId) companiesQuery = companiesQuery.where('id', '=', filter.companyId);
      let plansQuery = db.selectFrom('motor_plans').selectAll();
      if (filter.companyId) plansQuery = plansQuery.where('company_id', '=', filter.companyId);
      if (filter.planId) plansQuery = plansQuery.where('id', '=', filter.planId);
      const [companies, plans, matrix, excess, conditions] = await Promise.all([
        companiesQuery.execute(), plansQuery.orderBy('seq').execute(),
        db.selectFrom('motor_matrix').selectAll().orderBy('seq').execute(),
        db.selectFrom('motor_excess').selectAll().orderBy('seq').execute(),
        db.selectFrom('motor_conditions').selectAll().orderBy('seq').execute(),
      ]);
      const group = <T extends { plan_id: string | null }>(rows: T[]) => {
        const map = new Map<string, T[]>();
        for (const row of rows) if (row.plan_id) map.set(row.plan_id, [...(map.get(row.plan_id) ?? []), row]);
        return map;
      };
      const matrixByPlan = group(matrix);
      const excessByPlan = group(excess);
      return companies.map((company) => ({
        company: {
          _id: company.id, companyName: company.company_name, isActive: company.is_active === 1, motorActive: company.motor_active === 1,
          adminFeeFils: company.admin_fee_fils, issuingMode: company.issuing_mode,
          carValueReduction: json<Pick<Company, 'motorInsurance'>>(company.line_settings).motorInsurance.carValueReduction,
        },
        plans: plans.filter((plan) => plan.company_id === company.id).map((plan) => ({
          _id: plan.id, planName: plan.plan_name, insuranceType: plan.insurance_type, repairCondition: plan.repair_condition, isActive: plan.is_active === 1,
          matrix: (matrixByPlan.get(plan.id) ?? []).map(toMatrix),
          excess: (excessByPlan.get(plan.id) ?? []).map((row) => toExcess({ ...row, plan_name: plan.plan_name })),
          benefits: json<StoredBenefit[]>(plan.benefits).map((benefit) => ({ ...benefit, label: masterLabel(benefit.benifit) })),
          coverages: json<StoredCoverage[]>(plan.coverages).map((coverage) => ({ ...coverage, label: masterLabel(coverage.coverage) })),
        })),
        conditions: conditions.filter((condition) => condition.company_id === company.id).map((row): PricingCondition => {
          const { _id, createdAt, updatedAt, companyId, ...rest } = toCondition(row);
          void _id; void createdAt; void updatedAt; void companyId;
          return rest;
        }),
      }));
    },
  };
}

export type CompaniesRepository = ReturnType<typeof createCompaniesRepository>;
