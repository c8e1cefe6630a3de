import { clipSpeechProblem, HEDRA_MIN_DURATION } from '@shared/videos';
import { AUDIOGRAM_TEMPLATES } from '@shared/audiogram';
import { Mic } from 'lucide-react';
import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
} from 'react';
import { toast } from 'sonner';
import { shortOfCredits } from '../../../components/credits/shortfall';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';
import { cn } from '../../../lib/cn';
import { useToastClearance } from '../../../lib/toaster-placement';
import { useSubmitVideo } from '../hooks/use-submit-video';
import { useVoiceoverPrefill } from '../hooks/use-voiceover-prefill';
import { readAudioDuration } from '../lib/media-files';
import { MODE_OPTIONS, PROMPT_PLACEHOLDERS } from '../lib/modes';
import { foldChoiceAfter, isPanelFolded, type PanelFoldChoice } from '../lib/panel-fold';
import {
  PODCAST_STUDIO_PROMPT,
  pickPresetCharacter,
  type PresetCharacter,
} from '../lib/podcast-preset';
import {
  checkSubmission,
  clearedPromptForm,
  durationFromAudio,
  initialPromptForm,
  isBlankPromptForm,
  objectUrlsOf,
  previewUrlsOf,
  promptCost,
  type PromptFormState,
  type SavedBackground,
} from '../lib/prompt-form';
import { imageBatchActions, pick, revoke } from '../lib/picked-images';
import { AdvancedOptions } from './advanced-options';
import { ImageBatchFiles } from './file-pickers';
import { OptionGroup } from './option-group';
import { FoldedPanelBar, FoldHandle } from './panel-fold';
import { PanelFooter } from './panel-footer';
import { MomentPicker } from './moment-picker';
import { CaptionStyle } from './caption-style';
import { PodcastFiles } from './podcast-files';
import { AudiogramDesign } from './audiogram-design';
import { SpeakerSection } from './speaker-section';
import { usePodcastFaces } from '../api/get-podcast-faces';
import {
  chosenSpeaker,
  speakerHold,
  speakerState,
  talkingPicture,
  withSpeaker,
} from '../lib/speaker-face';

interface PromptPanelProps {
  balance: number | null;
  /** The user's ready AI hosts: the preset picks the first; the portrait picker offers all. */
  characters: readonly PresetCharacter[];
  /** False while the hosts are still being read. */
  charactersLoaded: boolean;
  /** The user's ready saved backgrounds: a podcast set, or Image to Video images. */
  backgrounds: readonly SavedBackground[];
  /** How many videos the user has; undefined while they are read (decides the phone fold). */
  jobCount: number | undefined;
  /** Reports the panel's height, so the page can keep its last row of cards clear of it. */
  onHeightChange: (height: number) => void;
}

