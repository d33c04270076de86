import { inlineCall, jsonForScript } from './inline-script';

describe('jsonForScript', () => {
  it('escapes markup so a hostile string cannot close the script element', () => {
    const data = { headline: '</script><script>alert(1)</script>', note: '<!-- a & b -->' };
    const json = jsonForScript(data);
    expect(json).not.toMatch(/[<>&]/);
    expect(json).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(json)).toEqual(data);
  });

  it('escapes line and paragraph separators too, and keeps the JSON equal', () => {
    const data = { text: 'one\u2028two\u2029three' };
    const json = jsonForScript(data);
    expect(json).not.toMatch(/[\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual(data);
  });
});

type Probe = typeof globalThis & { inlineCallProbe?: unknown[] };

describe('inlineCall', () => {
  afterEach(() => {
    delete (globalThis as Probe).inlineCallProbe;
  });

  it('calls the function with its arguments when the text runs', () => {
    const text = inlineCall(
      (name: string, count: number, on: boolean, list: string[]) => {
        (globalThis as Probe).inlineCallProbe = [name, count, on, list];
      },
      'Gold Cup',
      3,
      true,
      ['a', 'b'],
    );
    new Function(text)();
    expect((globalThis as Probe).inlineCallProbe).toEqual(['Gold Cup', 3, true, ['a', 'b']]);
  });

  it('type-checks the arguments against the function', () => {
    // @ts-expect-error a string where the function takes a number
    expect(inlineCall((count: number) => void count, 'three')).toContain('"three"');
  });

  it('keeps an argument from ending the script element', () => {
    const text = inlineCall((value: string) => void value, '</script><script>alert(1)</script>');
    expect(text).not.toMatch(/<\/script/i);
  });
});
