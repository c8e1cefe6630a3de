import { useEffect, useEffectEvent, useSyncExternalStore } from 'react';
import {
  getConnectionState,
  onConnectionStateChange,
  subscribeToEvents,
  type LiveConnectionState,
  type LiveEventHandler,
  type SubscribeOptions,
} from './events';

/** The shared live connection's state, re-rendering when it changes. */
export function useLiveConnectionState(): LiveConnectionState {
  return useSyncExternalStore(onConnectionStateChange, getConnectionState, getConnectionState);
}

/**
 * Calls `handler` for each live event of the given types while the component is mounted.
 * The latest handler is always used, so it need not be memoised. Returns the connection state.
 */
export function useLiveEvents(
  handler: LiveEventHandler,
  options: SubscribeOptions & { enabled?: boolean },
): LiveConnectionState {
  const onEvent = useEffectEvent(handler);
  const enabled = options.enabled ?? true;
  // A stable key, so an inline `types: ['a', 'b']` array does not resubscribe on every render.
  const typesKey = JSON.stringify([...new Set(options.types)].sort());
  useEffect(() => {
    if (!enabled) return;
    const types = JSON.parse(typesKey) as string[];
    return subscribeToEvents((event) => onEvent(event), { types });
  }, [enabled, typesKey]);
  return useLiveConnectionState();
}
