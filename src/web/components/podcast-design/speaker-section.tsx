import { LOOKING_FOR_FACES, type SpeakerState } from '../../lib/speaker-face';
import { SpeakerPicker } from './speaker-picker';

interface SpeakerSectionProps {
  state: SpeakerState;
  previewUrl: string;
  speaker: number | undefined;
  onSpeaker: (index: number) => void;
  onAudiogram: () => void;
  /** Looks for the faces again after a failed look (the query's refetch). */
  onRetry: () => void;
}

/**
 * The talking portrait's speaker in a form that makes one (decisions 057, 071): while the
 * server looks for faces a short note (the paying button waits), then the faces to click, or
 * the no-face message with the audiogram offered, or a failed look's message and a retry.
 * Nothing for an audiogram or Hedra's own portrait.
 */
export function SpeakerSection({
  state,
  previewUrl,
  speaker,
  onSpeaker,
  onAudiogram,
  onRetry,
}: SpeakerSectionProps) {
  if (state.kind === 'none' || state.kind === 'vendor') return null;
  if (state.kind === 'checking') {
    return (
      <p role="status" className="mt-2 text-xs text-muted-foreground">
        {LOOKING_FOR_FACES}
      </p>
    );
  }
  if (state.kind === 'failed') {
    return (
      <div
        role="status"
        className="mt-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm"
        data-testid="faces-failed"
      >
        <p>{state.message}</p>
        <button type="button" className="mt-2 font-medium underline" onClick={onRetry}>
          Look for faces again
        </button>
      </div>
    );
  }
  return (
    <SpeakerPicker
      previewUrl={previewUrl}
      faces={state.kind === 'faces' ? state.faces : []}
      speaker={speaker ?? 0}
      onSpeaker={onSpeaker}
      onAudiogram={onAudiogram}
    />
  );
}
