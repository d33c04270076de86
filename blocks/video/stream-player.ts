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
