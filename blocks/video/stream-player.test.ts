import { expectConsole } from '@/test/setup';
import { PLAYER_NOT_INITIALISED, withPlayer, type StreamPlayer } from './stream-player';

describe('withPlayer', () => {
  it('calls the streaming player once it exists', () => {
    const play = vi.fn();
    const player = { play } as unknown as StreamPlayer;
    expect(withPlayer(player, (ready) => (ready.play(), 'played'))).toBe('played');
    expect(play).toHaveBeenCalledOnce();
  });

  it("warns 'kaltura player is not initialised' and does nothing before it exists", () => {
    const warn = expectConsole('warn');
    const call = vi.fn();
    expect(withPlayer(null, call)).toBeUndefined();
    expect(withPlayer(undefined, call)).toBeUndefined();
    expect(call).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith(PLAYER_NOT_INITIALISED);
    expect(PLAYER_NOT_INITIALISED).toBe('kaltura player is not initialised');
  });
});
