import {
  DEFAULT_MOTOR_PRICING_SETTINGS, MotorPricingSettingsSchema, type MotorPricingSettings, type MotorPricingSettingsRecord,
} from '../../../shared/contract/companies/index.js';
import type { Db } from '../../db/database.js';
import { json, nowIso } from './companyRows.js';

const PRICING_SETTINGS_KEY = 'motorPricing';

/** The office's motor pricing settings (Motor companies → Pricing rules), kept in `app_settings`. */
export function createPricingSettingsRepository(db: Db) {
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

  return {
    getMotorPricingSettings,
    pricingSettingsRecord,

    /** Saves the whole settings, recording who and when on the row. */
    async updateMotorPricingSettings(settings: MotorPricingSettings, accountId: string): Promise<MotorPricingSettingsRecord> {
      const values = { value: JSON.stringify(settings), updated_at: nowIso(), updated_by: accountId };
      await db.insertInto('app_settings').values({ key: PRICING_SETTINGS_KEY, ...values })
        .onConflict((conflictClause) => conflictClause.column('key').doUpdateSet(values)).execute();
      return pricingSettingsRecord();
    },
  };
}

export type PricingSettingsRepository = ReturnType<typeof createPricingSettingsRepository>;
