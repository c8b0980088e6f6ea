import { createContext, createElement, type ReactNode, useCallback, useContext, useSyncExternalStore } from 'react';
import { getLiveHub, type LiveHub } from './live-hub.ts';

const LiveHubContext = createContext<LiveHub | null>(null);

/** Gives a subtree its own hub (tests); without it components use the page's shared hub. */
export function LiveHubProvider({ hub, children }: { hub: LiveHub; children: ReactNode }) {
  return createElement(LiveHubContext.Provider, { value: hub }, children);
}

function useLiveHub(): LiveHub {
  return useContext(LiveHubContext) ?? getLiveHub();
}

const ignore = () => () => {};

/**
 * The latest value of a live topic, wanting the topic while the component is mounted and
 * `enabled`. Undefined until the first value arrives (or while disabled).
 */
export function useLiveValue<T>(topic: string, enabled = true): T | undefined {
  const hub = useLiveHub();
  const subscribe = useCallback((onChange: () => void) => hub.subscribe(topic, onChange), [hub, topic]);
  const value = useSyncExternalStore(enabled ? subscribe : ignore, () => hub.current<T>(topic));
  return enabled ? value : undefined;
}
