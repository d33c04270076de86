import { perAnswer } from './per-answer';

describe('perAnswer', () => {
  it('reshapes an answer once, however often it is read', () => {
    const reshape = vi.fn((answer: { items: number[] }) => answer.items.map((item) => item * 2));
    const read = perAnswer(reshape);
    const answer = { items: [1, 2] };
    const first = read(answer);
    expect(read(answer)).toBe(first);
    expect(first).toEqual([2, 4]);
    expect(reshape).toHaveBeenCalledOnce();
  });

  it('reshapes a new answer anew', () => {
    const read = perAnswer((answer: { items: number[] }) => answer.items.length);
    expect(read({ items: [1] })).toBe(1);
    expect(read({ items: [1, 2, 3] })).toBe(3);
  });

  it('keeps a reshaping that came out null or undefined', () => {
    const reshape = vi.fn((): null => null);
    const read = perAnswer(reshape);
    const answer = {};
    read(answer);
    expect(read(answer)).toBeNull();
    expect(reshape).toHaveBeenCalledOnce();
  });
});
