import type { Locator } from 'playwright-core';

/** How long to wait for an element that is not in the page (inside expect.poll, which retries). */
const ATTACH_TIMEOUT_MS = 2_000;

/**
 * Whether two elements' boxes share any area on screen: false if either is hidden, an error if
 * either is not in the page at all (so a page that left cannot pass for "no overlap").
 */
export async function overlap(a: Locator, b: Locator): Promise<boolean> {
  const [first, second] = await Promise.all([
    a.boundingBox({ timeout: ATTACH_TIMEOUT_MS }),
    b.boundingBox({ timeout: ATTACH_TIMEOUT_MS }),
  ]);
  if (!first || !second) return false;
  return (
    first.x < second.x + second.width &&
    second.x < first.x + first.width &&
    first.y < second.y + second.height &&
    second.y < first.y + first.height
  );
}

/**
 * Whether the element is inside the viewport and takes a click at its centre itself, not
 * something drawn over it (a fixed panel, a toast).
 */
export function receivesClicks(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    if (box.top < 0 || box.bottom > window.innerHeight) return false;
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && element.contains(hit);
  });
}
