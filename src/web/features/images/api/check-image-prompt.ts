import { imageEndpoints } from '@shared/endpoints/images';
import type { ImageQuality } from '@shared/images';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api } from '../../../lib/api';

/** How long the prompt must rest before it is checked: one request per pause, not per key. */
const SETTLE_MS = 400;

/**
 * POST /api/images/check for the prompt being typed: what the engine would make of it and
 * whether it names something the engine cannot draw, known before the user pays. The answer
 * belongs to the prompt it was asked for (`prompt` in the result), so a stale one is not
 * mistaken for the current prompt's.
 */
export function useImagePromptCheck(prompt: string, quality: ImageQuality) {
  const trimmed = prompt.trim();
  const [settled, setSettled] = useState(trimmed);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(trimmed), SETTLE_MS);
    return () => clearTimeout(timer);
  }, [trimmed]);
  const query = useQuery({
    queryKey: ['images', 'check', settled, quality],
    queryFn: ({ signal }) =>
      api.call(imageEndpoints.check, { body: { prompt: settled, quality }, signal }),
    enabled: settled !== '',
    staleTime: 5 * 60_000,
  });
  const current = settled === trimmed && query.data ? query.data : null;
  return { check: current, prompt: settled, pending: trimmed !== '' && current === null };
}
