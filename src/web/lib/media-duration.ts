/**
 * A length of audio or video as a player shows it: "0:07", "2:05", "1:02:03". Shared so a
 * voiceover reads the same on /scripts and in the video studio.
 */
export function formatMediaDuration(durationMs: number): string {
  const total = Math.max(0, Math.round(durationMs / 1_000));
  const hours = Math.floor(total / 3_600);
  const minutes = Math.floor((total % 3_600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0
    ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}`
    : `${minutes}:${seconds}`;
}
