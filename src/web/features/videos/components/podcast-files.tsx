import type { TranscriptionEngineStatus } from '@shared/clip-words';
import { AudioLines, ImagePlus, Music, UserRound } from 'lucide-react';
import { useId } from 'react';
import { buttonVariants } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { cn } from '../../../lib/cn';
import { formatMediaDuration } from '../../../lib/media-duration';
import { formatFileSize } from '../lib/media-files';
import type { PresetCharacter } from '../lib/podcast-preset';
import type { PickedImage, PodcastVoiceover, SavedBackground } from '../lib/prompt-form';
import { BackgroundPicker } from './background-picker';
import { Chip, FilePickButton, RemoveButton } from '../../../components/ui/file-pick';

interface PodcastFilesProps {
  audio: File | null;
  /** One of the user's voiceovers as the speech instead of an audio file. */
  voiceover: PodcastVoiceover | null;
  /** Whether captions are burned in (a voiceover's, or an uploaded file's heard words). */
  captions: boolean;
  /** Who can hear an uploaded file's words (decision 069); undefined while asked. */
  transcription: TranscriptionEngineStatus | undefined;
  image: PickedImage | null;
  /** A ready AI host chosen as the portrait instead of an image file. */
  character: PresetCharacter | null;
  /** The user's ready AI hosts, offered as portraits. */
  characters: readonly PresetCharacter[];
  onAudio: (file: File | null) => void;
  onRemoveVoiceover: () => void;
  onCaptions: (captions: boolean) => void;
  onImage: (file: File | null) => void;
  onCharacter: (character: PresetCharacter | null) => void;
  /** The set behind the host: one of the user's saved backgrounds, or none. */
  background: SavedBackground | null;
  backgrounds: readonly SavedBackground[];
  onBackground: (background: SavedBackground | null) => void;
}

/**
 * Picks one of the user's AI hosts as the portrait: a native select dressed as a button, so
 * the platform's keyboard and screen reader behaviour come with it.
 */
