import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './index.js';

const tempDir = () => mkdtempSync(path.join(tmpdir(), 'reelcast-config-'));

describe('loadConfig', () => {
  it('gives the documented defaults with an empty environment', () => {
    const dataDir = tempDir();
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config.port).toBe(3000);
    expect(config.host).toBe('127.0.0.1');
    expect(config.role).toBe('all');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.s3).toBeUndefined();
    expect(config.productName).toBe('Reelcast');
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.dataDir).toBe(path.resolve(dataDir));
    expect(config.trustProxy).toBe(false);
  });

  it('reads the worker heartbeat timing, and refuses a dead-after time under three beats', () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).workerHeartbeat).toEqual({
      intervalMs: 5_000,
      deadAfterMs: 30_000,
    });
    const quick = { WORKER_HEARTBEAT_MS: '200', WORKER_DEAD_AFTER_MS: '1000' };
    expect(loadConfig({ DATA_DIR: tempDir(), ...quick }).workerHeartbeat).toEqual({
      intervalMs: 200,
      deadAfterMs: 1_000,
    });
    const hasty = () =>
      loadConfig({
        DATA_DIR: tempDir(),
        WORKER_HEARTBEAT_MS: '5000',
        WORKER_DEAD_AFTER_MS: '6000',
      });
    expect(hasty).toThrow(/WORKER_DEAD_AFTER_MS: must be at least 3 times WORKER_HEARTBEAT_MS/);
  });

  it('reads TRUST_PROXY as a flag or a list of proxy addresses', () => {
    const trust = (value: string) =>
      loadConfig({ DATA_DIR: tempDir(), TRUST_PROXY: value }).trustProxy;
    expect(trust('true')).toBe(true);
    expect(trust('false')).toBe(false);
    expect(trust('10.0.0.0/8,127.0.0.1')).toBe('10.0.0.0/8,127.0.0.1');
  });

  it('generates the app secret once and keeps it under DATA_DIR', () => {
    const dataDir = tempDir();
    const first = loadConfig({ DATA_DIR: dataDir }).appSecret;
    const second = loadConfig({ DATA_DIR: dataDir }).appSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(second).toBe(first);
    expect(readFileSync(path.join(dataDir, 'app-secret'), 'utf8').trim()).toBe(first);
  });

  it('prefers APP_SECRET from the environment', () => {
    const secret = 'x'.repeat(40);
    expect(loadConfig({ DATA_DIR: tempDir(), APP_SECRET: secret }).appSecret).toBe(secret);
  });

  it('reads earlier secrets from APP_SECRET_PREVIOUS, each 32 characters or more', () => {
    const [a, b] = ['a'.repeat(32), 'b'.repeat(40)];
    expect(loadConfig({ DATA_DIR: tempDir() }).appSecretsPrevious).toEqual([]);
    expect(
      loadConfig({ DATA_DIR: tempDir(), APP_SECRET_PREVIOUS: ` ${a}, ${b},` }).appSecretsPrevious,
    ).toEqual([a, b]);
    expect(() => loadConfig({ DATA_DIR: tempDir(), APP_SECRET_PREVIOUS: `${a},short` })).toThrow(
      /APP_SECRET_PREVIOUS.*at least 32 characters/,
    );
  });

  it('picks the YouTube engine: Google with both keys, else the test-mode channel', () => {
    const keys = { GOOGLE_CLIENT_ID: 'id.apps', GOOGLE_CLIENT_SECRET: 'secret' };
    expect(loadConfig({ DATA_DIR: tempDir() }).youtube).toEqual({ engine: 'test', google: null });
    const google = loadConfig({ DATA_DIR: tempDir(), ...keys }).youtube;
    expect(google.engine).toBe('google');
    expect(google.google).toMatchObject({
      clientId: 'id.apps',
      authorizeUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
      oauthBaseUrl: 'https://oauth2.googleapis.com',
      apiBaseUrl: 'https://www.googleapis.com/youtube/v3',
      uploadBaseUrl: 'https://www.googleapis.com/upload/youtube/v3',
    });
    const off = loadConfig({ DATA_DIR: tempDir(), YOUTUBE_TEST_MODE: 'false' }).youtube;
    expect(off).toEqual({ engine: 'off', google: null });
  });

  it('never lets the test-mode channel stand in while a Google key is set', () => {
    const keys = { GOOGLE_CLIENT_ID: 'id.apps', GOOGLE_CLIENT_SECRET: 'secret' };
    expect(() => loadConfig({ DATA_DIR: tempDir(), ...keys, YOUTUBE_TEST_MODE: 'true' })).toThrow(
      /YOUTUBE_TEST_MODE: cannot be true while GOOGLE_CLIENT_ID/,
    );
    expect(() => loadConfig({ DATA_DIR: tempDir(), GOOGLE_CLIENT_ID: 'id.apps' })).toThrow(
      /GOOGLE_CLIENT_SECRET: is required when GOOGLE_CLIENT_ID is set/,
    );
    expect(() => loadConfig({ DATA_DIR: tempDir(), GOOGLE_CLIENT_SECRET: 'secret' })).toThrow(
      /GOOGLE_CLIENT_ID: is required when GOOGLE_CLIENT_SECRET is set/,
    );
  });

  it('turns on the script writer model and ElevenLabs only with their settings', () => {
    const none = loadConfig({ DATA_DIR: tempDir() });
    expect(none.scripts).toEqual({ dailyLimit: 20, chat: null });
    expect(none.elevenlabs).toBeNull();
    expect(none.bookingUrl).toBe('mailto:hello@localhost?subject=Strategy%20call');

    const openai = loadConfig({ DATA_DIR: tempDir(), OPENAI_API_KEY: 'sk-test' });
    expect(openai.scripts.chat).toEqual({
      baseUrl: 'https://api.openai.com/v1',
      apiKey: 'sk-test',
      model: 'gpt-4o-mini',
    });
    // A keyless local server (Ollama, llama.cpp): base URL and model, no key.
    const ollama = loadConfig({
      DATA_DIR: tempDir(),
      OPENAI_BASE_URL: 'http://localhost:11434/v1/',
      OPENAI_MODEL: 'llama3.2',
      SCRIPT_DAILY_LIMIT: '5',
    });
    expect(ollama.scripts).toEqual({
      dailyLimit: 5,
      chat: { baseUrl: 'http://localhost:11434/v1', apiKey: undefined, model: 'llama3.2' },
    });
    expect(loadConfig({ DATA_DIR: tempDir(), ELEVENLABS_API_KEY: 'xi-test' }).elevenlabs).toEqual({
      apiKey: 'xi-test',
      baseUrl: 'https://api.elevenlabs.io',
      modelId: 'eleven_multilingual_v2',
    });
    expect(
      loadConfig({ DATA_DIR: tempDir(), MAIL_FROM: 'Studio <hi@studio.test>' }).bookingUrl,
    ).toBe('mailto:hi@studio.test?subject=Strategy%20call');
  });

  it('shows a support mailbox only when one is configured, never a guessed one', () => {
    const none = { DATA_DIR: tempDir(), PUBLIC_URL: 'https://studio.example.com' };
    expect(loadConfig(none).supportEmail).toBeNull();
    expect(loadConfig({ DATA_DIR: tempDir() }).supportEmail).toBeNull();
    expect(loadConfig({ ...none, MAIL_FROM: 'Studio <hi@studio.test>' }).supportEmail).toBe(
      'hi@studio.test',
    );
    expect(
      loadConfig({ ...none, MAIL_FROM: 'hi@studio.test', SUPPORT_EMAIL: 'help@studio.test' })
        .supportEmail,
    ).toBe('help@studio.test');
  });

  it('fails fast naming every bad variable', () => {
    const attempt = () =>
      loadConfig({ DATA_DIR: tempDir(), PORT: 'eighty', ROLE: 'boss', DATABASE_URL: 'mysql://x' });
    expect(attempt).toThrow(ConfigError);
    try {
      attempt();
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain('PORT');
      expect(message).toContain('ROLE');
      expect(message).toContain('DATABASE_URL');
    }
  });

  it('reads ADMIN_EMAILS as a trimmed, lower-cased list, empty when unset or blank', () => {
    const admins = (value?: string) =>
      loadConfig({ DATA_DIR: tempDir(), ...(value === undefined ? {} : { ADMIN_EMAILS: value }) })
        .adminEmails;
    expect(admins()).toEqual([]);
    expect(admins('')).toEqual([]);
    expect(admins(' , ')).toEqual([]);
    expect(admins('Ada@Example.COM')).toEqual(['ada@example.com']);
    // Blank entries (a trailing comma) are skipped, and a repeat in another case is one entry.
    expect(admins(' Ada@Example.com , bob+ops@shop.example,, ada@example.com, ')).toEqual([
      'ada@example.com',
      'bob+ops@shop.example',
    ]);
  });

  it('refuses an ADMIN_EMAILS entry that is not an email, naming the variable and the entry', () => {
    const attempt = (value: string) => () =>
      loadConfig({ DATA_DIR: tempDir(), ADMIN_EMAILS: value });
    expect(attempt('ada@example.com, Not-An-Email')).toThrow(ConfigError);
    expect(attempt('ada@example.com, Not-An-Email')).toThrow(
      /ADMIN_EMAILS: "Not-An-Email" is not an email address \(expected comma-separated emails\)/,
    );
    // Another separator is not a list: the whole value is named.
    expect(attempt('ada@example.com;bob@example.com')).toThrow(
      /ADMIN_EMAILS: "ada@example.com;bob@example.com" is not an email address/,
    );
    // Every bad entry is named at once.
    expect(attempt('x@, ada@example.com, @y.co')).toThrow(/"x@"[\s\S]*"@y.co"/);
  });

  it('treats empty strings as unset and switches to S3 when a bucket is named', () => {
    const config = loadConfig({
      DATA_DIR: tempDir(),
      PORT: '',
      S3_BUCKET: 'media',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect(config.port).toBe(3000);
    expect(config.s3).toMatchObject({ bucket: 'media', forcePathStyle: true });
  });

  it('defaults billing to one free video a day and the offline checkout, with no Stripe', () => {
    const config = loadConfig({ DATA_DIR: tempDir() });
    expect(config.stripe).toBeNull();
    expect(config.billing).toEqual({ freeDailyVideos: 1, offlineCheckout: true });
    const custom = loadConfig({
      DATA_DIR: tempDir(),
      FREE_DAILY_VIDEOS: '0',
      OFFLINE_CHECKOUT: 'no',
    });
    expect(custom.billing).toEqual({ freeDailyVideos: 0, offlineCheckout: false });
    expect(() => loadConfig({ DATA_DIR: tempDir(), FREE_DAILY_VIDEOS: '-1' })).toThrow(
      /FREE_DAILY_VIDEOS/,
    );
  });

  it('switches to Stripe with both keys, trimmed, and turns the offline checkout off', () => {
    const config = loadConfig({
      DATA_DIR: tempDir(),
      STRIPE_SECRET_KEY: 'sk_test_abc\n',
      STRIPE_WEBHOOK_SECRET: ' whsec_def ',
      STRIPE_BASE_URL: 'http://127.0.0.1:12111/',
    });
    expect(config.stripe).toEqual({
      secretKey: 'sk_test_abc',
      webhookSecret: 'whsec_def',
      baseUrl: 'http://127.0.0.1:12111',
    });
    expect(config.billing.offlineCheckout).toBe(false);
    const live = loadConfig({
      DATA_DIR: tempDir(),
      STRIPE_SECRET_KEY: 'rk_live_abc',
      STRIPE_WEBHOOK_SECRET: 'whsec_def',
      OFFLINE_CHECKOUT: 'false',
    });
    expect(live.stripe?.baseUrl).toBe('https://api.stripe.com');
  });

  it('refuses half a Stripe setup at boot, naming the missing variable', () => {
    const boot = (env: Record<string, string>) => () => loadConfig({ DATA_DIR: tempDir(), ...env });
    expect(boot({ STRIPE_SECRET_KEY: 'sk_test_abc' })).toThrow(
      /STRIPE_WEBHOOK_SECRET: is required when STRIPE_SECRET_KEY is set/,
    );
    expect(boot({ STRIPE_WEBHOOK_SECRET: 'whsec_def' })).toThrow(
      /STRIPE_SECRET_KEY: is required when STRIPE_WEBHOOK_SECRET is set/,
    );
  });

  it('refuses keys pasted into the wrong variable', () => {
    const attempt = () =>
      loadConfig({
        DATA_DIR: tempDir(),
        STRIPE_SECRET_KEY: 'pk_test_abc',
        STRIPE_WEBHOOK_SECRET: 'sk_test_abc',
      });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/STRIPE_SECRET_KEY: must be a secret or restricted key/);
    expect(attempt).toThrow(/STRIPE_WEBHOOK_SECRET: must be the webhook endpoint's signing secret/);
  });

  it('refuses the offline checkout while Stripe keys are set', () => {
    const attempt = () =>
      loadConfig({
        DATA_DIR: tempDir(),
        STRIPE_SECRET_KEY: 'sk_test_abc',
        STRIPE_WEBHOOK_SECRET: 'whsec_def',
        OFFLINE_CHECKOUT: 'true',
      });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(
      /OFFLINE_CHECKOUT: cannot be true while STRIPE_SECRET_KEY \/ STRIPE_WEBHOOK_SECRET are set/,
    );
  });
});
