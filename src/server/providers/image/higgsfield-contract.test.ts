import { describe, expect, it } from 'vitest';
import { IMAGE_SIZES, imageSizeDimensions } from '@shared/images';
import { FAKE_SOUL_STYLES } from '../../../../test/fakes/higgsfield-fake.js';
import {
  referenceModelVersion,
  soulAspectRatio,
  soulOutcome,
  soulPromptAndStyle,
} from './higgsfield-contract.js';
import { EngineError } from '../../kernel/engine-error.js';
import { vendorMessages } from '../vendor-failure.js';

const IMAGE_VENDOR_MESSAGES = vendorMessages('image');

describe('Soul request mapping', () => {
  it('maps every studio size to the nearest Soul aspect ratio', () => {
    const ratios = IMAGE_SIZES.map((size) => {
      const { width, height } = imageSizeDimensions(size);
      return soulAspectRatio(width, height);
    });
    expect(ratios).toEqual(['9:16', '16:9', '1:1', '4:3', '3:4', '2:3', '3:2', '9:16', '16:9']);
  });

  it('sends a Soul style by id and a built-in style as words in the prompt', () => {
    const soul = { ...FAKE_SOUL_STYLES[0]!, description: '' };
    expect(soulPromptAndStyle('A cat', soul)).toEqual({ prompt: 'A cat', styleId: soul.id });
    const builtIn = { id: 'neon-noir', name: 'Neon Noir', description: 'Night tones' };
    expect(soulPromptAndStyle('A cat. ', builtIn)).toEqual({ prompt: 'A cat, neon noir style' });
  });

  it('picks the custom reference family of the Soul model', () => {
    expect(referenceModelVersion('higgsfield-ai/soul/standard')).toBe('v1');
    expect(referenceModelVersion('higgsfield-ai/soul/v2/standard')).toBe('v2');
    expect(referenceModelVersion('higgsfield-ai/soul/cinema')).toBe('cinema');
  });

  it('reads a completed request without an image as an answer we cannot use', () => {
    const request = { status: 'completed', request_id: 'r1', images: [] };
    expect(() => soulOutcome(request)).toThrow(
      new EngineError('image', IMAGE_VENDOR_MESSAGES.unexpected, false, { vendor: 'higgsfield' }),
    );
    expect(soulOutcome({ ...request, status: 'in_progress' })).toBeUndefined();
  });
});
