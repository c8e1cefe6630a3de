import { afterAll, beforeAll, expect, it } from 'vitest';
import type { VideoJob, VideoJobList } from '@shared/videos';
import type { TestApp } from '../../../../test/helpers/app.js';
import { pngImage, wavAudio } from '../../../../test/fixtures/videos.js';
import {
  createQueueOnlyStudio,
  multipartForm as form,
  type StudioClient,
} from '../../../../test/fixtures/video-studio.js';

/**
 * What a job made, as its card reads it from the jobs list (issue 29): a podcast clip's look
 * (the talking portrait, or an audiogram and its template) and a Text or Image to Video's
 * music bed. Jobs stay queued: this is about what is recorded and listed, not the render.
 */

let t: TestApp;
let studio: StudioClient;

beforeAll(async () => {
  ({ t, studio } = await createQueueOnlyStudio());
});
afterAll(() => t.close());

it('lists each job with its podcast style and music bed', async () => {
  const userId = await studio.newUser(200);
  const portrait: [Buffer, string] = [await pngImage(360, 640), 'host.png'];
  const speech: [Buffer, string] = [wavAudio(2), 'voice.wav'];
  const created = async (endpoint: string, payload: FormData | Record<string, unknown>) => {
    const response = await studio.post(userId, endpoint, payload);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<VideoJob>().id;
  };
  const ids = {
    talking: await created(
      'podcast-clip',
      form(
        { prompt: 'A host talking', durationSeconds: '1.5' },
        { audio: speech, image: portrait },
      ),
    ),
    audiogram: await created(
      'podcast-clip',
      form(
        { prompt: 'Coffee talk', durationSeconds: '1.5', style: 'bold', title: 'Small roasters' },
        { audio: speech },
      ),
    ),
    calm: await created('text-to-video', { prompt: 'A harbour', musicBed: 'calm' }),
    none: await created('text-to-video', { prompt: 'A harbour', musicBed: 'none' }),
    upbeat: await created(
      'image-to-video',
      form({ prompt: 'The hall', musicBed: 'upbeat' }, { image: portrait }),
    ),
  };

  const listed = await studio.get(userId, '/api/videos');
  expect(listed.statusCode).toBe(200);
  const byId = new Map(listed.json<VideoJobList>().jobs.map((job) => [job.id, job]));
  const made = (id: string) => {
    const job = byId.get(id)!;
    return { podcastStyle: job.podcastStyle, musicBed: job.musicBed };
  };
  expect(made(ids.talking)).toEqual({ podcastStyle: 'talking', musicBed: null });
  expect(made(ids.audiogram)).toEqual({ podcastStyle: 'bold', musicBed: null });
  expect(made(ids.calm)).toEqual({ podcastStyle: null, musicBed: 'calm' });
  expect(made(ids.none)).toEqual({ podcastStyle: null, musicBed: null });
  expect(made(ids.upbeat)).toEqual({ podcastStyle: null, musicBed: 'upbeat' });
});
