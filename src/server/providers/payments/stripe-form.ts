/**
 * Stripe's v1 request bodies are form-encoded with nested keys in brackets
 * (`line_items[0][price_data][currency]=usd`, vendors.md section 8). Arrays are indexed;
 * undefined and null entries are left out, since Stripe reads an empty value as "unset".
 */

export type StripeFormValue =
  | string
  | number
  | boolean
  | null
  | undefined
  | readonly StripeFormValue[]
  | { readonly [key: string]: StripeFormValue };

/** The flat `key=value` pairs of a nested object, in order. */
export function flattenStripeForm(
  params: { readonly [key: string]: StripeFormValue },
  prefix = '',
): [string, string][] {
  const pairs: [string, string][] = [];
  for (const [key, value] of Object.entries(params)) {
    appendValue(pairs, prefix ? `${prefix}[${key}]` : key, value);
  }
  return pairs;
}

function appendValue(pairs: [string, string][], key: string, value: StripeFormValue): void {
  if (value === undefined || value === null) return;
  if (Array.isArray(value)) {
    value.forEach((item: StripeFormValue, index) => appendValue(pairs, `${key}[${index}]`, item));
  } else if (typeof value === 'object') {
    pairs.push(...flattenStripeForm(value as { readonly [key: string]: StripeFormValue }, key));
  } else {
    pairs.push([key, String(value)]);
  }
}

/** application/x-www-form-urlencoded text of `params`. */
export function encodeStripeForm(params: { readonly [key: string]: StripeFormValue }): string {
  return new URLSearchParams(flattenStripeForm(params)).toString();
}
