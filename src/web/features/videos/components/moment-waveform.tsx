import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { cn } from '../../../lib/cn';
import { formatMomentTime, type MomentRange } from '../lib/moment-range';

/** Which edge a change moved, and whether the gesture ended (then the picker snaps it). */
export type RangeChange = (
  range: MomentRange,
  moved: 'start' | 'end' | 'both',
  done: boolean,
) => void;

interface MomentWaveformProps {
  peaks: readonly number[];
  durationSeconds: number;
  range: MomentRange;
  /** Where playback is, in seconds; null when stopped. */
  playhead: number | null;
  onChange: RangeChange;
}

/** A pointer this close to a handle (in CSS pixels) grabs it. */
const GRAB_PIXELS = 14;
/** Arrow keys move an edge this much; with Shift, ten times as much. */
const KEY_STEP_SECONDS = 0.1;

interface Drag {
  moved: 'start' | 'end' | 'both';
  /** For 'both': where in the range the pointer took hold. */
  offset: number;
}

/**
 * The speech's waveform with the clip's stretch lit and a handle at each end: drag a handle to
 * move that edge, drag inside the stretch to move it whole, click outside it to bring the
 * nearer edge there. The handles are sliders, so arrow keys move them too.
 */
export function MomentWaveform({
  peaks,
  durationSeconds,
  range,
  playhead,
  onChange,
}: MomentWaveformProps) {
  const box = useRef<HTMLDivElement>(null);
  const drag = useRef<Drag | null>(null);
  const percent = (seconds: number) => `${(seconds / durationSeconds) * 100}%`;

  const timeAt = (clientX: number) => {
    const rect = box.current!.getBoundingClientRect();
    return Math.min(1, Math.max(0, (clientX - rect.left) / rect.width)) * durationSeconds;
  };
  const moveTo = (seconds: number, done: boolean) => {
    const current = drag.current;
    if (!current) return;
    if (current.moved === 'start') onChange({ ...range, start: seconds }, 'start', done);
    else if (current.moved === 'end') onChange({ ...range, end: seconds }, 'end', done);
    else {
      const start = seconds - current.offset;
      onChange({ start, end: start + (range.end - range.start) }, 'both', done);
    }
  };

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    if (event.button !== 0) return;
    const seconds = timeAt(event.clientX);
    const pixels = box.current!.getBoundingClientRect().width / durationSeconds;
    const fromStart = Math.abs(seconds - range.start) * pixels;
    const fromEnd = Math.abs(seconds - range.end) * pixels;
    if (Math.min(fromStart, fromEnd) <= GRAB_PIXELS) {
      drag.current = { moved: fromStart < fromEnd ? 'start' : 'end', offset: 0 };
    } else if (seconds > range.start && seconds < range.end) {
      drag.current = { moved: 'both', offset: seconds - range.start };
    } else {
      drag.current = { moved: seconds < range.start ? 'start' : 'end', offset: 0 };
      moveTo(seconds, false);
    }
    event.currentTarget.setPointerCapture(event.pointerId);
    event.preventDefault();
  }
  function onPointerUp(event: PointerEvent<HTMLDivElement>) {
    if (!drag.current) return;
    moveTo(timeAt(event.clientX), true);
    drag.current = null;
  }

  function onKey(edge: 'start' | 'end', event: KeyboardEvent<HTMLDivElement>) {
    const step = KEY_STEP_SECONDS * (event.shiftKey ? 10 : 1);
    const value = range[edge];
    const next =
      event.key === 'ArrowLeft' || event.key === 'ArrowDown'
        ? value - step
        : event.key === 'ArrowRight' || event.key === 'ArrowUp'
          ? value + step
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? durationSeconds
              : null;
    if (next === null) return;
    event.preventDefault();
    onChange({ ...range, [edge]: next }, edge, false);
  }

  const handle = (edge: 'start' | 'end') => (
    <div
      role="slider"
      tabIndex={0}
      aria-label={edge === 'start' ? 'Clip start' : 'Clip end'}
      aria-valuemin={0}
      aria-valuemax={Math.round(durationSeconds * 100) / 100}
      aria-valuenow={range[edge]}
      aria-valuetext={formatMomentTime(range[edge])}
      data-testid={`moment-${edge}-handle`}
      onKeyDown={(event) => onKey(edge, event)}
      className="absolute inset-y-0 z-10 -ml-2 flex w-4 cursor-ew-resize justify-center outline-none focus-visible:[&>span]:ring-2 focus-visible:[&>span]:ring-ring"
      style={{ left: percent(range[edge]) }}
    >
      <span className="h-full w-1 rounded-full bg-brand shadow" />
    </div>
  );

  const barWidth = 100 / peaks.length;
  return (
    <div
      ref={box}
      data-testid="moment-waveform"
      onPointerDown={onPointerDown}
      onPointerMove={(event) => drag.current && moveTo(timeAt(event.clientX), false)}
      onPointerUp={onPointerUp}
      onPointerCancel={() => (drag.current = null)}
      className="relative h-20 touch-none select-none rounded-lg border border-border bg-muted/40"
    >
      <div
        className="absolute inset-y-0 rounded-md bg-brand/10"
        style={{ left: percent(range.start), width: percent(range.end - range.start) }}
      />
      <svg
        viewBox="0 0 100 100"
        preserveAspectRatio="none"
        aria-hidden="true"
        className="absolute inset-0 size-full"
      >
        {peaks.map((peak, bar) => {
          const at = ((bar + 0.5) / peaks.length) * durationSeconds;
          const height = Math.max(1.5, peak * 92);
          return (
            <rect
              key={bar}
              x={bar * barWidth + barWidth * 0.15}
              width={barWidth * 0.7}
              y={50 - height / 2}
              height={height}
              className={cn(
                at >= range.start && at <= range.end ? 'fill-brand' : 'fill-muted-foreground/40',
              )}
            />
          );
        })}
      </svg>
      {playhead !== null && (
        <div
          data-testid="moment-playhead"
          className="absolute inset-y-0 w-px bg-foreground"
          style={{ left: percent(playhead) }}
        />
      )}
      {handle('start')}
      {handle('end')}
    </div>
  );
}
