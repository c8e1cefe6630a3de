import {
  renameBackgroundBodySchema,
  renameCharacterBodySchema,
  itemDeletedSchema,
} from '../deletes.js';
import { endpoint } from '../endpoint.js';
import { idParams } from '../ids.js';
import {
  createBackgroundBodySchema,
  createCharacterBodySchema,
  podcastBackgroundListSchema,
  podcastBackgroundSchema,
  podcastCharacterListSchema,
  podcastCharacterSchema,
} from '../podcast-assets.js';

/** AI podcast hosts and backgrounds (signed-in users). */
export const podcastAssetEndpoints = {
  createCharacter: endpoint({
    method: 'POST',
    path: '/api/podcast-characters',
    body: createCharacterBodySchema,
    status: 201,
    response: podcastCharacterSchema,
  }),
  listCharacters: endpoint({
    method: 'GET',
    path: '/api/podcast-characters',
    response: podcastCharacterListSchema,
  }),
  createBackground: endpoint({
    method: 'POST',
    path: '/api/podcast-backgrounds',
    body: createBackgroundBodySchema,
    status: 201,
    response: podcastBackgroundSchema,
  }),
  listBackgrounds: endpoint({
    method: 'GET',
    path: '/api/podcast-backgrounds',
    response: podcastBackgroundListSchema,
  }),
  renameCharacter: endpoint({
    method: 'PATCH',
    path: '/api/podcast-characters/:id',
    params: idParams,
    body: renameCharacterBodySchema,
    response: podcastCharacterSchema,
  }),
  renameBackground: endpoint({
    method: 'PATCH',
    path: '/api/podcast-backgrounds/:id',
    params: idParams,
    body: renameBackgroundBodySchema,
    response: podcastBackgroundSchema,
  }),
  removeCharacter: endpoint({
    method: 'DELETE',
    path: '/api/podcast-characters/:id',
    params: idParams,
    response: itemDeletedSchema,
  }),
  removeBackground: endpoint({
    method: 'DELETE',
    path: '/api/podcast-backgrounds/:id',
    params: idParams,
    response: itemDeletedSchema,
  }),
};
