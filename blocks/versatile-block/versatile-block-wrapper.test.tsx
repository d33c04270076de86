// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { expectConsole } from '@/test/setup';
import { VersatileBlockWrapper } from './versatile-block-wrapper';
import { versatileBlockWrapperSchema } from './versatile-block-wrapper-schema';
import { versatileBlockWrapperFixture } from './versatile-block.fixture';

const versatile = (title: string) => ({
  id: title,
  contentType: 'CUSTOM',
  customContentType: 'versatile-block',
  customContent: { title_string: title, countdownTimerDate_string: '', countdownTimerTime_string: '' },
});

describe('versatileBlockWrapperSchema', () => {
  it('reads its nested versatile blocks, skipping and warning about any that are not', () => {
    const warn = expectConsole('warn');
    const props = versatileBlockWrapperSchema.parse({
      customContent: {
        title_string: 'Coming up',
        blocks_content: [
          versatile('First'),
          { id: 'odd', contentType: 'CUSTOM', customContentType: 'useful-links', customContent: {} },
          { id: 'bad', contentType: 'CUSTOM', customContentType: 'versatile-block', customContent: 7 },
          versatile('Second'),
        ],
      },
    });
    expect(props.title).toBe('Coming up');
    expect(props.blocks.map((block) => block.props.title)).toEqual(['First', 'Second']);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('odd'));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('bad'));
  });

  it('rejects a wrapper whose blocks are not a list', () => {
    expect(versatileBlockWrapperSchema.safeParse({ customContent: { blocks_content: 'x' } }).success).toBe(
      false,
    );
  });
});

describe('VersatileBlockWrapper', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(Date.UTC(2026, 5, 13, 9, 0));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows each versatile block under the wrapper title, headings in order', () => {
    render(<VersatileBlockWrapper {...versatileBlockWrapperFixture()} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Coming up' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Light versatile block',
      'Royal versatile block',
    ]);
    expect(screen.getAllByRole('timer')).toHaveLength(1);
  });

  it('renders nothing without blocks', () => {
    const { container } = render(<VersatileBlockWrapper {...versatileBlockWrapperFixture({ blocks: [] })} />);
    expect(container).toBeEmptyDOMElement();
  });
});
