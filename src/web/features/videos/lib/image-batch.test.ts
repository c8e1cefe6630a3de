import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api';
import { submitImageBatch } from './image-batch';

const image = (name: string) => new File([name], `${name}.png`, { type: 'image/png' });

/** A fake create call: answers per file name, records the order and any overlap of calls. */
function fakeCreate(answers: Record<string, 'ok' | 'short' | 'error'>) {
  const calls: string[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  const submitOne = async (file: File) => {
    calls.push(file.name);
    inFlight += 1;
    maxInFlight = Math.max(maxInFlight, inFlight);
    await new Promise((resolve) => setTimeout(resolve, 1));
    inFlight -= 1;
    const answer = answers[file.name];
    if (answer === 'short') {
      throw new ApiError(402, 'Insufficient credits', { error: 'x', balance: 3, required: 40 });
    }
    if (answer === 'error') throw new ApiError(400, 'Unsupported image');
    return { id: `job-${file.name}` };
  };
  return { submitOne, calls, maxInFlight: () => maxInFlight };
}

describe('submitImageBatch', () => {
  it('sends the images one at a time, in order', async () => {
    const images = [image('a'), image('b'), image('c')];
    const fake = fakeCreate({ 'a.png': 'ok', 'b.png': 'ok', 'c.png': 'ok' });
    const queued: Array<[string, number]> = [];
    const outcome = await submitImageBatch(images, fake.submitOne, {
      onQueued: (job, imageNumber) => queued.push([job.id, imageNumber]),
    });
    expect(fake.calls).toEqual(['a.png', 'b.png', 'c.png']);
    expect(fake.maxInFlight()).toBe(1);
    expect(queued).toEqual([
      ['job-a.png', 1],
      ['job-b.png', 2],
      ['job-c.png', 3],
    ]);
    expect(outcome).toEqual({ queued: 3, failedImages: [], refusedImages: [] });
  });

  it('reports a 402 item as short of credits and carries on with the rest', async () => {
    const images = [image('a'), image('b'), image('c'), image('d')];
    const fake = fakeCreate({ 'a.png': 'ok', 'b.png': 'short', 'c.png': 'error', 'd.png': 'ok' });
    const failures: Array<[string, number]> = [];
    const outcome = await submitImageBatch(images, fake.submitOne, {
      onItemFailed: (message, imageNumber) => failures.push([message, imageNumber]),
    });
    expect(fake.calls).toEqual(['a.png', 'b.png', 'c.png', 'd.png']);
    expect(failures).toEqual([
      ['Failed to process image 2: Insufficient credits', 2],
      ['Failed to start processing for image 3', 3],
    ]);
    expect(outcome.queued).toBe(2);
    // Short of credits: kept to send again. Refused for what it is (400): it leaves the picker.
    expect(outcome.failedImages).toEqual([images[1]]);
    expect(outcome.refusedImages).toEqual([images[2]]);
  });

  it('treats a network failure or a non-API error as a failed start', async () => {
    const failures: string[] = [];
    const outcome = await submitImageBatch(
      [image('a'), image('b')],
      async (file) => {
        if (file.name === 'a.png') throw new ApiError(0, 'Could not reach the server');
        throw new TypeError('boom');
      },
      { onItemFailed: (message) => failures.push(message) },
    );
    expect(failures).toEqual([
      'Failed to start processing for image 1',
      'Failed to start processing for image 2',
    ]);
    expect(outcome.queued).toBe(0);
    expect(outcome.failedImages).toHaveLength(2);
    expect(outcome.refusedImages).toEqual([]);
  });
});
