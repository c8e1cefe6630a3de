/**
 * Which card /auth shows. Other pages pick the first one through router navigation state,
 * e.g. `navigate('/auth', { state: { mode: 'signup' } })`, or, from the server-rendered public
 * pages (plain links, no router state), `/auth?mode=signup`; anything else opens sign-in.
 * A sign-in link that no longer works lands on `/auth?link=expired` (the server decides that
 * address: SIGN_IN_LINK_EXPIRED_PATH), which opens the card that offers a new link.
 * `link-sent` is only reached from inside the page, after a link was asked for.
 */
export type AuthView = 'signin' | 'signup' | 'forgot' | 'link-sent' | 'link-expired';

const OPENABLE_VIEWS: readonly AuthView[] = ['signin', 'signup', 'forgot'];

export function initialAuthView(navigationState: unknown, search = ''): AuthView {
  const query = new URLSearchParams(search);
  if (query.get('link') === 'expired') return 'link-expired';
  const fromQuery = query.get('mode');
  if (fromQuery) return initialAuthView({ mode: fromQuery });
  if (typeof navigationState !== 'object' || navigationState === null) return 'signin';
  const mode = (navigationState as { mode?: unknown }).mode;
  return OPENABLE_VIEWS.find((view) => view === mode) ?? 'signin';
}
