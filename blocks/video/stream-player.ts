/** The part of the streaming provider's browser API the site uses (its player, `window.KalturaPlayer`). */
export interface StreamPlayer {
  loadMedia(media: { entryId: string }): Promise<unknown>;
  play(): void;
  destroy(): void;
  addEventListener(type: string, listener: () => void): void;
  readonly duration: number;
  readonly currentTime: number;
}

declare global {
  interface Window {
    KalturaPlayer?: {
      setup(config: {
        targetId: string;
        provider: { partnerId: string | number; uiConfId?: string | number; ks?: string };
        playback?: { autoplay?: boolean };
      }): StreamPlayer;
    };
  }
}

/**
 * The player script of one account's player at the streaming provider (docs/configuration.md,
 * STREAM_PLAYER_URL), or null when the block names no account or player.
 */
export function playerScriptUrl(
  serviceUrl: string,
  accountId: string | undefined,
  playerId: string | undefined,
): string | null {
  if (!accountId || !playerId) return null;
  return `${serviceUrl}/p/${encodeURIComponent(accountId)}/embedPlaytimeJs/uiconf_id/${encodeURIComponent(playerId)}`;
}

/** The warning when the player is called before it exists. */
export const PLAYER_NOT_INITIALISED = 'kaltura player is not initialised';

/**
 * Calls the streaming player, or warns and does nothing when there is none yet: a
 * player script whose setup gave nothing back, or a call made before setup.
 */
export function withPlayer<T>(
  player: StreamPlayer | null | undefined,
  call: (ready: StreamPlayer) => T,
): T | undefined {
  if (!player) {
    console.warn(PLAYER_NOT_INITIALISED);
    return undefined;
  }
  return call(player);
}
