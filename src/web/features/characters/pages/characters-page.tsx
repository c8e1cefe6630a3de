import { PODCAST_ASSET_MESSAGES } from '@shared/podcast-assets';
import { Link } from 'react-router';
import { useCreditBalance } from '../../../lib/credit-balance';
import { useImageAssetUpdates } from '../../../lib/image-assets';
import { useItemDeletions } from '../../../lib/item-deletions';
import { PODCAST_CHARACTERS_QUERY_KEY, usePodcastCharacters } from '../api/get-podcast-characters';
import { CharacterForm } from '../components/character-form';
import { CharacterList } from '../components/character-list';
import { useCharacterReadyToasts } from '../hooks/use-character-ready-toasts';

/**
 * /characters, the AI Character Creator: describe a podcast host, get a portrait. Ready hosts
 * are what the video studio's podcast preset picks.
 */
export function CharactersPage() {
  const { balance } = useCreditBalance();
  const characters = usePodcastCharacters();
  useImageAssetUpdates({ character: PODCAST_CHARACTERS_QUERY_KEY });
  useItemDeletions({ character: [PODCAST_CHARACTERS_QUERY_KEY] });
  useCharacterReadyToasts(characters.data?.characters);

  return (
    <div className="mx-auto grid max-w-6xl gap-6">
      <div className="grid gap-2">
        <Link
          to="/videos"
          className="justify-self-start rounded-sm text-sm font-medium text-brand underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          {PODCAST_ASSET_MESSAGES.backToStudio}
        </Link>
        <h1 className="font-display text-3xl font-bold tracking-tight text-ink sm:text-4xl">
          AI Character Creator
        </h1>
        <p className="max-w-2xl text-muted-foreground">
          Describe a podcast host and get a portrait to star in your clips.
        </p>
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,24rem)_minmax(0,1fr)] lg:items-start">
        <CharacterForm balance={balance} />
        <CharacterList
          characters={characters.data?.characters}
          isPending={characters.isPending}
          error={characters.error}
          onRetry={() => void characters.refetch()}
        />
      </div>
    </div>
  );
}