function CharacterPicker({
  characters,
  onCharacter,
}: Pick<PodcastFilesProps, 'characters' | 'onCharacter'>) {
  return (
    <label
      className={cn(
        buttonVariants({ variant: 'outline', size: 'sm' }),
        'relative cursor-pointer has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-ring',
      )}
    >
      <UserRound aria-hidden="true" />
      Use a character
      <select
        aria-label="Portrait character"
        value=""
        onChange={(event) =>
          onCharacter(characters.find(({ id }) => id === event.target.value) ?? null)
        }
        className="absolute inset-0 cursor-pointer opacity-0"
      >
        <option value="" disabled>
          Choose a character
        </option>
        {characters.map((character) => (
          <option key={character.id} value={character.id}>
            {character.name}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The podcast clip's chosen set: its picture and name, with a remove button. */
export function BackgroundChip({
  background,
  onRemove,
}: {
  background: SavedBackground;
  onRemove: () => void;
}) {
  return (
    <Chip data-testid="podcast-set">
      <img src={background.previewUrl} alt="" className="h-6 w-10 shrink-0 rounded object-cover" />
      <span className="truncate" title={background.name}>
        Set: {background.name}
      </span>
      <RemoveButton label={`Remove background ${background.name}`} onClick={onRemove} />
    </Chip>
  );
}

/** The speech: the chosen voiceover or audio file, else the button to add a file. */
function PodcastSpeech({
  audio,
  voiceover,
  onAudio,
  onRemoveVoiceover,
}: Pick<PodcastFilesProps, 'audio' | 'voiceover' | 'onAudio' | 'onRemoveVoiceover'>) {
  if (voiceover) {
    return (
      <Chip data-testid="podcast-voiceover">
        <AudioLines className="size-3.5 shrink-0 text-brand" aria-hidden="true" />
        <span
          className="truncate"
          title={`"${voiceover.scriptTitle}" read by ${voiceover.voiceName}`}
        >
          Voiceover: {voiceover.voiceName}
        </span>
        <span className="shrink-0 text-muted-foreground tabular-nums">
          <span className="sr-only">Duration: </span>
          {formatMediaDuration(voiceover.durationMs)}
        </span>
        <RemoveButton label="Remove voiceover" onClick={onRemoveVoiceover} />
      </Chip>
    );
  }
  if (audio) {
    return (
      <Chip>
        <Music className="size-3.5 shrink-0 text-brand" aria-hidden="true" />
        <span className="truncate" title={audio.name}>
          {audio.name}
        </span>
        <span className="shrink-0 text-muted-foreground">{formatFileSize(audio.size)}</span>
        <RemoveButton label={`Remove audio ${audio.name}`} onClick={() => onAudio(null)} />
      </Chip>
    );
  }
  return (
    <FilePickButton
      label="Audio file"
      text="Add audio"
      accept="audio/*"
      kind="audio"
      icon={Music}
      onFiles={([file]) => onAudio(file ?? null)}
    />
  );
}

/**
 * Burning in captions: on by default, a real checkbox with its label. A voiceover's come from
 * its script; an uploaded file's from its words, when this server can hear them (else the
 * option says what to set up, and the clip is made without captions).
 */
function CaptionsOption({
  captions,
  onCaptions,
  fromFile,
  transcription,
}: Pick<PodcastFilesProps, 'captions' | 'onCaptions' | 'transcription'> & { fromFile: boolean }) {
  const id = useId();
  const hintId = useId();
  const unheard = fromFile && transcription !== undefined && !transcription.engine;
  const hint = !fromFile
    ? 'Captions come from your script, timed to the voiceover'
    : unheard
      ? transcription.missingMessage
      : `Captions come from the words heard in your recording${
          transcription?.label ? ` (${transcription.label})` : ''
        }, editable below`;
  return (
    <div className="flex items-start gap-2.5">
      <input
        id={id}
        type="checkbox"
        checked={captions && !unheard}
        disabled={unheard}
        onChange={(event) => onCaptions(event.target.checked)}
        aria-describedby={hintId}
        className="mt-0.5 size-4 shrink-0 accent-brand"
      />
      <div className="grid gap-1">
        <Label htmlFor={id} className="leading-snug">
          Burn in captions
        </Label>
        <p id={hintId} className="text-xs text-muted-foreground" data-testid="captions-hint">
          {hint}
        </p>
      </div>
    </div>
  );
}

/**
 * The podcast clip's inputs: the speech (an audio file or a voiceover), the portrait (an image
 * or an AI host) and whether captions are burned in.
 */
export function PodcastFiles({
  audio,
  voiceover,
  captions,
  transcription,
  image,
  character,
  characters,
  onAudio,
  onRemoveVoiceover,
  onCaptions,
  onImage,
  onCharacter,
  background,
  backgrounds,
  onBackground,
}: PodcastFilesProps) {
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <PodcastSpeech
          audio={audio}
          voiceover={voiceover}
          onAudio={onAudio}
          onRemoveVoiceover={onRemoveVoiceover}
        />
        {image && (
          <Chip>
            <img src={image.previewUrl} alt="" className="size-6 shrink-0 rounded object-cover" />
            <span className="truncate" title={image.file.name}>
              {image.file.name}
            </span>
            <RemoveButton label={`Remove image ${image.file.name}`} onClick={() => onImage(null)} />
          </Chip>
        )}
        {character && (
          <Chip>
            {character.imageUrl && (
              <img
                src={character.imageUrl}
                alt=""
                className="size-6 shrink-0 rounded object-cover"
              />
            )}
            <span data-testid="podcast-portrait-character" className="truncate">
              {character.name}
            </span>
            <RemoveButton
              label={`Remove character ${character.name}`}
              onClick={() => onCharacter(null)}
            />
          </Chip>
        )}
        {!image && !character && (
          <>
            <FilePickButton
              label="Portrait image"
              text="Add portrait"
              accept="image/*"
              kind="image"
              icon={ImagePlus}
              onFiles={([file]) => onImage(file ?? null)}
            />
            {characters.length > 0 && (
              <CharacterPicker characters={characters} onCharacter={onCharacter} />
            )}
          </>
        )}
      </div>
      {(background || backgrounds.length > 0) && (
        <div className="flex flex-wrap items-center gap-2">
          {background ? (
            <BackgroundChip background={background} onRemove={() => onBackground(null)} />
          ) : (
            <BackgroundPicker
              backgrounds={backgrounds}
              label="Podcast set"
              text="Set: use a background"
              onChoose={onBackground}
            />
          )}
        </div>
      )}
      {(voiceover || audio) && (
        <CaptionsOption
          captions={captions}
          onCaptions={onCaptions}
          fromFile={!voiceover}
          transcription={transcription}
        />
      )}
    </div>
  );
}
