import {
  adminRoleResponseSchema,
  adminUsersQuerySchema,
  adminUsersResponseSchema,
} from '../admin.js';
import { endpoint } from '../endpoint.js';
import { idParams } from '../ids.js';

/** The admin pages' routes (admins only). */
export const adminEndpoints = {
  users: endpoint({
    method: 'GET',
    path: '/api/admin/users',
    query: adminUsersQuerySchema,
    response: adminUsersResponseSchema,
  }),
  grantAdmin: endpoint({
    method: 'POST',
    path: '/api/admin/users/:id/roles/admin',
    params: idParams,
    response: adminRoleResponseSchema,
  }),
  removeAdmin: endpoint({
    method: 'DELETE',
    path: '/api/admin/users/:id/roles/admin',
    params: idParams,
    response: adminRoleResponseSchema,
  }),
};
