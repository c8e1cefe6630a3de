import { YOUTUBE_TEST_NOTICE, PKCE_CHALLENGE } from '@shared/youtube-test';
import { SOCIAL_CONNECTIONS_PATH } from '@shared/social';
import { FlaskConical, Upload, Eye } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { BrandMark } from '../../../components/brand-mark';
import { Button, buttonVariants } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/error-messages';
import { useProductName } from '../../../lib/product';
import { useSession } from '../../../lib/session';
import { useAnswerTestConsent } from '../api/answer-test-consent';
import { YouTubeMark } from '../components/youtube-mark';

/** What the consent link asks, from its query (the same parameters Google's page takes). */
function useConsentRequest() {
  const [params] = useSearchParams();
  const state = params.get('state') ?? '';
  const codeChallenge = params.get('code_challenge') ?? '';
  const redirectUri = params.get('redirect_uri') ?? '';
  const complete =
    state !== '' &&
    redirectUri !== '' &&
    PKCE_CHALLENGE.test(codeChallenge) &&
    params.get('code_challenge_method') === 'S256';
  return complete ? { state, codeChallenge, redirectUri } : null;
}

const GRANTS = [
  { icon: Upload, text: 'Upload videos to your test channel' },
  { icon: Eye, text: "See your test channel's name and its videos" },
];

/**
 * /youtube-test/consent: the built-in test-mode channel's stand-in for Google's consent screen,
 * used while no Google keys are configured. Clearly a test: Allow gives the app a code for a
 * channel that lives on this machine, whose videos play on /watch pages and go nowhere else.
 */
export function YouTubeTestConsentPage() {
  const request = useConsentRequest();
  const productName = useProductName();
  const session = useSession();
  const answer = useAnswerTestConsent();
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const previous = document.title;
    document.title = `Test mode: connect YouTube · ${productName}`;
    return () => {
      document.title = previous;
    };
  }, [productName]);

  function decide(decision: 'allow' | 'deny') {
    if (!request) return;
    setError(null);
    answer.mutate(
      { ...request, decision },
      {
        // A full navigation: the callback is a server route that redirects back into the app.
        onSuccess: ({ redirectUrl }) => window.location.assign(redirectUrl),
        onError: (failure) => setError(errorMessage(failure, 'The test channel could not answer.')),
      },
    );
  }
  const leaving = answer.isPending || answer.isSuccess;
  const pending = answer.isPending || answer.isSuccess ? answer.variables?.decision : undefined;

  return (
    <main className="grid min-h-dvh content-start justify-items-center bg-muted px-4 py-10 sm:content-center sm:py-16">
      <div className="w-full max-w-md">
        <div
          role="note"
          className="mb-4 flex items-center gap-2 rounded-lg border border-warning/40 bg-warning-soft px-4 py-3 text-sm font-semibold text-warning"
        >
          <FlaskConical className="size-4 shrink-0" aria-hidden="true" />
          {YOUTUBE_TEST_NOTICE}
        </div>
        <div className="rounded-xl border border-border bg-surface p-6 shadow-card sm:p-8">
          <div className="mb-6 flex items-center justify-between gap-3">
            <BrandMark tagline="Test-mode YouTube" />
            <YouTubeMark className="size-10" />
          </div>
          {request ? (
            <div className="grid gap-6">
              <div className="grid gap-2">
                <h1 className="text-xl font-semibold tracking-tight">
                  {productName} wants to use your test channel
                </h1>
                <p className="text-sm text-muted-foreground">
                  Signed in as{' '}
                  <span className="font-medium text-foreground">{session.data?.email}</span>. A test
                  channel in your name is made on this server if you allow it.
                </p>
              </div>
              <ul className="grid gap-3 rounded-lg border border-border p-4 text-sm">
                {GRANTS.map(({ icon: Icon, text }) => (
                  <li key={text} className="flex items-center gap-3">
                    <Icon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                    {text}
                  </li>
                ))}
              </ul>
              {error && (
                <p role="alert" className="text-sm text-destructive">
                  {error}
                </p>
              )}
              <div className="grid grid-cols-2 gap-3">
                <Button
                  variant="outline"
                  size="lg"
                  onClick={() => decide('deny')}
                  loading={pending === 'deny'}
                  disabled={leaving}
                >
                  Deny
                </Button>
                <Button
                  size="lg"
                  onClick={() => decide('allow')}
                  loading={pending === 'allow'}
                  disabled={leaving}
                >
                  Allow
                </Button>
              </div>
            </div>
          ) : (
            <div className="grid gap-3 text-center">
              <h1 className="text-xl font-semibold tracking-tight">This link is incomplete</h1>
              <p className="text-sm text-muted-foreground">
                Start again from your connections: Connect YouTube makes a new one.
              </p>
              <Link to={SOCIAL_CONNECTIONS_PATH} className={buttonVariants({ className: 'mt-3' })}>
                Go to your connections
              </Link>
            </div>
          )}
        </div>
        <p className="mt-4 text-center text-xs text-muted-foreground">
          This page stands in for Google&apos;s consent screen while no Google keys are configured.
          No video leaves this machine.
        </p>
      </div>
    </main>
  );
}
