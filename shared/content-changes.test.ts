import { changeNotice, contentChanged, onContentChange, readChangeNotice } from './content-changes.mjs';

describe('a content change between the app and the serving layer', () => {
  it('goes out on the channel and reads back as it was', () => {
    const change = { paths: ['/content/silver-lantern-wins-summer-mile', '/news'], everything: false };
    expect(readChangeNotice(changeNotice(change))).toEqual(change);
    expect(readChangeNotice(changeNotice({}))).toEqual({ paths: [], everything: false });
  });

  it('counts a notice it cannot read as a change to every page', () => {
    for (const message of ['1764230400000', 'not json', '{"paths":"/news"}', 'null']) {
      expect(readChangeNotice(message)).toEqual({ paths: [], everything: true });
    }
    expect(readChangeNotice('{"paths":["/news",7],"everything":false}')).toEqual({
      paths: ['/news'],
      everything: false,
    });
  });

  it('reaches every listener, one that throws costing the others nothing', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const heard: string[] = [];
    onContentChange(() => {
      throw new Error('listener broke');
    });
    onContentChange((change) => heard.push(change.paths.join(',')));
    contentChanged({ paths: ['/news'], everything: false });
    expect(heard).toEqual(['/news']);
    expect(console.warn).toHaveBeenCalledWith('A content change listener failed:', expect.any(Error));
  });
});