/** The studio's fixed bottom panel: mode, prompt, files, options, price and submit. */
export function PromptPanel({
  balance,
  characters,
  charactersLoaded,
  backgrounds,
  jobCount,
  onHeightChange,
}: PromptPanelProps) {
  const [state, setState] = useState<PromptFormState>(() => initialPromptForm());
  const [expanded, setExpanded] = useState(false);
  const [foldChoice, setFoldChoice] = useState<PanelFoldChoice>(null);
  const folded = isPanelFolded(foldChoice, jobCount);
  const { submit, isSubmitting } = useSubmitVideo();
  // A voiceover's clip is as long as the voiceover: its duration (and price) is shown open, so
  // shortening it is one step away.
  const showOptions = useCallback(() => {
    setExpanded(true);
    setFoldChoice(foldChoiceAfter('prefilled', true));
  }, []);
  useVoiceoverPrefill({ setForm: setState, characters, charactersLoaded, onApplied: showOptions });
  const panelRef = useRef<HTMLElement>(null);
  const latestState = useRef(state);
  const promptId = useId();
  const optionsId = useId();
  const shortfallId = useId();
  const bodyId = useId();

  const cost = promptCost(state);
  // The speech the moment is picked from: a file, or a voiceover's stored audio.
  const momentSource = state.hedra.audio ?? state.hedra.voiceover?.audioUrl ?? null;
  const blank = isBlankPromptForm(state);
  const insufficient = cost !== null && shortOfCredits(cost.total, balance, blank);
  // The talking portrait's faces, asked before paying (decision 057): who speaks, or none.
  const picture = talkingPicture(state);
  const speaking = speakerState(picture, usePodcastFaces(picture));
  const speaker = chosenSpeaker(speaking, state.hedra.speakerFace);
  const heldForFaces = speakerHold(speaking);
  const toggleFold = () => setFoldChoice(foldChoiceAfter('toggled', folded));

  useEffect(() => {
    latestState.current = state;
  }, [state]);

  // Leaving the studio lets go of every preview still held.
  useEffect(() => () => revoke(previewUrlsOf(latestState.current)), []);

  // Toasts sit above the panel, never over Generate.
  useToastClearance(panelRef, true);
  useEffect(() => {
    const panel = panelRef.current;
    if (!panel) return;
    const observer = new ResizeObserver(() => onHeightChange(panel.offsetHeight));
    observer.observe(panel);
    return () => observer.disconnect();
  }, [onHeightChange]);

  const update = (patch: Partial<PromptFormState>) =>
    setState((current) => ({ ...current, ...patch }));
  const updatePodcast = (patch: Partial<PromptFormState['hedra']>) =>
    setState((current) => ({ ...current, hedra: { ...current.hedra, ...patch } }));

  /** An audio file replaces a voiceover as the speech; its length prefills the duration. */
  function choosePodcastAudio(audio: File | null) {
    updatePodcast({ audio, voiceover: null, startSeconds: '0' });
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
  function choosePodcastPortrait(portrait: { file: File } | { character: PresetCharacter } | null) {
    if (state.hedra.image) revoke([state.hedra.image.previewUrl]);
    updatePodcast({
      image: portrait && 'file' in portrait ? pick(portrait.file) : null,
      character: portrait && 'character' in portrait ? portrait.character : null,
      speakerFace: null,
    });
  }

  /** The preset: the podcast-studio scene, and the first ready AI character as the portrait. */
  function applyPodcastPreset() {
    update({ mode: 'hedra', prompt: PODCAST_STUDIO_PROMPT });
    const character = pickPresetCharacter(characters);
    if (character) choosePodcastPortrait({ character });
  }

  const imageBatch = imageBatchActions(setState);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSubmitting || insufficient) return;
    const checked = checkSubmission(state);
    if (!checked.ok) return void toast.error(checked.message);
    if (heldForFaces) return void toast.error(heldForFaces);
    const outcome = await submit(withSpeaker(checked.submission, speaker));
    if (outcome.kind === 'done') {
      revoke(previewUrlsOf(state));
      setState(clearedPromptForm(state));
      setFoldChoice(foldChoiceAfter('submitted', folded));
    } else if (outcome.kind === 'partial') {
      // Keep the images that did not become jobs, so they can be sent again.
      const kept = state.veo.images.filter((image) => outcome.remainingImages.includes(image));
      revoke(objectUrlsOf(state.veo.images.filter((image) => !kept.includes(image))));
      setState({ ...state, veo: { ...state.veo, images: kept } });
    }
  }

  function submitOnModEnter(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) {
      event.preventDefault();
      event.currentTarget.form?.requestSubmit();
    }
  }

  return (
    <section
      ref={panelRef}
      aria-label="Create a video"
      className="pointer-events-none fixed inset-x-0 bottom-0 z-30 px-2 pb-2 sm:px-6 sm:pb-5 lg:left-64 lg:px-10"
    >
      <form
        onSubmit={(event) => void handleSubmit(event)}
        className="pointer-events-auto mx-auto max-h-[60dvh] sm:max-h-[calc(100dvh-10rem)] max-w-3xl overflow-y-auto rounded-2xl border border-border bg-surface/95 p-3 shadow-lifted backdrop-blur-md sm:p-4"
      >
        {folded && (
          <FoldedPanelBar
            mode={state.mode}
            prompt={state.prompt}
            bodyId={bodyId}
            onOpen={toggleFold}
          />
        )}
        <fieldset
          id={bodyId}
          disabled={isSubmitting}
          className={cn('min-w-0', folded && 'max-sm:hidden')}
        >
          <FoldHandle bodyId={bodyId} onFold={toggleFold} />
          <legend className="sr-only">New video</legend>
          <div className="flex items-center justify-between gap-2">
            <OptionGroup
              legend="Mode"
              hideLegend
              size="md"
              stretch
              options={MODE_OPTIONS}
              value={state.mode}
              onChange={(mode) => update({ mode })}
              className="flex-1 sm:flex-none"
            />
            <Button
              variant="ghost"
              size="sm"
              className="h-9 max-sm:w-9 max-sm:px-0"
              onClick={applyPodcastPreset}
              title="Fill in a podcast studio scene"
            >
              <Mic aria-hidden="true" />
              <span className="max-sm:sr-only">Podcast preset</span>
            </Button>
          </div>

          <div className="mt-3 grid gap-1.5">
            <Label htmlFor={promptId} className="sr-only">
              Prompt
            </Label>
            <Textarea
              id={promptId}
              rows={2}
              value={state.prompt}
              onChange={(event) => update({ prompt: event.target.value })}
              onKeyDown={submitOnModEnter}
              placeholder={PROMPT_PLACEHOLDERS[state.mode]}
              className="max-h-40 min-h-16 resize-none"
            />
          </div>

          {state.mode !== 'text-to-video' && (
            <div className="mt-3">
              {state.mode === 'hedra' ? (
                <PodcastFiles
                  audio={state.hedra.audio}
                  voiceover={state.hedra.voiceover}
                  captions={state.hedra.captions}
                  image={state.hedra.image}
                  character={state.hedra.character}
                  characters={characters}
                  onAudio={choosePodcastAudio}
                  onRemoveVoiceover={() => updatePodcast({ voiceover: null, captionText: null })}
                  onCaptions={(captions) => updatePodcast({ captions })}
                  onImage={(file) => choosePodcastPortrait(file ? { file } : null)}
                  onCharacter={(character) =>
                    choosePodcastPortrait(character ? { character } : null)
                  }
                  background={state.hedra.background}
                  backgrounds={backgrounds}
                  onBackground={(background) => updatePodcast({ background })}
                />
              ) : (
                <ImageBatchFiles
                  images={state.veo.images}
                  backgrounds={backgrounds}
                  aspectRatio={state.veo.aspectRatio}
                  onAspectRatio={(aspectRatio) => update({ veo: { ...state.veo, aspectRatio } })}
                  onAdd={imageBatch.addFiles}
                  onAddPhotos={imageBatch.addPhotos}
                  onRemove={imageBatch.remove}
                />
              )}
            </div>
          )}

          <SpeakerSection
            state={speaking}
            previewUrl={state.hedra.image?.previewUrl ?? state.hedra.character?.imageUrl ?? ''}
            speaker={speaker}
            onSpeaker={(speakerFace) => updatePodcast({ speakerFace })}
            onAudiogram={() =>
              updatePodcast({ design: { ...state.hedra.design, style: AUDIOGRAM_TEMPLATES[0] } })
            }
          />

          {state.mode === 'hedra' && momentSource && (
            <div className="mt-3">
              <MomentPicker
                source={momentSource}
                startSeconds={state.hedra.startSeconds}
                durationSeconds={state.hedra.durationSeconds}
                onChange={updatePodcast}
              />
            </div>
          )}

          {state.mode === 'hedra' && state.hedra.voiceover && state.hedra.captions && (
            <div className="mt-3">
              <CaptionStyle
                voiceoverId={state.hedra.voiceover.id}
                startSeconds={state.hedra.startSeconds}
                durationSeconds={state.hedra.durationSeconds}
                value={{ look: state.hedra.captionLook, text: state.hedra.captionText }}
                onChange={({ look, text }) =>
                  updatePodcast({ captionLook: look, captionText: text })
                }
              />
            </div>
          )}

          {state.mode === 'hedra' && (
            <AudiogramDesign
              design={state.hedra.design}
              onChange={(patch) => updatePodcast({ design: { ...state.hedra.design, ...patch } })}
              aspectRatio={state.hedra.aspectRatio}
              onAspectRatio={(aspectRatio) => updatePodcast({ aspectRatio })}
            />
          )}

          {expanded && (
            <AdvancedOptions
              id={optionsId}
              state={state}
              onPodcastChange={updatePodcast}
              onTextChange={(patch) => update({ text: { ...state.text, ...patch } })}
              onImageChange={(patch) => update({ veo: { ...state.veo, ...patch } })}
            />
          )}

          <PanelFooter
            mode={state.mode}
            cost={cost}
            balance={balance}
            blank={blank}
            insufficient={insufficient}
            heldBack={heldForFaces}
            isSubmitting={isSubmitting}
            expanded={expanded}
            onToggleExpanded={() => setExpanded((open) => !open)}
            optionsId={optionsId}
            shortfallId={shortfallId}
          />
        </fieldset>
      </form>
    </section>
  );
}
