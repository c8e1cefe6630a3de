import { VOICEOVER_MESSAGES } from '@shared/voiceovers';
import { Button } from '../../../components/ui/button';
import { useVoiceovers } from '../api/get-voiceovers';
import { useVoiceoverToasts } from '../hooks/use-voiceover-toasts';
import { useVoiceoverUpdates } from '../hooks/use-voiceover-updates';
import { VoiceoverItem } from './voiceover-item';

/** A script's voiceovers, newest first, followed until each one is done. */
export function VoiceoverList({
  scriptId,
  scriptTitle,
}: {
  scriptId: string;
  scriptTitle: string;
}) {
  const voiceovers = useVoiceovers(scriptId);
  const list = voiceovers.data?.voiceovers;
  useVoiceoverToasts(list);
  useVoiceoverUpdates(scriptId);

  if (voiceovers.isError && !list) {
    return (
      <div className="flex flex-wrap items-center gap-2 text-sm text-destructive">
        <p>{VOICEOVER_MESSAGES.failedToLoad}</p>
        <Button variant="outline" size="sm" onClick={() => void voiceovers.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (!list?.length) return null;
  return (
    <ul aria-label={`Voiceovers of ${scriptTitle}`} className="grid gap-2">
      {list.map((voiceover) => (
        <VoiceoverItem key={voiceover.id} voiceover={voiceover} />
      ))}
    </ul>
  );
}
