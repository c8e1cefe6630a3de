import { endpoint } from '../endpoint.js';
import {
  connectBodySchema,
  connectResponseSchema,
  disconnectResponseSchema,
  featureParamsSchema,
  freeSlotsQuerySchema,
  freeSlotsResponseSchema,
  ghlFeaturesResponseSchema,
  saveFeatureBodySchema,
  saveFeatureResponseSchema,
  toggleFeatureBodySchema,
  toggleFeatureResponseSchema,
} from '../gohighlevel.js';
import { deliveryListQuerySchema, deliveryListSchema } from '../integration-events.js';

/** The Go High Level connection, its features, webhook deliveries and calendar (signed-in users). */
export const goHighLevelEndpoints = {
  connect: endpoint({
    method: 'POST',
    path: '/api/gohighlevel/connect',
    body: connectBodySchema,
    response: connectResponseSchema,
  }),
  disconnect: endpoint({
    method: 'DELETE',
    path: '/api/gohighlevel/connection',
    response: disconnectResponseSchema,
  }),
  features: endpoint({
    method: 'GET',
    path: '/api/gohighlevel/features',
    response: ghlFeaturesResponseSchema,
  }),
  saveFeature: endpoint({
    method: 'PUT',
    path: '/api/gohighlevel/features/:featureType',
    params: featureParamsSchema,
    body: saveFeatureBodySchema,
    response: saveFeatureResponseSchema,
  }),
  toggleFeature: endpoint({
    method: 'PATCH',
    path: '/api/gohighlevel/features/:featureType',
    params: featureParamsSchema,
    body: toggleFeatureBodySchema,
    response: toggleFeatureResponseSchema,
  }),
  webhookDeliveries: endpoint({
    method: 'GET',
    path: '/api/gohighlevel/webhook-deliveries',
    query: deliveryListQuerySchema,
    response: deliveryListSchema,
  }),
  freeSlots: endpoint({
    method: 'GET',
    path: '/api/gohighlevel/calendar/free-slots',
    query: freeSlotsQuerySchema,
    response: freeSlotsResponseSchema,
  }),
};
