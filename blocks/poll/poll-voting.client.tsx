'use client';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ActivePage, ResultPage, SharePage } from './poll-pages.client';
import { pollStage, pollTimingText, startsAtResult, type PollView } from './poll-view';
import { useClock } from './use-clock';

type Page = 'active' | 'result' | 'share';
type Loaded = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; poll: PollView; page: Page };

/** Why a vote did not go through, as the fan is told, and whether sending the same pick again may work. */
export interface VoteProblem {
  text: string;
  retry: boolean;
}

/**
 * What a fan is told when their vote did not go through, from the site's answer (`status`; null: no
 * connection). Their pick stays chosen: no connection, too many votes at once or a failing service can
 * be tried again; a closed poll or a second vote cannot.
 */
export function voteProblem(status: number | null, poll: PollView | null, now: number): VoteProblem {
  const retry = (text: string) => ({ text, retry: true });
  const final = (text: string) => ({ text, retry: false });
  if (status === null) {
    return retry('No connection: your vote was not sent. Your pick is kept; try again when you have signal.');
  }
  if (poll && pollStage(poll, now) === 'closed')
    return final('Voting has closed: your vote could not be counted.');
  if (status === 409) return final('You have already voted in this poll.');
  if (status === 429)
    return retry('Too many votes from here just now. Your pick is kept; try again in a minute.');
  return retry('Your vote could not be sent just now. Your pick is kept; please try again.');
}

async function readPoll(response: Response): Promise<PollView | null> {
  if (!response.ok) return null;
  const body = (await response.json()) as { poll?: PollView | null };
  return body.poll ?? null;
}

interface PollVotingProps {
  pollId: string;
  title: string;
  buttonLabel: string;
  /** The modal opens by itself. */
  autotrigger: boolean;
  buttonClassName?: string;
}

/**
 * The poll's voting: 'Vote Now' opens a modal dialog that loads the poll as this visitor sees it through
 * /api/polls, then shows the active, result or share page. A native modal <dialog>: focus moves in and
 * returns, Escape closes it, the page behind is inert and does not scroll (globals.css); a click outside or
 * the close button closes it too. Failures are logged and show a short line, never a broken page.
 */
export function PollVoting({
  pollId,
  title,
  buttonLabel,
  autotrigger,
  buttonClassName = '',
}: PollVotingProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<VoteProblem | null>(null);
  const now = useClock();

  // The poll as this visitor sees it, or 'failed' (logged).
  const fetchPoll = useCallback(async (): Promise<Loaded> => {
    try {
      const poll = await readPoll(
        await fetch(`/api/polls/${encodeURIComponent(pollId)}`, { cache: 'no-store' }),
      );
      if (!poll) throw new Error('no poll in the answer');
      return { kind: 'ready', poll, page: startsAtResult(poll, Date.now()) ? 'result' : 'active' };
    } catch (error) {
      console.warn(`Poll ${pollId} could not be loaded:`, error);
      return { kind: 'failed' };
    }
  }, [pollId]);

  const showDialog = () => {
    if (dialog.current && !dialog.current.open) dialog.current.showModal();
  };

  function open() {
    setLoaded({ kind: 'loading' });
    showDialog();
    void fetchPoll().then(setLoaded);
  }

  useEffect(() => {
    if (!autotrigger) return;
    showDialog();
    void fetchPoll().then(setLoaded);
  }, [autotrigger, fetchPoll]);

  async function vote(answerId: string) {
    setSending(true);
    setProblem(null);
    let status: number | null = null;
    try {
      const response = await fetch(`/api/polls/${encodeURIComponent(pollId)}/vote`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ answerId }),
      });
      status = response.status;
      const poll = await readPoll(response);
      if (!response.ok || !poll) throw new Error(`the vote answered ${response.status}`);
      setLoaded({ kind: 'ready', poll, page: 'result' });
    } catch (error) {
      console.warn(`Poll ${pollId}: the vote failed:`, error);
      const current = loaded.kind === 'ready' ? loaded.poll : null;
      setProblem(voteProblem(status, current, Date.now()));
    } finally {
      setSending(false);
    }
  }

  const show = (page: Page) =>
    setLoaded((current) => (current.kind === 'ready' ? { ...current, page } : current));
  const poll = loaded.kind === 'ready' ? loaded.poll : null;

  return (
    <>
      <button type="button" onClick={open} className={buttonClassName} aria-haspopup="dialog">
        {buttonLabel}
      </button>
      <dialog
        ref={dialog}
        aria-labelledby={`${pollId}-poll-title`}
        onClick={(event) => {
          if (event.target === dialog.current) dialog.current.close();
        }}
        className="m-auto max-h-[min(46rem,calc(100dvh-2rem))] w-[min(44rem,calc(100vw-2rem))] rounded-2xl bg-cream p-0 text-ink shadow-2xl backdrop:bg-turf-950/70"
      >
        <div className="flex max-h-[inherit] flex-col p-6 sm:p-8">
          <div className="mb-4 flex items-start justify-between gap-4">
            <div>
              <p className="eyebrow text-turf-700">Poll</p>
              <h2 id={`${pollId}-poll-title`} className="mt-1 heading-sub">
                {poll?.label || title}
              </h2>
              {poll && now !== null ? (
                <p className="mt-1 text-sm text-ink/70" data-poll-timing>
                  {pollTimingText(poll, now)}
                </p>
              ) : null}
            </div>
            <button
              type="button"
              onClick={() => dialog.current?.close()}
              aria-label="Close"
              className="-m-2 flex size-11 shrink-0 cursor-pointer items-center justify-center rounded-full text-2xl hover:bg-ink/10"
            >
              <span aria-hidden="true">×</span>
            </button>
          </div>
          <div aria-live="polite" className="flex min-h-0 flex-1 flex-col">
            {loaded.kind === 'loading' ? (
              <p className="py-10 text-center text-ink/70">Loading the poll…</p>
            ) : null}
            {loaded.kind === 'failed' ? (
              <p className="py-10 text-center text-ink/70">
                The poll is not available just now. Please try again later.
              </p>
            ) : null}
            {loaded.kind === 'ready' && loaded.page === 'active' ? (
              <ActivePage
                poll={loaded.poll}
                canVote={now === null || pollStage(loaded.poll, now) === 'open'}
                sending={sending}
                problem={problem}
                onVote={vote}
              />
            ) : null}
            {loaded.kind === 'ready' && loaded.page === 'result' ? (
              <ResultPage poll={loaded.poll} onShare={() => show('share')} />
            ) : null}
            {loaded.kind === 'ready' && loaded.page === 'share' ? (
              <SharePage title={loaded.poll.label || title} onBack={() => show('result')} />
            ) : null}
          </div>
        </div>
      </dialog>
    </>
  );
}
