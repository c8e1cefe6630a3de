import { liveEventEndpoints } from '@shared/endpoints/live-events';
import { eventEnvelopeSchema, type EventEnvelope } from '@shared/events';
import {
  checkLiveEvent,
  type LiveEvent,
  type LiveEventName,
  type LiveEventOf,
  type LiveEventPayload,
} from '@shared/live-events';
import { api, urlOf } from './api';

/**
 * Live updates from the server: one server-sent-events stream per tab, shared by every
 * subscriber (browsers allow only ~6 connections per origin over HTTP/1.1). While the stream is
 * down the client reconnects with backoff and polls, and each event is delivered once.
 * Every event is checked against the live-event contract (src/shared/live-events.ts) once,
 * here, before any subscriber sees it: subscribers get typed payloads and never parse them.
 * An event of a type this build does not know is skipped; one whose payload does not fit its
 * type's schema is skipped and reported once on the console.
 */

export type { LiveEvent, LiveEventName, LiveEventOf, LiveEventPayload };
export type LiveEventHandler<N extends LiveEventName = LiveEventName> = (
  event: LiveEventOf<N>,
) => void;
/** idle: nobody subscribed. reconnecting: the stream is down and polling fills the gap. */
export type LiveConnectionState = 'idle' | 'connecting' | 'open' | 'reconnecting';

export interface SubscribeOptions<N extends LiveEventName = LiveEventName> {
  /**
   * Event types to receive. Required because the stream names each message after its type and
   * EventSource only hands out named messages to listeners registered for that exact name.
   */
  types: readonly N[];
}

export const POLL_INTERVAL_MS = 5_000;
export const RECONNECT_BASE_DELAY_MS = 1_000;
export const RECONNECT_MAX_DELAY_MS = 30_000;
/** Keeps the stream open across a quick unsubscribe/subscribe, e.g. a route change. */
export const IDLE_CLOSE_DELAY_MS = 2_000;
const MAX_BASELINE_PAGES = 20;
/** Sent by the server first on every stream, with `id:` set to where the stream starts. */
const READY_EVENT = 'ready';

export interface LiveEventsClientOptions {
  createEventSource?: (url: string) => EventSource;
  pollEvents?: (after: number) => Promise<EventEnvelope[]>;
  /** Jitter source for the reconnect delay; injectable so tests are deterministic. */
  random?: () => number;
  /** Told about each event dropped because its payload does not fit the contract. */
  onMalformed?: (event: EventEnvelope, error: unknown) => void;
}

interface Subscriber {
  types: ReadonlySet<string>;
  onEvent: (event: LiveEvent) => void;
}

function reportMalformed(event: EventEnvelope, error: unknown): void {
  console.warn(`Skipped live event ${event.id} (${event.type}): its payload is malformed`, error);
}

async function pollEventsFromApi(after: number): Promise<EventEnvelope[]> {
  const response = await api.call(liveEventEndpoints.poll, { query: { after } });
  return response.events;
}

export class LiveEventsClient {
  private readonly subscribers = new Set<Subscriber>();
  private readonly stateListeners = new Set<() => void>();
  private readonly createEventSource: (url: string) => EventSource;
  private readonly pollEvents: (after: number) => Promise<EventEnvelope[]>;
  private readonly random: () => number;
  private readonly onMalformed: (event: EventEnvelope, error: unknown) => void;

  private state: LiveConnectionState = 'idle';
  private source: EventSource | undefined;
  private readonly sourceTypes = new Set<string>();
  /** Highest event id delivered; undefined until known (a fresh stream starts at "now"). */
  private lastEventId: number | undefined;
  private reconnectAttempts = 0;
  private reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  private idleCloseTimer: ReturnType<typeof setTimeout> | undefined;
  private pollTimer: ReturnType<typeof setTimeout> | undefined;
  /** Identifies the current polling loop; a loop whose token was replaced stops. */
  private pollToken: object | undefined;

  constructor(options: LiveEventsClientOptions = {}) {
    this.createEventSource = options.createEventSource ?? ((url) => new EventSource(url));
    this.pollEvents = options.pollEvents ?? pollEventsFromApi;
    this.random = options.random ?? Math.random;
    this.onMalformed = options.onMalformed ?? reportMalformed;
  }

  getState = (): LiveConnectionState => this.state;

  onStateChange = (listener: () => void): (() => void) => {
    this.stateListeners.add(listener);
    return () => this.stateListeners.delete(listener);
  };

