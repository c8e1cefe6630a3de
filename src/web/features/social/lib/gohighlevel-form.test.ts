import { describe, expect, it } from 'vitest';
import { GHL_MESSAGES, type GhlFeature } from '@shared/gohighlevel';
import type { Delivery } from '@shared/integration-events';
import {
  FEATURE_FIELDS,
  checkConnect,
  checkFeatureSettings,
  describeDelivery,
  initialValues,
  settingsSummary,
} from './gohighlevel-form';

describe('the credentials dialog', () => {
  it('wants both fields, in the spec’s words', () => {
    for (const [apiKey, locationId] of [
      ['', ''],
      ['pit-1', ''],
      ['', 'loc1'],
      ['  ', 'loc1'],
    ]) {
      expect(checkConnect(apiKey!, locationId!)).toEqual({
        ok: false,
        message: GHL_MESSAGES.bothRequired,
      });
    }
    expect(checkConnect(' pit-1 ', 'loc1')).toEqual({
      ok: true,
      body: { apiKey: 'pit-1', locationId: 'loc1' },
    });
  });
});

describe('the feature-settings dialog', () => {
  it('has the spec’s fields per type', () => {
    const names = Object.fromEntries(
      Object.entries(FEATURE_FIELDS).map(([type, fields]) => [type, fields.map((f) => f.name)]),
    );
    expect(names).toEqual({
      calendar: ['calendarId'],
      opportunities: ['pipelineId', 'monetaryValue'],
      conversations: ['contactId'],
      social_planner: ['platforms', 'userId'],
      webhook: ['webhookUrl'],
    });
  });

  it('checks with the server’s rules', () => {
    expect(checkFeatureSettings('calendar', { calendarId: '' })).toEqual({
      ok: false,
      message: 'Calendar ID is required',
    });
    expect(
      checkFeatureSettings('opportunities', { pipelineId: 'p1', monetaryValue: '12.5' }),
    ).toEqual({ ok: true, body: { pipelineId: 'p1', monetaryValue: 12.5 } });
    expect(checkFeatureSettings('opportunities', { pipelineId: 'p1', monetaryValue: '' })).toEqual({
      ok: true,
      body: { pipelineId: 'p1' },
    });
    expect(checkFeatureSettings('webhook', { webhookUrl: 'hooks.example.com' })).toEqual({
      ok: false,
      message: 'Webhook URL must be a valid http(s) URL',
    });
  });

  it('starts from what was saved', () => {
    const feature: GhlFeature = {
      featureType: 'opportunities',
      enabled: true,
      settings: { pipelineId: 'p1', monetaryValue: 1500 },
      hasSigningSecret: false,
      updatedAt: null,
    };
    expect(initialValues(feature)).toEqual({ pipelineId: 'p1', monetaryValue: '1500' });
    expect(settingsSummary(feature)).toBe('Pipeline p1 · value 1500');
    expect(settingsSummary({ ...feature, settings: null })).toBe('Not set up yet');
    expect(
      settingsSummary({
        ...feature,
        featureType: 'webhook',
        settings: { webhookUrl: 'https://hooks.example.com/in?x=1' },
      }),
    ).toBe('Sends to hooks.example.com');
    expect(initialValues({ ...feature, settings: null })).toEqual({
      pipelineId: '',
      monetaryValue: '',
    });
  });
});

describe('the delivery log', () => {
  const base: Delivery = {
    id: 'd1',
    kind: 'webhook',
    eventType: 'video.completed',
    status: 'delivered',
    attempts: 2,
    lastStatusCode: 200,
    lastError: null,
    result: null,
    nextAttemptAt: null,
    target: 'hooks.example.com',
    createdAt: '2026-11-27T10:00:00.000Z',
    deliveredAt: '2026-11-27T10:01:00.000Z',
  };

  it('says how each went', () => {
    expect(describeDelivery(base)).toEqual({
      title: 'Video completed',
      detail: 'Delivered',
      meta: '2 attempts · HTTP 200',
    });
    const refused = { ...base, status: 'failed' as const, attempts: 1, lastStatusCode: 400 };
    expect(describeDelivery({ ...refused, lastError: 'Refused' })).toMatchObject({
      detail: 'Refused',
      meta: '1 attempt · HTTP 400',
    });
    const busy = { ...base, status: 'pending' as const, lastStatusCode: null, lastError: 'Busy' };
    expect(describeDelivery(busy)).toMatchObject({
      detail: 'Will try again: Busy',
      meta: '2 attempts',
    });
  });
});
