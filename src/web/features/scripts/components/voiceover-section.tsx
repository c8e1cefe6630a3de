import type { Script } from '@shared/scripts';
import { useId } from 'react';
import { VoiceoverForm } from './voiceover-form';
import { VoiceoverList } from './voiceover-list';

/** The "Voiceover" part of a script card: read it aloud with a voice, and what came of it. */
export function VoiceoverSection({ script }: { script: Script }) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      data-testid="voiceover-section"
      className="grid gap-3 border-t border-border pt-3"
    >
      <h4 id={headingId} className="text-sm font-semibold">
        Voiceover
      </h4>
      <VoiceoverForm scriptId={script.id} scriptTitle={script.title} content={script.content} />
      <VoiceoverList scriptId={script.id} scriptTitle={script.title} />
    </section>
  );
}
