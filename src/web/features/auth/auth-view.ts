/**
 * Which card /auth shows. Other pages pick the first one through router navigation state,
 * e.g. `navigate('/auth', { state: { mode: 'signup' } })`, or, from the server-rendered public
 * pages (plain links, no router state), `/auth?mode=signup`; anything else opens sign-in.
 */
export type AuthView = 'signin' | 'signup' | 'forgot';

const VIEWS: readonly AuthView[] = ['signin', 'signup', 'forgot'];

export function initialAuthView(navigationState: unknown, search = ''): AuthView {
  const fromQuery = new URLSearchParams(search).get('mode');
  if (fromQuery) return initialAuthView({ mode: fromQuery });
  if (typeof navigationState !== 'object' || navigationState === null) return 'signin';
  const mode = (navigationState as { mode?: unknown }).mode;
  return VIEWS.find((view) => view === mode) ?? 'signin';
}
