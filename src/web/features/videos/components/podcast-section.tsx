import { AUDIOGRAM_TEMPLATES, isAudiogramStyle } from '@shared/audiogram';
import type { PresetCharacter } from '../lib/podcast-preset';
import type { PodcastPortrait } from '../lib/podcast-actions';
import type { PodcastOptions, SavedBackground } from '../lib/prompt-form';
import { speakersInOrder } from '@shared/speaker-turns';
import { SpeakerSection } from '../../../components/podcast-design/speaker-section';
import { voicesNote, type SpeakerState } from '../../../lib/speaker-face';
import { AudiogramDesign } from './audiogram-design';
import { useTranscriptionEngine } from '../api/get-clip-words';
import { VoiceoverCaptionStyle, type CaptionChoices } from './caption-style';
import { MomentPicker } from './moment-picker';
import { PodcastFiles } from './podcast-files';
import { RecordingCaptionStyle } from './recording-captions';

interface PodcastSectionProps {
  options: PodcastOptions;
  characters: readonly PresetCharacter[];
  backgrounds: readonly SavedBackground[];
  /** The picture's faces (decision 057) and the one speaking. */
  speaking: SpeakerState;
  speaker: number | undefined;
  /** Looks for the picture's faces again after a failed look. */
  onRetryFaces: () => void;
  onChange: (patch: Partial<PodcastOptions>) => void;
  onAudio: (audio: File | null) => void;
  onPortrait: (portrait: PodcastPortrait) => void;
}

/**
 * The podcast clip's part of the prompt panel: speech and portrait, who speaks, the moment,
 * the captions' look and the clip's design (talking portrait or audiogram), in that order.
 */
export function PodcastSection({
  options,
  characters,
  backgrounds,
  speaking,
  speaker,
  onRetryFaces,
  onChange,
  onAudio,
  onPortrait,
}: PodcastSectionProps) {
  // The speech the moment is picked from: a file, or a voiceover's stored audio.
  const momentSource = options.audio ?? options.voiceover?.audioUrl ?? null;
  // Whether an uploaded file's words can be heard here (decision 069), known before uploading.
  const transcription = useTranscriptionEngine().data;
  const hearsWords = Boolean(transcription?.engine);
  // Two voices in the words heard: what the portrait will do with them, before paying.
  const voices = voicesNote(speaking, speakersInOrder(options.heardWords?.words ?? []).length);
  const captionChoices = {
    startSeconds: options.startSeconds,
    durationSeconds: options.durationSeconds,
    value: { look: options.captionLook, text: options.captionText },
    onChange: ({ look, text }: CaptionChoices) =>
      onChange({ captionLook: look, captionText: text }),
  };
  return (
    <>
      <div className="mt-3">
        <PodcastFiles
          audio={options.audio}
          voiceover={options.voiceover}
          captions={options.captions}
          transcription={transcription}
          image={options.image}
          character={options.character}
          characters={characters}
          onAudio={onAudio}
          onRemoveVoiceover={() => onChange({ voiceover: null, captionText: null })}
          onCaptions={(captions) => onChange({ captions })}
          onImage={(file) => onPortrait(file ? { file } : null)}
          onCharacter={(character) => onPortrait(character ? { character } : null)}
          background={options.background}
          backgrounds={backgrounds}
          onBackground={(background) => onChange({ background })}
        />
      </div>

      <SpeakerSection
        state={speaking}
        previewUrl={options.image?.previewUrl ?? options.character?.imageUrl ?? ''}
        speaker={speaker}
        onSpeaker={(speakerFace) => onChange({ speakerFace })}
        onRetry={onRetryFaces}
        onAudiogram={() =>
          onChange({ design: { ...options.design, style: AUDIOGRAM_TEMPLATES[0] } })
        }
      />

      {voices && !isAudiogramStyle(options.design.style) && (
        <p className="mt-2 text-xs text-muted-foreground" data-testid="voices-note">
          {voices}
        </p>
      )}

      {momentSource && (
        <div className="mt-3">
          <MomentPicker
            source={momentSource}
            startSeconds={options.startSeconds}
            durationSeconds={options.durationSeconds}
            onChange={onChange}
          />
        </div>
      )}

      {options.voiceover && options.captions && (
        <div className="mt-3">
          <VoiceoverCaptionStyle voiceoverId={options.voiceover.id} {...captionChoices} />
        </div>
      )}

      {options.audio && options.captions && hearsWords && (
        <div className="mt-3">
          <RecordingCaptionStyle
            audio={options.audio}
            {...captionChoices}
            heard={options.heardWords}
            onHeard={(heardWords) => onChange({ heardWords, captionText: null })}
          />
        </div>
      )}

      <AudiogramDesign
        design={options.design}
        onChange={(patch) => onChange({ design: { ...options.design, ...patch } })}
        aspectRatio={options.aspectRatio}
      />
    </>
  );
}
