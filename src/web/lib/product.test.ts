import { describe, expect, it } from 'vitest';
import { DEFAULT_PRODUCT_NAME, fillProduct, readProductName } from './product';

function documentWithMeta(content: string | null): Document {
  const meta = content === null ? null : { getAttribute: () => content };
  return { querySelector: () => meta } as unknown as Document;
}

describe('product name', () => {
  it('reads the name the server wrote into the meta tag', () => {
    expect(readProductName(documentWithMeta('Clipworks'))).toBe('Clipworks');
  });

  it('falls back to the default without a meta tag or with the unreplaced placeholder', () => {
    expect(readProductName(undefined)).toBe(DEFAULT_PRODUCT_NAME);
    expect(readProductName(documentWithMeta(null))).toBe(DEFAULT_PRODUCT_NAME);
    expect(readProductName(documentWithMeta('__PRODUCT_NAME__'))).toBe(DEFAULT_PRODUCT_NAME);
    expect(readProductName(documentWithMeta('  '))).toBe(DEFAULT_PRODUCT_NAME);
  });

  it('fills every {product} placeholder', () => {
    expect(fillProduct('{product} — try {product}', 'Clipworks')).toBe('Clipworks — try Clipworks');
    expect(fillProduct('{product}')).toBe(DEFAULT_PRODUCT_NAME); // no document in unit tests
  });
});
