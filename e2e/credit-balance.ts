import type { Page } from 'playwright-core';

/** The balance in the sidebar on show (the desktop one is hidden while the drawer is used). */
export const balanceOf = (page: Page) =>
  page.getByTestId('credit-balance').filter({ visible: true }).textContent();

/** Resolves once the page's live events stream (SSE) has answered. */
export const liveStreamOpened = (page: Page) =>
  page.waitForResponse((response) => new URL(response.url()).pathname === '/api/events');
