import { PODCAST_ASSET_MESSAGES, type PodcastCharacter } from '@shared/podcast-assets';
import { useEffect, useRef } from 'react';
import { toast } from 'sonner';
import { takeNewlyReady } from '../lib/newly-ready';

/** "Character created successfully." once for each host that finishes while the page is open. */
export function useCharacterReadyToasts(characters: readonly PodcastCharacter[] | undefined): void {
  const seenActive = useRef(new Set<string>());
  useEffect(() => {
    if (!characters) return;
    for (const character of takeNewlyReady(characters, seenActive.current)) {
      toast.success(PODCAST_ASSET_MESSAGES.characterCreated, { description: character.name });
    }
  }, [characters]);
}
