import { openAsBlob } from 'node:fs';
import path from 'node:path';
import { VendorSession, type VendorJsonRequest, type VendorTimeouts } from '../http.js';
import {
  assertSafeId,
  HIGGSFIELD,
  higgsfieldHttpError,
  parse,
  referenceModelVersion,
  referenceOutcome,
  referenceSchema,
  requestSchema,
  soulAspectRatio,
  soulOutcome,
  soulPromptAndStyle,
  stylesSchema,
  uploadSchema,
  type CustomReference,
  type SoulRequest,
} from './higgsfield-contract.js';
import type {
  BuildReferenceRequest,
  BuiltReference,
  GenerateImageRequest,
  GeneratedImage,
  ImageGenerator,
  ImageStyleRef,
  ReferenceBuilder,
} from './port.js';
import { adoptVendorImage } from './vendor-http.js';

/**
 * Higgsfield (vendors.md section 3, docs/decisions/008-image-vendors.md): Soul text-to-image
 * through the current request API (submit to the model id, save the request id, poll
 * /requests/{id}/status), Soul styles, and custom references ("Soul ID" characters) built
 * from uploaded photos. Results are downloaded from Higgsfield's CDN without our key.
 */

export const HIGGSFIELD_IMAGE_TIMEOUTS: VendorTimeouts = {
  requestMs: 30_000,
  downloadMs: 2 * 60_000,
  // Below the images.generate job's 10 min, so the user reads our timeout, not the job's.
  generationMs: 8 * 60_000,
};
export const HIGGSFIELD_REFERENCE_TIMEOUTS: VendorTimeouts = {
  // A photo upload (up to the image upload limit) gets a minute.
  requestMs: 60_000,
  downloadMs: 2 * 60_000,
  // Training takes minutes; below the references.build job's 30 min.
  generationMs: 25 * 60_000,
};
/** The SDK polls every 2 s; an image takes tens of seconds, so 3 s costs little latency. */
export const HIGGSFIELD_IMAGE_POLL_MS = 3_000;
/** A reference trains for minutes: polling every 10 s is plenty. */
export const HIGGSFIELD_REFERENCE_POLL_MS = 10_000;

export interface HiggsfieldEngineOptions {
  apiKey: string;
  apiSecret: string;
  /** e.g. https://platform.higgsfield.ai (config.higgsfield.baseUrl). */
  baseUrl: string;
  /** e.g. higgsfield-ai/soul/standard (config.higgsfield.soulModel). */
  soulModel: string;
  /**
   * Dominant colours of a reference's photos (Higgsfield returns none): the registry passes
   * the local engine's analysis; without it the palette is empty.
   */
  paletteOf?: (request: BuildReferenceRequest) => Promise<string[]>;
  pollIntervalMs?: { image?: number; reference?: number };
  timeouts?: { image?: Partial<VendorTimeouts>; reference?: Partial<VendorTimeouts> };
}

export class HiggsfieldImageEngine implements ImageGenerator, ReferenceBuilder {
  readonly id = 'higgsfield' as const;
  readonly #headers: Record<string, string>;
  readonly #baseUrl: string;
  readonly #soulModel: string;
  readonly #paletteOf: (request: BuildReferenceRequest) => Promise<string[]>;
  readonly #poll: { image: number; reference: number };
  readonly #timeouts: { image: VendorTimeouts; reference: VendorTimeouts };

