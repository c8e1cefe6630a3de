import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILT_IN_IMAGE_STYLES } from '@shared/image-styles';
import { createTestDatabase, type TestDatabase } from '../../../../test/helpers/database.js';
import type { ImageStyleRef } from '../../providers/image/port.js';
import { ImageStyles, STYLE_SYNC_INTERVAL_MS, type VendorStyleSource } from './styles.js';

/**
 * The styles table: built-ins seeded idempotently, a vendor's list merged in at most hourly,
 * and a failing sync keeping the table as it was.
 */

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.dispose());

class FakeVendor implements VendorStyleSource {
  readonly id = 'higgsfield' as const;
  calls = 0;
  answer: () => Promise<ImageStyleRef[]> = async () => [];
  listStyles(): Promise<ImageStyleRef[]> {
    this.calls += 1;
    return this.answer();
  }
}

describe('ImageStyles', () => {
  it('seeds the built-ins idempotently and syncs a vendor at most hourly', async () => {
    const vendor = new FakeVendor();
    const errors: unknown[] = [];
    const styles = new ImageStyles(db.database, vendor, (error) => errors.push(error));
    await styles.seedBuiltIns();
    await styles.seedBuiltIns();

    vendor.answer = async () => [{ id: 'soul-aurora', name: 'Aurora', description: 'Soul' }];
    const first = await styles.list();
    expect(first).toHaveLength(BUILT_IN_IMAGE_STYLES.length + 1);
    expect(first[0]).toEqual({ id: 'soul-aurora', name: 'Aurora', description: 'Soul' });
    expect(first.map((s) => s.name)).toEqual(first.map((s) => s.name).sort());

    // Within the hour: the vendor is not asked again.
    vendor.answer = async () => [{ id: 'soul-zen', name: 'Zen', description: '' }];
    await styles.list();
    expect(vendor.calls).toBe(1);

    // An hour later it is; a failure keeps the table as it was and is reported.
    vendor.answer = async () => {
      throw new Error('Higgsfield is down');
    };
    const later = Date.now() + STYLE_SYNC_INTERVAL_MS + 1;
    await styles.syncIfDue(later);
    expect(vendor.calls).toBe(2);
    expect(errors).toHaveLength(1);
    expect(await styles.list()).toEqual(first);

    vendor.answer = async () => [{ id: 'soul-zen', name: 'Zen', description: 'Calm' }];
    await styles.syncIfDue(later + STYLE_SYNC_INTERVAL_MS + 1);
    const names = (await styles.list()).map((s) => s.name);
    expect(names).toContain('Zen');
    expect(names).toContain('Aurora'); // a style is never removed: old jobs keep their style
  });
});