  /**
   * Starts receiving events of the given types, checked against the contract; returns the
   * unsubscribe function.
   */
  subscribe<N extends LiveEventName>(
    onEvent: LiveEventHandler<N>,
    options: SubscribeOptions<N>,
  ): () => void {
    const types: ReadonlySet<string> = new Set(options.types);
    // Only events of `types` reach onEvent (see deliver), so each is a LiveEventOf<N>.
    const subscriber: Subscriber = { types, onEvent: onEvent as (event: LiveEvent) => void };
    this.subscribers.add(subscriber);
    clearTimeout(this.idleCloseTimer);
    this.idleCloseTimer = undefined;
    if (this.source) this.listenForTypes(this.source, subscriber.types);
    if (this.state === 'idle') this.connect();
    return () => {
      if (!this.subscribers.delete(subscriber) || this.subscribers.size > 0) return;
      this.idleCloseTimer = setTimeout(() => this.shutDown(), IDLE_CLOSE_DELAY_MS);
    };
  }

  private connect(): void {
    this.reconnectTimer = undefined;
    const url = urlOf(liveEventEndpoints.stream, { query: { after: this.lastEventId } });
    let source: EventSource;
    try {
      source = this.createEventSource(url);
    } catch {
      // No EventSource in this browser (or it refused the URL): polling alone keeps us current.
      this.setState('reconnecting');
      this.startPolling();
      return;
    }
    this.source = source;
    this.sourceTypes.clear();
    source.addEventListener('open', () => this.handleOpen(source));
    source.addEventListener('error', () => this.handleError(source));
    source.addEventListener(READY_EVENT, (message) => this.handleReady(source, message));
    for (const subscriber of this.subscribers) this.listenForTypes(source, subscriber.types);
    if (this.state !== 'reconnecting') this.setState('connecting');
  }

  private listenForTypes(source: EventSource, types: ReadonlySet<string>): void {
    for (const type of types) {
      if (this.sourceTypes.has(type)) continue;
      this.sourceTypes.add(type);
      source.addEventListener(type, (message) => {
        if (source !== this.source) return;
        const event = toEnvelope(message as MessageEvent<unknown>);
        if (event) this.deliver(event);
      });
    }
  }

  /** The stream's first message names its starting cursor: from there on we know our place. */
  private handleReady(source: EventSource, message: Event): void {
    if (source !== this.source) return;
    const cursor = Number((message as MessageEvent<unknown>).lastEventId);
    if (!Number.isSafeInteger(cursor) || cursor < 0) return;
    this.lastEventId = Math.max(this.lastEventId ?? 0, cursor);
  }

  private handleOpen(source: EventSource): void {
    if (source !== this.source) return;
    this.reconnectAttempts = 0;
    this.stopPolling();
    this.setState('open');
  }

  /**
   * Any failure closes the stream and we reconnect ourselves: the browser's own retry gives up
   * on HTTP errors and never backs off, and `?after=` resumes exactly where we stopped.
   */
  private handleError(source: EventSource): void {
    if (source !== this.source) return;
    source.close();
    this.source = undefined;
    this.setState('reconnecting');
    this.startPolling();
    const exponential = RECONNECT_BASE_DELAY_MS * 2 ** this.reconnectAttempts;
    const jitter = 0.75 + this.random() * 0.5; // spreads reconnects after a server restart
    const delay = Math.round(Math.min(RECONNECT_MAX_DELAY_MS, exponential) * jitter);
    this.reconnectAttempts += 1;
    this.reconnectTimer = setTimeout(() => this.connect(), delay);
  }

  private startPolling(): void {
    if (this.pollToken) return;
    const token = {};
    this.pollToken = token;
    void this.poll(token);
  }

  private stopPolling(): void {
    this.pollToken = undefined;
    clearTimeout(this.pollTimer);
    this.pollTimer = undefined;
  }

  private async poll(token: object): Promise<void> {
    if (this.pollToken !== token) return;
    try {
      await this.catchUp(token);
    } catch {
      // Offline or the server is down: the next poll tries again.
    }
    if (this.pollToken !== token) return;
    this.pollTimer = setTimeout(() => void this.poll(token), POLL_INTERVAL_MS);
  }

