import { MUSIC_BED_LABELS, MUSIC_BEDS, type MusicBed } from '@shared/videos';

/**
 * The music beds' preview buttons (issue 29): one track plays at a time; a click on the one
 * playing (or loading) stops it, a click on another switches to it. Free of React, tested alone.
 */

export type PreviewBed = Exclude<MusicBed, 'none'>;
export const PREVIEW_BEDS = MUSIC_BEDS.filter((bed): bed is PreviewBed => bed !== 'none');

export type PreviewState = { bed: PreviewBed; phase: 'loading' | 'playing' } | null;

export type PreviewEvent =
  | { type: 'toggle'; bed: PreviewBed }
  | { type: 'playing'; bed: PreviewBed }
  | { type: 'stopped'; bed: PreviewBed };

export function previewReducer(state: PreviewState, event: PreviewEvent): PreviewState {
  switch (event.type) {
    case 'toggle':
      return state?.bed === event.bed ? null : { bed: event.bed, phase: 'loading' };
    case 'playing':
      return state?.bed === event.bed ? { bed: event.bed, phase: 'playing' } : state;
    case 'stopped':
      // An older track's end or error says nothing about the one chosen since.
      return state?.bed === event.bed ? null : state;
  }
}

/** The button's accessible name: what a click on it does. */
export function previewButtonLabel(state: PreviewState, bed: PreviewBed): string {
  const name = MUSIC_BED_LABELS[bed];
  return state?.bed === bed ? `Stop the ${name} preview` : `Play the ${name} preview`;
}
