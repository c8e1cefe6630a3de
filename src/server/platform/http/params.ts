/**
 * The one id rule (decision 025): a row id in a path is any string to the schema, so a malformed
 * one is never a 400; the lookup treats it as just another id that is not the caller's, and the
 * route answers 404 with its resource's own not-found message, exactly as for someone else's
 * row or an unknown one. A caller learns nothing from the id's shape.
 */

/** What a uuid column holds; anything else cannot name a row (and would not fit the column). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True when `id` could be a row id; lookups answer "not found" for anything else. */
export const isUuid = (id: string): boolean => UUID.test(id);

/** The path ids' schemas live with the shared endpoints that use them. */
export { idParam, idParams } from '@shared/ids';
