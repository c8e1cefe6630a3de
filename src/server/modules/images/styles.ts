import { BUILT_IN_IMAGE_STYLES } from '@shared/image-styles';
import type { ImageStyle } from '@shared/images';
import type { Database } from '../../db/client.js';
import {
  type ImageEngineRegistry,
  type ImageStyleRef,
  type ImageEngines,
} from '../../providers/image/index.js';
import { listStyles, upsertStyles, type StyleSource } from './styles-repo.js';

/** A vendor that has its own style list (Higgsfield Soul). */
export interface VendorStyleSource {
  readonly id: Exclude<StyleSource, 'builtin'>;
  listStyles(signal: AbortSignal): Promise<ImageStyleRef[]>;
}

/** Vendor styles are re-read at most this often. */
export const STYLE_SYNC_INTERVAL_MS = 60 * 60 * 1000;
const STYLE_SYNC_TIMEOUT_MS = 10_000;

/**
 * The style table's keeper: the built-in styles are written at boot (idempotent, so every web
 * process may do it), and a vendor's list is merged in when one is configured, at most hourly.
 * A failed sync leaves the table as it was; the list is served from the table either way.
 */
export class ImageStyles {
  #lastSyncAt = Number.NEGATIVE_INFINITY;
  #sync: Promise<void> | undefined;

  constructor(
    private readonly database: Database,
    private readonly vendor: VendorStyleSource | null,
    private readonly onSyncError: (error: unknown) => void = () => {},
  ) {}

  async seedBuiltIns(): Promise<void> {
    await upsertStyles(this.database.db, BUILT_IN_IMAGE_STYLES, 'builtin');
  }

  /** Ordered by name (spec); merges the vendor's styles first when an hour has passed. */
  async list(): Promise<ImageStyle[]> {
    await this.syncIfDue();
    return listStyles(this.database.db);
  }

  /** One sync at a time; callers during a sync wait for it. Never throws. */
  syncIfDue(now = Date.now()): Promise<void> {
    const vendor = this.vendor;
    if (!vendor) return Promise.resolve();
    if (this.#sync) return this.#sync;
    if (now - this.#lastSyncAt < STYLE_SYNC_INTERVAL_MS) return Promise.resolve();
    // Counted from the attempt: a vendor that is down is asked again in an hour, not per request.
    this.#lastSyncAt = now;
    this.#sync = vendor
      .listStyles(AbortSignal.timeout(STYLE_SYNC_TIMEOUT_MS))
      .then((styles) => upsertStyles(this.database.db, styles, vendor.id))
      .catch(this.onSyncError)
      .finally(() => {
        this.#sync = undefined;
      });
    return this.#sync;
  }
}

/**
 * Higgsfield's Soul styles when the registry has them (its `styleCatalog`); null with the
 * local engine, whose styles are the built-in ones. Test registries have no catalog.
 */
export function vendorStyleSource(
  engines: ImageEngineRegistry & Partial<Pick<ImageEngines, 'styleCatalog'>>,
): VendorStyleSource | null {
  const catalog = engines.styleCatalog?.();
  return catalog ? { id: 'higgsfield', listStyles: (signal) => catalog.listStyles(signal) } : null;
}
