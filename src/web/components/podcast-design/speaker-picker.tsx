import { PODCAST_FACE_MESSAGES, type PodcastFaces } from '@shared/videos';
import { cn } from '../../lib/cn';

interface SpeakerPickerProps {
  /** The picture's preview (an object URL, the AI host's portrait or the photo's thumbnail). */
  previewUrl: string;
  faces: PodcastFaces['faces'];
  /** The chosen face's index. */
  speaker: number;
  onSpeaker: (index: number) => void;
  /** Offered when the picture has no face: make an audiogram instead. */
  onAudiogram?: () => void;
}

/**
 * Who speaks in the talking portrait (decision 057): the picture with a button over each face
 * found in it; with one face nothing to choose, with none the no-face message and the
 * audiogram offered, before anything is paid.
 */
export function SpeakerPicker({
  previewUrl,
  faces,
  speaker,
  onSpeaker,
  onAudiogram,
}: SpeakerPickerProps) {
  if (faces.length === 0) {
    return (
      <div
        role="status"
        className="mt-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm"
      >
        <p>{PODCAST_FACE_MESSAGES.noFace}</p>
        {onAudiogram && (
          <button type="button" className="mt-2 font-medium underline" onClick={onAudiogram}>
            Make an audiogram
          </button>
        )}
      </div>
    );
  }
  if (faces.length === 1) return null;
  return (
    <fieldset className="mt-2">
      <legend className="text-sm font-medium">Who speaks? Click a face.</legend>
      <div className="relative mt-1 inline-block max-w-full">
        <img src={previewUrl} alt="The clip's picture" className="max-h-64 rounded-md" />
        {faces.map((face) => (
          <button
            key={face.index}
            type="button"
            aria-pressed={face.index === speaker}
            aria-label={`Face ${face.index + 1} speaks`}
            onClick={() => onSpeaker(face.index)}
            className={cn(
              'absolute rounded-md border-2 focus-visible:outline-2 focus-visible:outline-offset-2',
              // The speaker stands out on any photograph: brand colour with a white ring.
              face.index === speaker
                ? 'border-brand bg-brand/25 ring-2 ring-white'
                : 'border-dashed border-white/90 hover:bg-white/15',
            )}
            style={{
              left: `${face.box.x * 100}%`,
              top: `${face.box.y * 100}%`,
              width: `${face.box.width * 100}%`,
              height: `${face.box.height * 100}%`,
            }}
          />
        ))}
      </div>
    </fieldset>
  );
}
