import { sql, type SqlBool } from 'kysely';
import type { z } from 'zod';
import {
  CompanyInputSchema, CompanyUpdateSchema, INSURANCE_LINES, type Company, type CompanyListQuerySchema, type InsuranceLine,
} from '../../../shared/contract/companies/index.js';
import type { Db } from '../../db/database.js';
import type { HealthCompanySettingsTable } from '../../db/schema.js';
import { isUniqueViolation } from '../../db/errors.js';
import { newId } from '../../db/ids.js';
import { likeContaining } from '../../db/like.js';
import { applyEdit } from '../../http/edits.js';
import { conflict, notFound } from '../../http/httpError.js';
import { offsetOf } from '../../http/pagination.js';
import { createCompanyRows, json, nowIso, plural, unprocessableField, type CompanyRow } from './companyRows.js';
import { createConditionsRepository } from './conditions.repository.js';
import { createExcessRepository } from './excess.repository.js';
import { createMatrixRepository } from './matrix.repository.js';
import { createPlansRepository } from './plans.repository.js';
import { pricingCatalogue } from './pricingCatalogue.js';
import { createPricingSettingsRepository } from './pricingSettings.repository.js';

type CompanyFields = z.output<typeof CompanyInputSchema>;

/** The columns of an insurer's health settings (Health companies) the company form shows as its health section. */
type HealthSettingsRow = Pick<HealthCompanySettingsTable, 'company_id' | 'commission' | 'e_sanad_recommendation' | 'is_active'>;

function toCompany(row: CompanyRow, counts: { plans: number; conditions: number }, health: HealthSettingsRow | undefined): Company {
  const lineSettings = json<Pick<Company, 'motorInsurance' | 'healthInsurance' | 'travelInsurance' | 'petInsurance' | 'landInsurance'>>(row.line_settings);
  // An insurer with health settings has one health commission: theirs, which health pricing reads.
  if (health) {
    lineSettings.healthInsurance = {
      ...lineSettings.healthInsurance, commission: Number(health.commission), eSanadRecommendation: health.e_sanad_recommendation === 1, isActive: health.is_active === 1,
    };
  }
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

/** The insurance companies themselves: list, form, images, status and removal. */
function createCompanyRecordsRepository(db: Db, { count, companyRow, referenceCounts }: ReturnType<typeof createCompanyRows>) {
  const healthSettingsOf = (ids: string[]) => db.selectFrom('health_company_settings')
    .select(['company_id', 'commission', 'e_sanad_recommendation', 'is_active']).where('company_id', 'in', ids).execute();

  async function getCompany(id: string): Promise<Company> {
    const row = await companyRow(id);
    const [health] = await healthSettingsOf([id]);
    return toCompany(row, { plans: await count('motor_plans', 'company_id', id), conditions: await count('motor_conditions', 'company_id', id) }, health);
  }
  async function companiesWithCounts(rows: CompanyRow[]): Promise<Company[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    const [plans, conditions, health] = await Promise.all([
      db.selectFrom('motor_plans').select(['company_id', (eb) => eb.fn.countAll<number>().as('n')]).where('company_id', 'in', ids).groupBy('company_id').execute(),
      db.selectFrom('motor_conditions').select(['company_id', (eb) => eb.fn.countAll<number>().as('n')]).where('company_id', 'in', ids).groupBy('company_id').execute(),
      healthSettingsOf(ids),
    ]);
    const planCounts = new Map(plans.map((row) => [row.company_id, Number(row.n)]));
    const conditionCounts = new Map(conditions.map((row) => [row.company_id, Number(row.n)]));
    const healthOf = new Map(health.map((row) => [row.company_id, row]));
    return rows.map((row) => toCompany(row, { plans: planCounts.get(row.id) ?? 0, conditions: conditionCounts.get(row.id) ?? 0 }, healthOf.get(row.id)));
  }

  return {
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
        await db.transaction().execute(async (trx) => {
          const at = nowIso();
          await trx.updateTable('insurance_companies').set({ ...companyColumns(input), updated_at: at }).where('id', '=', id).execute();
          // The form's health section is the insurer's health settings, when it has them (Health companies).
          const health = input.healthInsurance;
          await trx.updateTable('health_company_settings').set({
            commission: health.commission, e_sanad_recommendation: health.eSanadRecommendation ? 1 : 0, is_active: health.isActive ? 1 : 0, updated_at: at,
          }).where('company_id', '=', id).execute();
        });
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
  };
}

/**
 * Insurance companies and their motor master data, one sub-repository per resource (pricing
 * settings, companies, plans, matrix, excess, conditions) over the rows they share. Every write
 * that could leave the data inconsistent (matrix bands, references between records) is checked
 * before it is made, and multi-row writes run in one transaction.
 */
export function createCompaniesRepository(db: Db) {
  const rows = createCompanyRows(db);
  const settings = createPricingSettingsRepository(db);
  return {
    ...settings,
    ...createCompanyRecordsRepository(db, rows),
    ...createPlansRepository(db, rows),
    ...createMatrixRepository(db, rows, settings),
    ...createExcessRepository(db, rows, settings),
    ...createConditionsRepository(db, rows),
    /** Every company with its plans, matrices, excess rules and conditions, as the engine reads them. */
    pricingCatalogue: (filter?: Parameters<typeof pricingCatalogue>[1]) => pricingCatalogue(db, filter),
  };
}

export type CompaniesRepository = ReturnType<typeof createCompaniesRepository>;
