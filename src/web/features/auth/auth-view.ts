/**
 * Which card /auth shows. Other pages pick the first one through router navigation state,
 * e.g. `navigate('/auth', { state: { mode: 'signup' } })`; anything else opens sign-in.
 */
export type AuthView = 'signin' | 'signup' | 'forgot';

const VIEWS: readonly AuthView[] = ['signin', 'signup', 'forgot'];

export function initialAuthView(navigationState: unknown): AuthView {
  if (typeof navigationState !== 'object' || navigationState === null) return 'signin';
  const mode = (navigationState as { mode?: unknown }).mode;
  return VIEWS.find((view) => view === mode) ?? 'signin';
}