  constructor(options: HiggsfieldEngineOptions) {
    this.#headers = {
      // The current API's scheme; the legacy v1 paths (styles, references, uploads) are
      // documented with hf-api-key/hf-secret. Which one those accept under a current key is
      // unconfirmed, so both go, to the same host only (decision 008).
      authorization: `Key ${options.apiKey}:${options.apiSecret}`,
      'hf-api-key': options.apiKey,
      'hf-secret': options.apiSecret,
    };
    this.#baseUrl = options.baseUrl.replace(/\/$/, '');
    this.#soulModel = options.soulModel.replace(/^\/+|\/+$/g, '');
    this.#paletteOf = options.paletteOf ?? (() => Promise.resolve([]));
    this.#poll = {
      image: options.pollIntervalMs?.image ?? HIGGSFIELD_IMAGE_POLL_MS,
      reference: options.pollIntervalMs?.reference ?? HIGGSFIELD_REFERENCE_POLL_MS,
    };
    this.#timeouts = {
      image: { ...HIGGSFIELD_IMAGE_TIMEOUTS, ...options.timeouts?.image },
      reference: { ...HIGGSFIELD_REFERENCE_TIMEOUTS, ...options.timeouts?.reference },
    };
  }

  async generateImage(request: GenerateImageRequest): Promise<GeneratedImage> {
    const session = new VendorSession(request.signal, this.#timeouts.image, HIGGSFIELD);
    try {
      const url = await this.#generate(request, session);
      const downloaded = path.join(request.workDir, 'higgsfield-image.download');
      // A CDN link: it must not receive our key.
      await session.download(url, downloaded, () => ({}));
      return await adoptVendorImage(HIGGSFIELD, downloaded, path.join(request.workDir, 'image'));
    } finally {
      session.close();
    }
  }

  async buildReference(request: BuildReferenceRequest): Promise<BuiltReference> {
    const session = new VendorSession(request.signal, this.#timeouts.reference, HIGGSFIELD);
    try {
      let reference: CustomReference;
      if (request.vendorRef) {
        // A retry resumes the reference already paid for; a failed one stays failed.
        reference = await this.#reference(request.vendorRef, session);
      } else {
        reference = await this.#createReference(request, session);
        await request.saveVendorRef(reference.id);
      }
      const thumbnailUrl = await session.pollUntil({
        initial: reference,
        intervalMs: this.#poll.reference,
        poll: () => this.#reference(reference.id, session),
        settle: referenceOutcome,
      });
      const downloaded = path.join(request.workDir, 'higgsfield-thumbnail.download');
      await session.download(thumbnailUrl, downloaded, () => ({}));
      const thumbnail = await adoptVendorImage(
        HIGGSFIELD,
        downloaded,
        path.join(request.workDir, 'thumbnail'),
      );
      const palette = await this.#paletteOf(request);
      return { thumbnail, palette, vendorId: reference.id };
    } finally {
      session.close();
    }
  }

  /** Soul's styles, for the server to sync into its styles table. */
  async listStyles(signal: AbortSignal): Promise<ImageStyleRef[]> {
    const session = new VendorSession(signal, this.#timeouts.image, HIGGSFIELD);
    try {
      const suffix = referenceModelVersion(this.#soulModel) === 'v2' ? '/v2' : '';
      const body = await this.#api(session, `/v1/text2image/soul-styles${suffix}`);
      return parse(stylesSchema, body).map(({ id, name, description }) => ({
        id,
        name,
        description: description ?? '',
      }));
    } finally {
      session.close();
    }
  }

  /** One call to the API host, with our credentials and Higgsfield's error meanings. */
  #api(
    session: VendorSession,
    route: string,
    request: Pick<VendorJsonRequest, 'method' | 'json'> = {},
  ): Promise<unknown> {
    return session.jsonValue(`${this.#baseUrl}${route}`, {
      ...request,
      headers: this.#headers,
      httpError: higgsfieldHttpError,
    });
  }

  /** Resumes the saved request when there is one, else submits (and pays for) a new one. */
  async #generate(request: GenerateImageRequest, session: VendorSession): Promise<string> {
    let submitted: SoulRequest;
    if (request.vendorRef) {
      submitted = await this.#status(request.vendorRef, session);
    } else {
      submitted = await this.#submit(request, session);
      await request.saveVendorRef(submitted.request_id);
    }
    return session.pollUntil({
      initial: submitted,
      intervalMs: this.#poll.image,
      poll: () => this.#status(submitted.request_id, session),
      settle: soulOutcome,
    });
  }

  async #submit(request: GenerateImageRequest, session: VendorSession): Promise<SoulRequest> {
    const { prompt, styleId } = soulPromptAndStyle(request.prompt, request.style);
    const input: Record<string, unknown> = {
      prompt,
      aspect_ratio: soulAspectRatio(request.width, request.height),
      resolution: request.quality,
      seed: request.seed,
      batch_size: 1,
      // The user's words as written: they chose them, and the seed then means something.
      enhance_prompt: false,
    };
    if (styleId) input.style_id = styleId;
    const reference = request.reference;
    if (reference?.engine === 'higgsfield' && reference.vendorId) {
      input.custom_reference_id = reference.vendorId;
    }
    const body = await this.#api(session, `/${this.#soulModel}`, { method: 'POST', json: input });
    return parse(requestSchema, body);
  }

  async #status(requestId: string, session: VendorSession): Promise<SoulRequest> {
    assertSafeId(requestId);
    const body = await this.#api(session, `/requests/${requestId}/status`);
    return parse(requestSchema, body);
  }

  async #createReference(
    request: BuildReferenceRequest,
    session: VendorSession,
  ): Promise<CustomReference> {
    const inputImages: { type: 'image_url'; image_url: string }[] = [];
    for (const image of request.images) {
      inputImages.push({ type: 'image_url', image_url: await this.#upload(image, session) });
    }
    const body = await this.#api(session, '/v1/custom-references', {
      method: 'POST',
      json: {
        name: request.name.slice(0, 100),
        input_images: inputImages,
        model_version: referenceModelVersion(this.#soulModel),
      },
    });
    return parse(referenceSchema, body);
  }

  /** One photo onto Higgsfield's CDN: an upload link, then a PUT of the bytes without our key. */
  async #upload(
    image: BuildReferenceRequest['images'][number],
    session: VendorSession,
  ): Promise<string> {
    const link = parse(
      uploadSchema,
      await this.#api(session, '/files/generate-upload-url', {
        method: 'POST',
        json: { content_type: image.mimeType },
      }),
    );
    // The link signs the headers Higgsfield listed (e.g. x-amz-tagging): send exactly those.
    await session.put(link.upload_url, await openAsBlob(image.path, { type: image.mimeType }), {
      'content-type': image.mimeType,
      ...link.upload_headers,
    });
    return link.public_url;
  }

  async #reference(id: string, session: VendorSession): Promise<CustomReference> {
    assertSafeId(id);
    const body = await this.#api(session, `/v1/custom-references/${id}`);
    return parse(referenceSchema, body);
  }
}
