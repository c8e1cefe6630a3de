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
import { usePodcastFaces } from '../../../lib/podcast-faces';
import { chosenSpeaker, speakerHold, speakerState } from '../../../lib/speaker-face';
import { useToastClearance } from '../../../lib/toaster-placement';
import { useSubmitVideo } from '../hooks/use-submit-video';
import { useVoiceoverPrefill } from '../hooks/use-voiceover-prefill';
import { MODE_OPTIONS, PROMPT_PLACEHOLDERS } from '../lib/modes';
import { foldChoiceAfter, isPanelFolded, type PanelFoldChoice } from '../lib/panel-fold';
import { imageBatchActions, revoke } from '../lib/picked-images';
import { podcastActions } from '../lib/podcast-actions';
import type { PresetCharacter } from '../lib/podcast-preset';
import {
  clearedPromptForm,
  initialPromptForm,
  isBlankPromptForm,
  objectUrlsOf,
  previewUrlsOf,
  promptCost,
  type PromptFormState,
  type SavedBackground,
} from '../lib/prompt-form';
import { checkSubmission } from '../lib/prompt-submission';
import { talkingPicture, withSpeaker } from '../lib/speaker-face';
import { AdvancedOptions } from './advanced-options';
import { ImageBatchFiles } from './file-pickers';
import { OptionGroup } from '../../../components/ui/option-group';
import { FoldedPanelBar, FoldHandle } from './panel-fold';
import { PanelFooter } from './panel-footer';
import { PodcastSection } from './podcast-section';

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
  const blank = isBlankPromptForm(state);
  const insufficient = cost !== null && shortOfCredits(cost.total, balance, blank);
  // The talking portrait's faces, asked before paying (decision 057): who speaks, or none.
  const picture = talkingPicture(state);
  const faces = usePodcastFaces(picture);
  const speaking = speakerState(picture, faces);
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
  const podcast = podcastActions(state, setState, characters);
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
              onClick={podcast.applyPreset}
              // The preset picks the first ready AI host: it waits until the hosts are known.
              disabled={!charactersLoaded}
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

          {state.mode === 'hedra' && (
            <PodcastSection
              options={state.hedra}
              characters={characters}
              backgrounds={backgrounds}
              speaking={speaking}
              speaker={speaker}
              onRetryFaces={() => void faces.refetch()}
              onChange={podcast.updatePodcast}
              onAudio={podcast.chooseAudio}
              onPortrait={podcast.choosePortrait}
            />
          )}

          {state.mode === 'veo' && (
            <div className="mt-3">
              <ImageBatchFiles
                images={state.veo.images}
                backgrounds={backgrounds}
                aspectRatio={state.veo.aspectRatio}
                onAspectRatio={(aspectRatio) => update({ veo: { ...state.veo, aspectRatio } })}
                onAdd={imageBatch.addFiles}
                onAddPhotos={imageBatch.addPhotos}
                onRemove={imageBatch.remove}
              />
            </div>
          )}

          {expanded && (
            <AdvancedOptions
              id={optionsId}
              state={state}
              onPodcastChange={podcast.updatePodcast}
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