  private async catchUp(token: object): Promise<void> {
    if (this.lastEventId !== undefined) {
      const events = await this.pollEvents(this.lastEventId);
      if (this.pollToken === token) for (const event of events) this.deliver(event);
      return;
    }
    // No event seen yet: older events are already reflected in what the page loaded, so skip
    // to the newest id (as a fresh stream would) instead of replaying a day of history.
    let newest = 0;
    for (let page = 0; page < MAX_BASELINE_PAGES; page++) {
      const events = await this.pollEvents(newest);
      if (this.pollToken !== token || this.lastEventId !== undefined) return;
      if (events.length === 0) break;
      newest = Math.max(newest, ...events.map((event) => event.id));
    }
    this.lastEventId = newest;
  }

  /**
   * Events arrive in increasing id order on both paths, so "newer than the last" dedupes. The
   * cursor moves past every event, usable or not, so a skipped one is never fetched again.
   */
  private deliver(envelope: EventEnvelope): void {
    if (this.lastEventId !== undefined && envelope.id <= this.lastEventId) return;
    this.lastEventId = envelope.id;
    const receivers = [...this.subscribers].filter((subscriber) =>
      subscriber.types.has(envelope.type),
    );
    if (receivers.length === 0) return;
    const checked = checkLiveEvent(envelope);
    if (!checked.ok) {
      if (checked.reason === 'malformed-payload') this.onMalformed(envelope, checked.error);
      return;
    }
    const { event } = checked;
    for (const subscriber of receivers) {
      // Unsubscribed by an earlier receiver's handler: it gets nothing more.
      if (!this.subscribers.has(subscriber)) continue;
      try {
        subscriber.onEvent(event);
      } catch (error) {
        // One failing handler must not starve the others; rethrow outside the loop.
        queueMicrotask(() => {
          throw error;
        });
      }
    }
  }

  private shutDown(): void {
    this.idleCloseTimer = undefined;
    this.source?.close();
    this.source = undefined;
    clearTimeout(this.reconnectTimer);
    this.reconnectTimer = undefined;
    this.stopPolling();
    this.reconnectAttempts = 0;
    // Nobody was listening, so the next subscriber starts from "now" like a fresh page.
    this.lastEventId = undefined;
    this.setState('idle');
  }

  private setState(state: LiveConnectionState): void {
    if (this.state === state) return;
    this.state = state;
    for (const listener of [...this.stateListeners]) listener();
  }
}

/**
 * The stream names each message after the event type, carries the id in `id:` and sends
 * `{ payload, createdAt }` as data. A full event object, or a bare payload, is accepted too.
 * A message that fits none of these is dropped. Only the envelope is read here; the payload is
 * checked against the contract in deliver(), the one place both paths (stream, poll) meet.
 */
function toEnvelope(message: MessageEvent<unknown>): EventEnvelope | undefined {
  let data: unknown;
  try {
    data = JSON.parse(String(message.data));
  } catch {
    return undefined;
  }
  const whole = eventEnvelopeSchema.safeParse(data);
  if (whole.success) return whole.data;
  const envelope = isRecord(data) && 'payload' in data ? data : { payload: data };
  const parsed = eventEnvelopeSchema.safeParse({
    createdAt: new Date().toISOString(),
    ...envelope,
    id: Number(message.lastEventId),
    type: message.type,
  });
  return parsed.success ? parsed.data : undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

let sharedClient: LiveEventsClient | undefined;

/** The tab's one client; created on first use so importing this module opens nothing. */
export function getLiveEventsClient(): LiveEventsClient {
  sharedClient ??= new LiveEventsClient();
  return sharedClient;
}

export function subscribeToEvents<N extends LiveEventName>(
  onEvent: LiveEventHandler<N>,
  options: SubscribeOptions<N>,
): () => void {
  return getLiveEventsClient().subscribe(onEvent, options);
}

/**
 * Calls `handler` with the typed payload (and the whole event) of each event named `name`;
 * returns the unsubscribe function. What useLiveEvent runs while its component is mounted.
 */
export function subscribeToLiveEvent<N extends LiveEventName>(
  name: N,
  handler: (payload: LiveEventPayload<N>, event: LiveEventOf<N>) => void,
  client: LiveEventsClient = getLiveEventsClient(),
): () => void {
  return client.subscribe<N>((event) => handler(event.payload, event), { types: [name] });
}

export function getConnectionState(): LiveConnectionState {
  return getLiveEventsClient().getState();
}

/** Calls `listener` whenever the shared connection state changes; returns the unsubscribe. */
export function onConnectionStateChange(listener: () => void): () => void {
  return getLiveEventsClient().onStateChange(listener);
}
