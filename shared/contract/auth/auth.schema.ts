import { z } from 'zod';
import { ACTIONS, MODULE_KEYS } from '../../access/modules.js';
import { passwordProblem } from '../../domain/passwordPolicy.js';
import { EmailSchema, IdSchema } from '../common.schema.js';

export const AccountTypeSchema = z.enum(['employee', 'user']);
export type AccountType = z.infer<typeof AccountTypeSchema>;

const ModuleFlagsSchema = z.object(Object.fromEntries(ACTIONS.map((a) => [a, z.boolean().optional()])) as Record<(typeof ACTIONS)[number], z.ZodOptional<z.ZodBoolean>>);

/** `moduleAccessId`: module key → flags, plus the supervisor and sales-agent flags (spec 000 §3). */
export const ModuleAccessSchema = z
  .object(Object.fromEntries(MODULE_KEYS.map((k) => [k, ModuleFlagsSchema.optional()])) as Record<(typeof MODULE_KEYS)[number], z.ZodOptional<typeof ModuleFlagsSchema>>)
  .extend({ isSupervisor: z.boolean().optional(), isSalesAgent: z.boolean().optional() });
export type ModuleAccess = z.infer<typeof ModuleAccessSchema>;

/** One item of an employee permission entry (spec 000 §3). */
export const PermissionItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  read: z.boolean().optional(),
  view: z.boolean().optional(),
  create: z.boolean().optional(),
  insert: z.boolean().optional(),
  update: z.boolean().optional(),
  delete: z.boolean().optional(),
});
export const PermissionEntrySchema = z.object({
  menuName: z.string(),
  url: z.string(),
  menuCode: z.string().optional(),
  parentMenuId: z.string().nullable().optional(),
  icon: z.string().optional(),
  displayOrder: z.number().optional(),
  enabled: z.boolean(),
  items: z.array(PermissionItemSchema),
});
export type PermissionEntry = z.infer<typeof PermissionEntrySchema>;

export const RoleSchema = z.object({ _id: IdSchema, name: z.string(), permissions: z.array(PermissionEntrySchema) });

/** The signed-in account as `me` and sign-in return it. */
export const SessionUserSchema = z.object({
  _id: IdSchema,
  type: AccountTypeSchema,
  email: z.string(),
  fullName: z.string(),
  role: z.string(),
  roleId: RoleSchema.nullable().optional(),
  moduleAccessId: ModuleAccessSchema.nullable().optional(),
  isSupervisor: z.boolean(),
});
export type SessionUser = z.infer<typeof SessionUserSchema>;

export const LoginBodySchema = z.object({
  email: EmailSchema,
  password: z.string().min(1, 'Password is required').max(256, 'Password is too long'),
  /** The agent-online switch of the sign-in screen (default on). */
  isAgentOnline: z.boolean().default(true),
});
export type LoginBody = z.infer<typeof LoginBodySchema>;

/**
 * When the session ends (ISO times, the server's clock): at `expiresAt` whatever happens
 * (`BROKERDESK_SESSION_HOURS` after sign-in), or at `idleExpiresAt` unless the user acts before
 * (`BROKERDESK_SESSION_IDLE_MINUTES` after the last request). `serverTime` is when the server
 * answered, so a client whose clock differs still counts down right. The client warns a minute
 * before the earlier end.
 */
export const SessionTimesSchema = z.object({ expiresAt: z.string(), idleExpiresAt: z.string(), serverTime: z.string() });
export type SessionTimes = z.infer<typeof SessionTimesSchema>;

/** Spec 000 §7: `{ success, token, type, employee | data }`, plus when the new session ends. */
export const LoginResultSchema = z.object({
  success: z.literal(true),
  token: z.string(),
  type: AccountTypeSchema,
  employee: SessionUserSchema.optional(),
  data: SessionUserSchema.optional(),
  message: z.string().optional(),
  session: SessionTimesSchema,
});
export type LoginResult = z.infer<typeof LoginResultSchema>;

export const MeResultSchema = z.object({ success: z.literal(true), type: AccountTypeSchema, data: SessionUserSchema, session: SessionTimesSchema });

export const SessionResultSchema = z.object({ success: z.literal(true), data: SessionTimesSchema });
export type MeResult = z.infer<typeof MeResultSchema>;

/** A new password: the length rules every screen and endpoint share. */
export const NewPasswordSchema = z.string().superRefine((value, ctx) => {
  const problem = passwordProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

export const ChangePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, 'Current password is required').max(256),
    newPassword: NewPasswordSchema,
    confirmPassword: z.string().max(256),
  })
  .refine((body) => body.newPassword === body.confirmPassword, { path: ['confirmPassword'], message: 'Passwords do not match' });
