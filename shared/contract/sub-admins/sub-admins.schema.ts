import { z } from 'zod';
import { EmailSchema, IdSchema, ListQuerySchema, RecordMetaSchema, UaeMobileSchema, detailResultSchema, listResultSchema } from '../common.schema.js';
import { ModuleAccessSchema, NewPasswordSchema } from '../auth/auth.schema.js';
import { partialEdit } from '../edit.js';

const percent = (label: string) => z.number({ error: `${label} must be a number` }).min(0, `${label} cannot be negative`).max(100, `${label} cannot exceed 100`);

/** Per-line sales settings of a staff account (FIELDS.md "Sub-admins / module access"). */
const SalesSettingsSchema = z.object({
  maxDiscount: percent('Maximum motor discount').default(0),
  maxHealthDiscount: percent('Maximum health discount').default(0),
  maxTravelDiscount: percent('Maximum travel discount').default(0),
  autoCommission: percent('Motor commission').default(0),
  healthCommission: percent('Health commission').default(0),
  travelCommission: percent('Travel commission').default(0),
  isAutoProposalAssignAllowed: z.boolean().default(false),
  isHealthProposalAssignAllowed: z.boolean().default(false),
  isTravelProposalAssignAllowed: z.boolean().default(false),
  isAutoAgentMatrixAllowed: z.boolean().default(false),
  isSupervisor: z.boolean().default(false),
  isSalesAgent: z.boolean().default(false),
});

/** A staff account managed as a module-access record: who it is, its team leader, its sales settings and its module flags. */
export const ModuleAccessRecordSchema = RecordMetaSchema.extend({
  fullName: z.string(),
  email: z.string(),
  mobileNumber: z.string().nullable(),
  role: z.string(),
  teamLeaderId: IdSchema.nullable(),
  teamLeaderName: z.string().nullable(),
  disabled: z.boolean(),
  permissions: ModuleAccessSchema,
}).extend(SalesSettingsSchema.shape);
export type ModuleAccessRecord = z.infer<typeof ModuleAccessRecordSchema>;

/** A supervisor cannot also be a sales agent, and neither has proposals assigned automatically (FIELDS.md). */
function refineRoles<T extends z.ZodType<{ isSupervisor?: boolean; isSalesAgent?: boolean; isAutoProposalAssignAllowed?: boolean }>>(schema: T) {
  return schema
    .refine((v) => !(v.isSupervisor && v.isSalesAgent), { path: ['isSalesAgent'], message: 'A supervisor cannot also be a sales agent' })
    .refine((v) => !((v.isSupervisor || v.isSalesAgent) && v.isAutoProposalAssignAllowed), {
      path: ['isAutoProposalAssignAllowed'],
      message: 'Supervisors and sales agents do not get proposals assigned automatically',
    });
}

const AccountFieldsSchema = z
  .object({
    fullName: z.string().trim().min(1, 'Agent name is required').max(120),
    email: EmailSchema,
    mobileNumber: UaeMobileSchema.nullable().optional(),
    teamLeaderId: IdSchema.nullable().optional(),
    permissions: ModuleAccessSchema.default({}),
  })
  .extend(SalesSettingsSchema.shape);

export const ModuleAccessCreateSchema = refineRoles(AccountFieldsSchema.extend({ password: NewPasswordSchema }));
const StoredAccountFieldsSchema = AccountFieldsSchema.extend({ disabled: z.boolean() });
/** A staff account's fields as stored: an edit is checked as applied to them. */
export const ModuleAccessFieldsSchema = refineRoles(StoredAccountFieldsSchema);
/**
 * An edit changes only the fields it is given; `permissions`, when given, is the account's whole
 * set of module flags (a module left out has no access), and the role rules judge the account as edited.
 */
export const ModuleAccessUpdateSchema = partialEdit(StoredAccountFieldsSchema, { required: ['fullName', 'email'], whole: ['permissions'] });
export const AgentPasswordSchema = z.object({ password: NewPasswordSchema });

export const ModuleAccessListQuerySchema = ListQuerySchema;
export const ModuleAccessListResultSchema = listResultSchema(ModuleAccessRecordSchema);
export const ModuleAccessResultSchema = detailResultSchema(ModuleAccessRecordSchema);
export const SupervisorListResultSchema = detailResultSchema(z.array(z.object({ _id: IdSchema, fullName: z.string(), email: z.string() })));
