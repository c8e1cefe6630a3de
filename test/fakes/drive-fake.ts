import type { ServerResponse } from 'node:http';
import { GoogleDriveFolders, type DriveFolders } from '../../src/server/providers/drive/index.js';
import { RequestLog, sendJson, startFakeServer, type FakeServer } from './fake-http.js';

/**
 * A local stand-in for the Drive API v3 as an API key sees it (shared/docs/vendors.md section
 * 10): `GET /files/<id>` answers a known folder or file (404 for anything else, as Drive does
 * for a folder not shared with "Anyone with the link"), `GET /files?q='<id>' in parents and
 * ...` lists a folder's images `pageSize` at a time with `nextPageToken`, and
 * `GET /files/<id>?alt=media` answers a file's bytes. A request without the right key is
 * answered 400.
 */

export interface DriveFakeFile {
  id: string;
  name: string;
  mimeType: string;
  /** What `alt=media` answers; the listing's `size` is its length (or `size` when given). */
  bytes?: Buffer;
  size?: number;
}

export type DriveStep = 'folder' | 'list' | 'media' | 'unknown';
export interface DriveFakeRequest {
  step: DriveStep;
  path: string;
  query: URLSearchParams;
}

const FOLDER_MIME_TYPE = 'application/vnd.google-apps.folder';

export class DriveFake {
  readonly apiKey = 'drive-key';
  readonly requests = new RequestLog<DriveFakeRequest>();
  /** Files listed per page (Drive's own page is larger; small here to walk the pages). */
  pageSize = 2;
  readonly #folders = new Map<string, DriveFakeFile[]>();
  /** Files whose download answers this status instead of their bytes. */
  readonly failDownloads = new Map<string, number>();
  /** Files whose download answers 302 to this address (Location) instead of their bytes. */
  readonly redirectDownloads = new Map<string, string>();
  /** Files whose download sends half its bytes, then drops the connection. */
  readonly cutDownloads = new Set<string>();

  private constructor(private readonly server: FakeServer) {}

  static async start(): Promise<DriveFake> {
    // The server answers through the fake made once it listens.
    const made: { fake?: DriveFake } = {};
    const server = await startFakeServer((request, response) => {
      const url = new URL(request.url ?? '/', 'http://fake');
      made.fake!.handle(url, response);
    });
    made.fake = new DriveFake(server);
    return made.fake;
  }

  get baseUrl(): string {
    return this.server.origin;
  }

  /** Publishes a folder (shared with "Anyone with the link") holding `files`, in order. */
  addFolder(id: string, files: DriveFakeFile[]): void {
    this.#folders.set(id, files);
  }

  /** The app's adapter pointed at this fake, with its key. */
  folders(): DriveFolders {
    return new GoogleDriveFolders({ apiKey: this.apiKey, baseUrl: this.baseUrl });
  }

  close(): Promise<void> {
    return this.server.close();
  }

  private handle(url: URL, response: ServerResponse): void {
    const query = url.searchParams;
    const fileId = /^\/files\/([^/]+)$/.exec(url.pathname)?.[1];
    const step: DriveStep =
      url.pathname === '/files'
        ? 'list'
        : fileId && query.get('alt') === 'media'
          ? 'media'
          : fileId
            ? 'folder'
            : 'unknown';
    this.requests.add({ step, path: url.pathname, query });
    if (query.get('key') !== this.apiKey) {
      return sendJson(response, 400, { error: { code: 400, message: 'API key not valid.' } });
    }
    const notFound = () =>
      sendJson(response, 404, {
        error: {
          code: 404,
          message: `File not found: ${fileId}.`,
          errors: [{ reason: 'notFound' }],
        },
      });
    if (step === 'list') return this.#list(query, response);
    if (!fileId) return notFound();
    const id = decodeURIComponent(fileId);
    if (this.#folders.has(id) && step === 'folder') {
      return sendJson(response, 200, { id, name: `Folder ${id}`, mimeType: FOLDER_MIME_TYPE });
    }
    const file = [...this.#folders.values()].flat().find((entry) => entry.id === id);
    if (!file) return notFound();
    if (step === 'folder') return sendJson(response, 200, describe(file));
    const location = this.redirectDownloads.get(id);
    if (location) return void response.writeHead(302, { location }).end();
    const status = this.failDownloads.get(id);
    if (status) return sendJson(response, status, { error: { code: status } });
    const bytes = file.bytes ?? Buffer.alloc(0);
    response.writeHead(200, { 'content-type': file.mimeType, 'content-length': bytes.length });
    if (!this.cutDownloads.has(id)) return void response.end(bytes);
    response.write(bytes.subarray(0, bytes.length >> 1), () => response.socket?.destroy());
  }

  #list(query: URLSearchParams, response: ServerResponse): void {
    const parent = /^'([^']+)' in parents/.exec(query.get('q') ?? '')?.[1];
    const files = (parent && this.#folders.get(parent)) || [];
    const images = files.filter((file) => file.mimeType.startsWith('image/'));
    const start = Number(query.get('pageToken') ?? '0');
    const page = images.slice(start, start + this.pageSize);
    const next = start + this.pageSize < images.length ? String(start + this.pageSize) : undefined;
    sendJson(response, 200, {
      files: page.map(describe),
      ...(next ? { nextPageToken: next } : {}),
    });
  }
}

function describe(file: DriveFakeFile) {
  return {
    id: file.id,
    name: file.name,
    mimeType: file.mimeType,
    size: String(file.size ?? file.bytes?.length ?? 0),
  };
}

/** A DriveFolders whose adapter a test can swap (form-only, the fake) between requests. */
export function switchableDrive(initial: DriveFolders): {
  drive: DriveFolders;
  use(next: DriveFolders): void;
} {
  let current = initial;
  return {
    drive: {
      get mode() {
        return current.mode;
      },
      listImages: (id, signal) => current.listImages(id, signal),
      openImage: (id, signal) => current.openImage(id, signal),
    },
    use(next) {
      current = next;
    },
  };
}
