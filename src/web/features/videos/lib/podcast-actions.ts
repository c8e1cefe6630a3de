import { clipSpeechProblem, HEDRA_MIN_DURATION } from '@shared/videos';
import type { Dispatch, SetStateAction } from 'react';
import { toast } from 'sonner';
import { readAudioDuration } from './media-files';
import { pick, revoke } from './picked-images';
import { PODCAST_STUDIO_PROMPT, pickPresetCharacter, type PresetCharacter } from './podcast-preset';
import { durationFromAudio, type PodcastOptions, type PromptFormState } from './prompt-form';

export type PodcastPortrait = { file: File } | { character: PresetCharacter } | null;

/**
 * The podcast clip's speech and portrait, as the panel changes them: an audio file replaces a
 * voiceover and prefills the duration, a portrait file and an AI host replace each other, and
 * the preset fills in the podcast studio scene with the first ready host.
 */
export function podcastActions(
  state: PromptFormState,
  setState: Dispatch<SetStateAction<PromptFormState>>,
  characters: readonly PresetCharacter[],
) {
  const updatePodcast = (patch: Partial<PodcastOptions>) =>
    setState((current) => ({ ...current, hedra: { ...current.hedra, ...patch } }));

  function chooseAudio(audio: File | null) {
    // Another file's words are not this one's: its own are heard anew.
    updatePodcast({
      audio,
      voiceover: null,
      startSeconds: '0',
      heardWords: null,
      captionText: null,
    });
    if (!audio) return;
    readAudioDuration(audio).then(
      (seconds) => {
        // Said at once: a file shorter than the shortest clip can make no clip at all.
        const tooShort = clipSpeechProblem(HEDRA_MIN_DURATION, seconds);
        if (tooShort) toast.error(tooShort);
        // Only if it is still the speech: another file or a voiceover may have replaced it.
        setState((current) =>
          current.hedra.audio === audio
            ? {
                ...current,
                hedra: { ...current.hedra, durationSeconds: durationFromAudio(seconds) },
              }
            : current,
        );
      },
      () => toast.error('Could not read the length of that audio file'),
    );
  }

  /** The portrait is an image file or an AI character: choosing one lets go of the other. */
  function choosePortrait(portrait: PodcastPortrait) {
    if (state.hedra.image) revoke([state.hedra.image.previewUrl]);
    updatePodcast({
      image: portrait && 'file' in portrait ? pick(portrait.file) : null,
      character: portrait && 'character' in portrait ? portrait.character : null,
      speakerFace: null,
    });
  }

  /** The preset: the podcast-studio scene, and the first ready AI character as the portrait. */
  function applyPreset() {
    setState((current) => ({ ...current, mode: 'hedra', prompt: PODCAST_STUDIO_PROMPT }));
    const character = pickPresetCharacter(characters);
    if (character) choosePortrait({ character });
  }

  return { updatePodcast, chooseAudio, choosePortrait, applyPreset };
}
