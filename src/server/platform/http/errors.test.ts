import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { AppError } from '../errors.js';
import { registerErrorHandling } from './errors.js';

async function appThrowing(error: Error) {
  const app = Fastify({ logger: false });
  registerErrorHandling(app);
  app.get('/boom', async () => {
    throw error;
  });
  await app.ready();
  return app;
}

describe('error handling', () => {
  it('answers an AppError with its status and message', async () => {
    const app = await appThrowing(new AppError(404, 'No account with that email'));
    const response = await app.inject({ url: '/boom' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'No account with that email' });
  });

  it("spreads an AppError's details into the body, e.g. a 402's balance and required", async () => {
    const message = 'Insufficient credits. You have 3 but need 8.';
    const app = await appThrowing(new AppError(402, message, { balance: 3, required: 8 }));
    const response = await app.inject({ url: '/boom' });
    expect(response.statusCode).toBe(402);
    expect(response.json()).toEqual({ error: message, balance: 3, required: 8 });
  });

  it('never lets details replace the message', async () => {
    const app = await appThrowing(new AppError(409, 'Taken', { error: 'spoofed', field: 'key' }));
    expect((await app.inject({ url: '/boom' })).json()).toEqual({ error: 'Taken', field: 'key' });
  });
});
