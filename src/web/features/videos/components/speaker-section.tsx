import type { SpeakerState } from '../lib/speaker-face';
import { SpeakerPicker } from './speaker-picker';

interface SpeakerSectionProps {
  state: SpeakerState;
  previewUrl: string;
  speaker: number | undefined;
  onSpeaker: (index: number) => void;
  onAudiogram: () => void;
}

/**
 * The talking portrait's speaker in the podcast clip form (decision 057): while the server
 * looks for faces a short note (Generate waits), then the faces to click, or the no-face
 * message with the audiogram offered. Nothing for an audiogram or Hedra's own portrait.
 */
export function SpeakerSection({
  state,
  previewUrl,
  speaker,
  onSpeaker,
  onAudiogram,
}: SpeakerSectionProps) {
  if (state.kind === 'none' || state.kind === 'vendor') return null;
  if (state.kind === 'checking') {
    return (
      <p role="status" className="mt-2 text-xs text-muted-foreground">
        Looking for faces in the picture…
      </p>
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
