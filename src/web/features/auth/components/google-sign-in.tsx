import { useLocation } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/error-messages';
import { useGoogleSignIn, useSignInOptions } from '../api/google-sign-in';

function GoogleG() {
  return (
    <svg viewBox="0 0 48 48" aria-hidden="true" className="size-4">
      <path
        fill="#EA4335"
        d="M24 9.5c3.5 0 6.6 1.2 9.1 3.6l6.8-6.8C35.8 2.4 30.3 0 24 0 14.6 0 6.6 5.4 2.7 13.3l7.9 6.1C12.5 13.7 17.8 9.5 24 9.5z"
      />
      <path
        fill="#4285F4"
        d="M46.5 24.5c0-1.6-.1-3.1-.4-4.5H24v9h12.7c-.6 3-2.3 5.5-4.8 7.2l7.7 6c4.5-4.2 6.9-10.3 6.9-17.7z"
      />
      <path
        fill="#FBBC05"
        d="M10.6 28.6c-.5-1.4-.8-3-.8-4.6s.3-3.2.8-4.6l-7.9-6.1C1 16.6 0 20.2 0 24s1 7.4 2.7 10.7l7.9-6.1z"
      />
      <path
        fill="#34A853"
        d="M24 48c6.5 0 11.9-2.1 15.9-5.8l-7.7-6c-2.2 1.5-5 2.3-8.2 2.3-6.2 0-11.5-4.2-13.4-9.9l-7.9 6.1C6.6 42.6 14.6 48 24 48z"
      />
    </svg>
  );
}

/**
 * "Continue with Google" on /auth, shown only when the server has Google keys (the spec's
 * wizard signs people in with Google). A sign-in that failed at Google comes back here with
 * ?error=, which is said in words.
 */
export function GoogleSignIn({ disabled }: { disabled?: boolean }) {
  const options = useSignInOptions();
  const google = useGoogleSignIn();
  const { search } = useLocation();
  if (!options.data?.google) return null;
  const query = new URLSearchParams(search);
  // A sign-in link's own failure (?link=expired&error=…) has its own card.
  const failed = query.has('error') && !query.has('link');
  const leaving = google.isPending || google.isSuccess;

  return (
    <div className="grid gap-2">
      {failed && (
        <p role="alert" className="text-center text-sm text-destructive">
          Signing in with Google did not finish. Please try again.
        </p>
      )}
      <Button
        variant="outline"
        size="lg"
        className="w-full"
        loading={leaving}
        disabled={disabled}
        onClick={() =>
          google.mutate(undefined, {
            onSuccess: ({ url }) => window.location.assign(url),
            onError: (error) =>
              toast.error(errorMessage(error, 'Could not start signing in with Google')),
          })
        }
      >
        {!leaving && <GoogleG />}
        Continue with Google
      </Button>
      <div className="flex items-center gap-3 text-xs text-muted-foreground">
        <span aria-hidden="true" className="h-px flex-1 bg-border" />
        or with your email
        <span aria-hidden="true" className="h-px flex-1 bg-border" />
      </div>
    </div>
  );
}
