import { podcastAssetEndpoints } from '@shared/endpoints/podcast-assets';
import {
  ACTIVE_PODCAST_ASSET_STATUSES,
  PODCAST_ASSET_MESSAGES,
  type PodcastCharacter,
} from '@shared/podcast-assets';
import { UserRound } from 'lucide-react';
import { AssetCard } from '../../../components/assets/asset-card';
import { AssetList } from '../../../components/assets/asset-list';
import { DeleteItemButton } from '../../../components/item-actions/delete-item-button';
import { RenameItemButton } from '../../../components/item-actions/rename-item-button';
import { Badge } from '../../../components/ui/badge';
import { PODCAST_CHARACTERS_QUERY_KEY } from '../api/get-podcast-characters';
import { PODCAST_ASSET_STATUS_DISPLAY } from '../../../lib/image-assets';

function CharacterCard({ character }: { character: PodcastCharacter }) {
  return (
    <AssetCard
      name={character.name}
      description={character.description}
      imageUrl={character.status === 'ready' ? character.imageUrl : null}
      frame="square"
      display={PODCAST_ASSET_STATUS_DISPLAY[character.status]}
      engine={character.engine}
      error={character.error}
      testId="podcast-character-card"
      status={character.status}
      actions={
        <>
          <RenameItemButton
            endpoint={podcastAssetEndpoints.renameCharacter}
            id={character.id}
            name={character.name}
            queryKeys={[PODCAST_CHARACTERS_QUERY_KEY]}
            what="character"
          />
          <DeleteItemButton
            kind="character"
            id={character.id}
            endpoint={podcastAssetEndpoints.removeCharacter}
            name={character.name}
            queryKeys={[PODCAST_CHARACTERS_QUERY_KEY]}
            running={ACTIVE_PODCAST_ASSET_STATUSES.includes(character.status)}
          />
        </>
      }
    >
      {character.styleTags.length > 0 && (
        <ul aria-label="Style tags" className="flex flex-wrap gap-1">
          {character.styleTags.map((tag) => (
            <li key={tag}>
              <Badge variant="secondary">{tag}</Badge>
            </li>
          ))}
        </ul>
      )}
    </AssetCard>
  );
}

interface CharacterListProps {
  characters: readonly PodcastCharacter[] | undefined;
  isPending: boolean;
  error: Error | null;
  onRetry: () => void;
}

/** The user's AI podcast hosts, newest first. */
export function CharacterList(props: CharacterListProps) {
  return (
    <AssetList
      title="Your Characters"
      items={props.characters}
      isPending={props.isPending}
      error={props.error}
      onRetry={props.onRetry}
      errorTitle="Your characters could not be loaded"
      emptyIcon={UserRound}
      emptyText={PODCAST_ASSET_MESSAGES.emptyCharacters}
      gridClassName="grid gap-4 sm:grid-cols-2 2xl:grid-cols-3"
      renderItem={(character) => <CharacterCard character={character} />}
    />
  );
}
