import { z } from 'zod';

/**
 * The admin area's contracts (/api/admin/users…), read by the server's admin module and the
 * web app's admin pages. Every route here answers 401 signed out and 403 to a non-admin.
 */

export const ADMIN_MESSAGES = {
  noSuchUser: 'No account with that id',
  ownAdminRole: 'You cannot remove your own admin role. Ask another admin to do it.',
  searchTooLong: 'The email to search for must be at most 320 characters',
} as const;

export const ADMIN_USERS_DEFAULT_LIMIT = 20;
export const ADMIN_USERS_MAX_LIMIT = 100;

/** GET /api/admin/users?email=&limit=&offset=: accounts whose email contains `email`. */
export const adminUsersQuerySchema = z.object({
  /** Part of an email, any case; empty lists every account. */
  email: z.string().trim().max(320, ADMIN_MESSAGES.searchTooLong).default(''),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(ADMIN_USERS_MAX_LIMIT)
    .default(ADMIN_USERS_DEFAULT_LIMIT),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type AdminUsersQuery = z.infer<typeof adminUsersQuerySchema>;

export const adminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  createdAt: z.string(),
  balance: z.number().int().min(0),
  roles: z.array(z.enum(['admin'])),
  /** The client's plan (issue 28): name, We Post / You Post and status; null without one. */
  plan: z
    .object({ name: z.string(), option: z.string(), status: z.string() })
    .nullable()
    .optional(),
  /** The client's service orders, newest first (the list shows a few). */
  orders: z
    .array(
      z.object({
        id: z.string(),
        number: z.number().int(),
        status: z.string(),
        dueAt: z.string().nullable(),
      }),
    )
    .optional(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

/** Newest accounts first; `nextOffset` is null on the last page. */
export const adminUsersResponseSchema = z.object({
  users: z.array(adminUserSchema),
  total: z.number().int().min(0),
  nextOffset: z.number().int().nullable(),
});
export type AdminUsersResponse = z.infer<typeof adminUsersResponseSchema>;

/** POST and DELETE /api/admin/users/:id/roles/admin: the account afterwards. */
export const adminRoleResponseSchema = z.object({
  user: adminUserSchema,
  /** False when the account already had (or already lacked) the role. */
  changed: z.boolean(),
});
export type AdminRoleResponse = z.infer<typeof adminRoleResponseSchema>;
