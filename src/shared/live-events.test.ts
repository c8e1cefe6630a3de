import { describe, expect, expectTypeOf, it } from 'vitest';
import { CREDITS_CHANGED_EVENT, type CreditsChangedPayload } from './credits';
import { ITEM_DELETED_EVENT } from './deletes';
import { EPISODE_UPDATED_EVENT } from './episodes';
import { IMAGE_ASSET_UPDATED_EVENT } from './images';
import {
  checkLiveEvent,
  isLiveEventName,
  LIVE_EVENT_NAMES,
  type LiveEvent,
  type LiveEventPayload,
} from './live-events';
import { ORDER_UPDATED_EVENT } from './orders';
import { POST_UPDATED_EVENT } from './posting';
import { SUBMISSION_CREATED_EVENT } from './submissions';
import { VIDEO_JOB_UPDATED_EVENT } from './videos';
import { VOICEOVER_UPDATED_EVENT } from './voiceovers';

const envelope = (type: string, payload: Record<string, unknown>) => ({
  id: 7,
  type,
  payload,
  createdAt: '2030-01-01T00:00:00.000Z',
});

describe('the live-event contract', () => {
  it('names every event the server publishes', () => {
    expect([...LIVE_EVENT_NAMES].sort()).toEqual(
      [
        CREDITS_CHANGED_EVENT,
        EPISODE_UPDATED_EVENT,
        IMAGE_ASSET_UPDATED_EVENT,
        ITEM_DELETED_EVENT,
        ORDER_UPDATED_EVENT,
        POST_UPDATED_EVENT,
        SUBMISSION_CREATED_EVENT,
        VIDEO_JOB_UPDATED_EVENT,
        VOICEOVER_UPDATED_EVENT,
      ].sort(),
    );
    expect(isLiveEventName('credits.changed')).toBe(true);
    expect(isLiveEventName('toString')).toBe(false); // own names only
    expectTypeOf<LiveEventPayload<'credits.changed'>>().toEqualTypeOf<CreditsChangedPayload>();
  });

  it('types a checked event by its name, and strips what the payload schema does not name', () => {
    const checked = checkLiveEvent(
      envelope('voiceovers.updated', { id: 'v', scriptId: 's', status: 'ready', extra: 1 }),
    );
    expect(checked).toEqual({
      ok: true,
      event: envelope('voiceovers.updated', { id: 'v', scriptId: 's', status: 'ready' }),
    });
    if (checked.ok && checked.event.type === 'voiceovers.updated') {
      expectTypeOf(checked.event.payload.scriptId).toEqualTypeOf<string>();
    }
    expectTypeOf<
      Extract<LiveEvent, { type: 'images.asset-updated' }>['payload']['kind']
    >().toEqualTypeOf<'image' | 'reference' | 'character' | 'background'>();
  });

  it('tells an unknown name from a malformed payload', () => {
    expect(checkLiveEvent(envelope('future.event', {}))).toEqual({
      ok: false,
      reason: 'unknown-type',
    });
    const malformed = checkLiveEvent(envelope('credits.changed', { balance: 1.5 }));
    expect(malformed).toMatchObject({ ok: false, reason: 'malformed-payload' });
  });
});
