/**
 * The product name is configurable (PRODUCT_NAME on the server), so the app never hard-codes it:
 * the server writes it into `<meta name="product-name">` when it serves index.html.
 */
export const DEFAULT_PRODUCT_NAME = 'Reelcast';
const PLACEHOLDER = '__PRODUCT_NAME__';

export function readProductName(doc: Document | undefined = globalThis.document): string {
  const content = doc
    ?.querySelector<HTMLMetaElement>('meta[name="product-name"]')
    ?.getAttribute('content')
    ?.trim();
  // An unreplaced placeholder means the HTML was served without the server's substitution.
  if (!content || content === PLACEHOLDER) return DEFAULT_PRODUCT_NAME;
  return content;
}

/** Read once: the name cannot change while the page is open. */
export const productName: string = readProductName();

export function useProductName(): string {
  return productName;
}

/** Replaces every `{product}` in spec copy with the product name. */
export function fillProduct(text: string, name: string = productName): string {
  return text.replaceAll('{product}', name);
}
