import { useEffect, useEffectEvent, useSyncExternalStore } from 'react';
import {
  getConnectionState,
  onConnectionStateChange,
  subscribeToLiveEvent,
  type LiveConnectionState,
  type LiveEventName,
  type LiveEventOf,
  type LiveEventPayload,
} from './events';

/** The shared live connection's state, re-rendering when it changes. */
export function useLiveConnectionState(): LiveConnectionState {
  return useSyncExternalStore(onConnectionStateChange, getConnectionState, getConnectionState);
}

/**
 * Calls `handler` with the payload of each live event named `name` while the component is
 * mounted (and `enabled`). The payload was checked against the live-event contract once, by
 * the shared client, and is typed from the name; the whole event (its id, for one) comes
 * second. The latest handler is always used, so it need not be memoised. Returns the
 * connection state.
 */
export function useLiveEvent<N extends LiveEventName>(
  name: N,
  handler: (payload: LiveEventPayload<N>, event: LiveEventOf<N>) => void,
  options: { enabled?: boolean } = {},
): LiveConnectionState {
  const onEvent = useEffectEvent(handler);
  const enabled = options.enabled ?? true;
  useEffect(() => {
    if (!enabled) return;
    return subscribeToLiveEvent(name, (payload, event) => onEvent(payload, event));
  }, [enabled, name]);
  return useLiveConnectionState();
}
