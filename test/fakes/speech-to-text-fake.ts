import type http from 'node:http';
import {
  readMultipart,
  RequestLog,
  startFakeServer,
  type FakeServer,
  type MultipartFile,
} from './fake-http.js';

/**
 * Tests only: what the speech-to-text fakes (OpenAI-compatible, ElevenLabs) check alike before
 * they hear a file: one transcription path (anything else is logged as a violation and 404),
 * the key, errors queued by `failNext` (a status, the vendor's code, headers such as a 429's
 * `retry-after`, a 5xx), a multipart `file` part, and the vendor's upload limit (413). Each
 * fake words these answers as its vendor does and hears the file itself.
 */

export interface SttRequest {
  step: 'transcribe' | 'unknown';
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  fields: Record<string, string>;
  files: MultipartFile[];
}

/** An answer queued by `failNext`: a status, the vendor's error code and optional headers. */
export interface InjectedSttError {
  status: number;
  code?: string;
  message?: string;
  headers?: Record<string, string>;
}

/** The vendor's side of the shared checks: where it listens and how it words each refusal. */
export interface SttContract {
  path: string;
  fileLimitBytes: number;
  /** Whether the request carries the key (a keyless self-hosted server takes any). */
  authorized(headers: http.IncomingHttpHeaders): boolean;
  /** The violation logged for a missing or wrong key. */
  authViolation: string;
  notFound(res: http.ServerResponse): void;
  unauthorized(res: http.ServerResponse): void;
  injected(res: http.ServerResponse, error: InjectedSttError): void;
  /** Fields the vendor refuses before it looks at the file; true when it answered. */
  refusesFields?(res: http.ServerResponse, fields: Record<string, string>): boolean;
  missingFile(res: http.ServerResponse): void;
  tooLarge(res: http.ServerResponse, size: number, limit: number): void;
}

export abstract class SpeechToTextFake {
  readonly requests = new RequestLog<SttRequest>();
  readonly violations: string[] = [];
  readonly #queued: InjectedSttError[] = [];
  #server!: FakeServer;

  protected abstract readonly contract: SttContract;

  /** Hears a request that passed the shared checks and answers it. */
  protected abstract answer(
    res: http.ServerResponse,
    fields: Record<string, string>,
    file: MultipartFile,
  ): void;

  protected async listen(): Promise<void> {
    this.#server = await startFakeServer((req, res, body) => this.#handle(req, res, body));
  }

  /** The fake's http://127.0.0.1:<port>. */
  protected get origin(): string {
    return this.#server.origin;
  }

  /** The next calls get these errors, in order, before behaving normally. */
  failNext(...errors: InjectedSttError[]): void {
    this.#queued.push(...errors);
  }

  close(): Promise<void> {
    return this.#server.close();
  }

  async #handle(req: http.IncomingMessage, res: http.ServerResponse, body: Buffer) {
    const { contract } = this;
    const url = new URL(req.url ?? '/', this.#server.origin);
    const step = url.pathname === contract.path ? 'transcribe' : 'unknown';
    const { fields, files } = await readMultipart(req, body);
    const method = req.method ?? '';
    this.requests.add({ step, method, path: url.pathname, headers: req.headers, fields, files });

    if (step === 'unknown' || method !== 'POST') {
      this.violations.push(`unexpected ${req.method} ${url.pathname}`);
      return contract.notFound(res);
    }
    if (!contract.authorized(req.headers)) {
      this.violations.push(contract.authViolation);
      return contract.unauthorized(res);
    }
    const injected = this.#queued.shift();
    if (injected) {
      for (const [name, value] of Object.entries(injected.headers ?? {})) {
        res.setHeader(name, value);
      }
      return contract.injected(res, injected);
    }
    if (contract.refusesFields?.(res, fields)) return;
    const file = files.find((part) => part.field === 'file');
    if (!file) {
      this.violations.push('no file part');
      return contract.missingFile(res);
    }
    if (file.bytes.length > contract.fileLimitBytes) {
      return contract.tooLarge(res, file.bytes.length, contract.fileLimitBytes);
    }
    this.answer(res, fields, file);
  }
}
