import type { Episode } from '@shared/episodes';
import { useState } from 'react';
import type { ClipPick, PickedClip } from './clip-batch';
import { spanOf, trimOfMoment } from './trim';

type Picks = Readonly<Record<number, ClipPick>>;

/**
 * The moments picked for clips, by their place in the list, each with its trim and caption
 * text. Finding the moments again starts over: a pick belongs to the moments it was made on.
 */
export function useClipPicks(episode: Episode) {
  const words = episode.transcript?.words ?? null;
  const moments = episode.moments;
  const signature = moments.map((moment) => `${moment.start}-${moment.end}`).join(',');
  const [state, setState] = useState<{ signature: string; picks: Picks }>({
    signature,
    picks: {},
  });
  const picks = state.signature === signature ? state.picks : {};
  const write = (next: Picks) => setState({ signature, picks: next });

  const toggle = (rank: number, on: boolean) => {
    const { [rank]: _, ...others } = picks;
    const moment = moments[rank];
    write(
      on && moment
        ? { ...others, [rank]: { trim: trimOfMoment(moment, words), captionText: null } }
        : others,
    );
  };
  const update = (rank: number, pick: ClipPick) => write({ ...picks, [rank]: pick });
  const clips: PickedClip[] = Object.entries(picks)
    .map(([rank, pick]) => ({
      rank: Number(rank),
      span: spanOf(pick.trim, words ?? [], episode.durationSeconds),
      captionText: pick.captionText,
    }))
    .sort((a, b) => a.rank - b.rank);
  return { picks, words, toggle, update, clips, clear: () => write({}) };
}
