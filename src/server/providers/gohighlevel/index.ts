import type { Config } from '../../config.js';
import { GoHighLevelClient } from './client.js';

export {
  GHL_API_VERSIONS,
  GoHighLevelClient,
  type GhlContactInput,
  type GhlLocation,
  type GhlMessageInput,
  type GhlOpportunityInput,
  type GhlOpportunityStatusValue,
  type GhlNamedItem,
  type GhlSocialAccount,
  type GhlSocialPost,
  type GoHighLevelClientOptions,
} from './client.js';
export { GoHighLevelFailure, type GoHighLevelFailureKind } from './failure.js';

/**
 * Go High Level for the whole process (decision 037): no key of its own, since every user
 * connects their own location with their own token; this only knows where the API is.
 */
export interface GoHighLevel {
  readonly baseUrl: string;
  /** A client acting with one location's token. */
  client(token: string): GoHighLevelClient;
}

export function createGoHighLevel(config: Pick<Config, 'goHighLevel'>): GoHighLevel {
  const { baseUrl } = config.goHighLevel;
  return { baseUrl, client: (token) => new GoHighLevelClient({ baseUrl, token }) };
}
