import { voiceoverEndpoints } from '@shared/endpoints/voiceovers';
import type { Voiceover } from '@shared/voiceovers';
import { AudioLines, Clapperboard, Clock, Coins, Download } from 'lucide-react';
import { Link } from 'react-router';
import { AssetError } from '../../../components/assets/asset-error';
import { StatusBadge } from '../../../components/assets/status-badge';
import { DeleteItemButton } from '../../../components/item-actions/delete-item-button';
import { Button } from '../../../components/ui/button';
import { voiceoversQueryKey } from '../api/get-voiceovers';
import { formatMediaDuration } from '../../../lib/media-duration';
import {
  VOICEOVER_ENGINE_LABELS,
  VOICEOVER_STATUS_DISPLAY,
  voiceoverCaptionsUrl,
} from '../lib/voiceover-display';
import { creditsText } from '../lib/voiceover-text';

/**
 * The video studio, opened in podcast-clip mode with this voiceover as the audio (the studio
 * reads the parameter; a link, so the two features share nothing but the URL).
 */
const podcastClipUrl = (voiceoverId: string) =>
  `/videos?voiceover=${encodeURIComponent(voiceoverId)}`;

/**
 * One voiceover of a script: its status, who read it and with which engine, what it cost; once
 * ready, a player (which loads nothing until played), the next step (a podcast clip) and the
 * captions downloads; if it failed, why.
 */
export function VoiceoverItem({ voiceover }: { voiceover: Voiceover }) {
  const ready = voiceover.status === 'ready';
  return (
    <li
      data-testid="voiceover-item"
      data-status={voiceover.status}
      className="grid gap-2 rounded-lg border border-border bg-background/60 p-3"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="min-w-0 text-sm font-medium break-words">
          <span className="sr-only">Voice: </span>
          {voiceover.voiceName}
        </p>
        <div className="flex items-center gap-1">
          <StatusBadge display={VOICEOVER_STATUS_DISPLAY[voiceover.status]} />
          <DeleteItemButton
            kind="voiceover"
            id={voiceover.id}
            endpoint={voiceoverEndpoints.remove}
            name={`Read by ${voiceover.voiceName}`}
            label={`Delete the voiceover read by ${voiceover.voiceName}`}
            queryKeys={[voiceoversQueryKey(voiceover.scriptId)]}
            running={voiceover.status === 'queued' || voiceover.status === 'processing'}
            iconOnly
          />
        </div>
      </div>
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
        <span className="inline-flex items-center gap-1">
          <AudioLines className="size-3.5" aria-hidden="true" />
          <span className="sr-only">Engine: </span>
          {VOICEOVER_ENGINE_LABELS[voiceover.engine]}
        </span>
        <span className="inline-flex items-center gap-1" data-testid="voiceover-cost">
          <Coins className="size-3.5" aria-hidden="true" />
          <span className="sr-only">Cost: </span>
          {creditsText(voiceover.cost)}
          {/* A failed voiceover is refunded (once, by the server). */}
          {voiceover.status === 'failed' && ' refunded'}
        </span>
        {ready && voiceover.durationMs !== null && (
          <span className="inline-flex items-center gap-1 tabular-nums">
            <Clock className="size-3.5" aria-hidden="true" />
            <span className="sr-only">Duration: </span>
            {formatMediaDuration(voiceover.durationMs)}
          </span>
        )}
      </p>
      {ready && voiceover.audioUrl && (
        <>
          <audio
            controls
            preload="none"
            src={voiceover.audioUrl}
            aria-label={`Voiceover read by ${voiceover.voiceName}`}
            data-testid="voiceover-audio"
            className="h-10 w-full"
          />
          <div className="flex flex-wrap gap-2">
            <Button asChild size="sm" className="h-9">
              <Link to={podcastClipUrl(voiceover.id)}>
                <Clapperboard aria-hidden="true" />
                Make podcast clip
              </Link>
            </Button>
            {(['srt', 'vtt'] as const).map((format) => (
              <Button key={format} asChild variant="outline" size="sm" className="h-9">
                <a href={voiceoverCaptionsUrl(voiceover.id, format)} download>
                  <Download aria-hidden="true" />
                  Download .{format}
                </a>
              </Button>
            ))}
          </div>
        </>
      )}
      {voiceover.status === 'failed' && voiceover.error && (
        <AssetError>{voiceover.error}</AssetError>
      )}
    </li>
  );
}
