import type { EpisodeMoment } from '@shared/episodes';
import { Play } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { formatClock } from '../lib/transcript-paragraphs';

interface MomentListProps {
  moments: readonly EpisodeMoment[];
  onPlay: (moment: EpisodeMoment) => void;
  /** What a moment offers besides playing it (picking it for a clip, trimming it). */
  renderPick?: (moment: EpisodeMoment, rank: number) => ReactNode;
}

/** The moments, best first: when, how good, why, and what is said. */
export function MomentList({ moments, onPlay, renderPick }: MomentListProps) {
  if (moments.length === 0)
    return <p className="text-muted-foreground">No moments were found in this recording.</p>;
  return (
    <ol className="grid gap-3" aria-label="Moments, best first">
      {moments.map((moment, rank) => (
        <li key={`${moment.start}-${moment.end}`}>
          <Card>
            <CardContent className="grid gap-2">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="font-medium tabular-nums">
                  #{rank + 1} · {formatClock(moment.start)}–{formatClock(moment.end)} (
                  {Math.round(moment.end - moment.start)} s)
                </p>
                <div className="flex items-center gap-2">
                  <Badge variant="secondary" aria-label={`Score ${moment.score} of 100`}>
                    {moment.score}/100
                  </Badge>
                  <Button size="sm" variant="outline" onClick={() => onPlay(moment)}>
                    <Play aria-hidden />
                    Play
                  </Button>
                </div>
              </div>
              {moment.reasons.length > 0 && (
                <ul className="flex flex-wrap gap-1.5" aria-label="Why this moment">
                  {moment.reasons.map((reason) => (
                    <li key={reason}>
                      <Badge variant="outline" className="whitespace-normal">
                        {reason}
                      </Badge>
                    </li>
                  ))}
                </ul>
              )}
              {moment.text && (
                <p className="line-clamp-4 text-sm text-muted-foreground">{moment.text}</p>
              )}
              {renderPick?.(moment, rank)}
            </CardContent>
          </Card>
        </li>
      ))}
    </ol>
  );
}
