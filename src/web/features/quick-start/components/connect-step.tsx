import { QUICK_START_MESSAGES } from '@shared/quick-start';
import { useMutation } from '@tanstack/react-query';
import { CirclePlay } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import { errorMessage } from '../../../lib/error-messages';
import { connectYouTube } from '../api/quick-start';

/**
 * Step 2: "Sign in with Google" connects YouTube (Google's consent, or the test-mode channel's
 * page when the server has no Google keys) and comes back to /start?step=youtube-connect.
 * A channel already connected never shows this step: the server moves on by itself.
 */
export function ConnectStep() {
  const connect = useMutation({
    mutationFn: connectYouTube,
    // A full navigation: the consent page is Google's (or a page of its own in test mode).
    onSuccess: ({ authUrl }) => window.location.assign(authUrl),
    onError: (error) =>
      toast.error(QUICK_START_MESSAGES.connectionFailed, { description: errorMessage(error, '') }),
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle>Connect YouTube</CardTitle>
        <CardDescription>
          Your videos go to your channel as Shorts, at the times you choose in the next steps. They
          are uploaded private and YouTube makes each one public at its time.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <div>
          <Button
            size="lg"
            onClick={() => connect.mutate()}
            loading={connect.isPending || connect.isSuccess}
            data-testid="connect-youtube"
          >
            <CirclePlay aria-hidden="true" />
            Sign in with Google
          </Button>
        </div>
        <p className="text-sm text-muted-foreground">
          Your videos are being made meanwhile: nothing is lost while you are away.
        </p>
      </CardContent>
    </Card>
  );
}
