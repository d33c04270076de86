'use client';
import { useId, useState } from 'react';
import { Image } from '@/ui/image/image';
import { ShareLinks } from '@/ui/share/share-links';
import {
  groupOptions,
  initialsOf,
  pollResults,
  silksOf,
  type PollOptionView,
  type PollView,
} from './poll-view';

const action = 'btn btn-primary w-full sm:w-auto';

/** The active page: search, options grouped by first letter, and Submit vote once one is chosen. */
export function ActivePage({
  poll,
  canVote,
  sending,
  problem = null,
  onVote,
}: {
  poll: PollView;
  canVote: boolean;
  sending: boolean;
  /** Why the last vote did not go through; the pick stays, so the button can send it again. */
  problem?: { text: string; retry: boolean } | null;
  onVote: (answerId: string) => void;
}) {
  const [search, setSearch] = useState('');
  const [choice, setChoice] = useState<string | null>(null);
  const searchId = useId();
  const groups = groupOptions(poll.options, search);
  return (
    <form
      className="flex min-h-0 flex-1 flex-col"
      onSubmit={(event) => {
        event.preventDefault();
        // A vote needs a selected option, otherwise it is ignored.
        if (choice && canVote) onVote(choice);
      }}
    >
      {poll.options.length > 8 ? (
        <div className="mb-4">
          <label htmlFor={searchId} className="mb-1 block text-sm font-semibold">
            Search jockeys
          </label>
          <input
            id={searchId}
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            className="min-h-11 w-full rounded-lg border border-ink/25 bg-white px-3"
          />
        </div>
      ) : null}
      {/* The options scroll in their own box; the search above and Submit vote below stay put. */}
      <div className="-mx-1 min-h-0 flex-1 overflow-y-auto px-1 pt-1 pb-2" data-poll-options>
        <fieldset disabled={!canVote || sending}>
          <legend className="sr-only">{poll.label}</legend>
          {groups.length === 0 ? <p className="py-6 text-center text-ink/70">No jockeys found</p> : null}
          {/* Wider, the letters flow down two columns, each letter's jockeys kept together. */}
          <div className="gap-4 sm:columns-2">
            {groups.map(([letter, options]) => (
              <div key={letter} role="group" aria-label={letter} className="mb-3 break-inside-avoid">
                <p aria-hidden="true" className="mb-1.5 text-xs font-bold tracking-widest text-turf-700">
                  {letter}
                </p>
                <div className="grid gap-2">
                  {options.map((option) => (
                    <OptionTile
                      key={option.id}
                      option={option}
                      checked={choice === option.id}
                      onChoose={() => setChoice(option.id)}
                    />
                  ))}
                </div>
              </div>
            ))}
          </div>
        </fieldset>
      </div>
      <div className="shrink-0 border-t border-ink/10 pt-4">
        {problem ? (
          <p
            role="alert"
            className="mb-3 rounded-lg bg-alert/10 px-3 py-2 text-sm text-ink"
            data-vote-problem
          >
            {problem.text}
          </p>
        ) : null}
        <button type="submit" disabled={!choice || !canVote || sending} className={action}>
          {sending ? 'Sending your vote…' : problem?.retry ? 'Try again' : 'Submit vote'}
        </button>
      </div>
    </form>
  );
}

/** A jockey to vote for: the badge in their silks with their initials, and their name. */
function OptionTile({
  option,
  checked,
  onChoose,
}: {
  option: PollOptionView;
  checked: boolean;
  onChoose: () => void;
}) {
  const silks = silksOf(option.id);
  return (
    <label className="flex min-h-13 cursor-pointer items-center gap-3 rounded-xl bg-white px-3 py-1.5 ring-1 ring-ink/10 transition-colors hover:bg-turf-100 has-checked:bg-turf-100 has-checked:font-semibold has-checked:ring-2 has-checked:ring-turf-800">
      <span
        aria-hidden="true"
        style={{ backgroundColor: silks.body, boxShadow: `inset 0 0 0 3px ${silks.sleeve}` }}
        className="flex size-9 shrink-0 items-center justify-center rounded-full text-xs font-bold text-white"
      >
        {initialsOf(option.label)}
      </span>
      <span data-option-name className="min-w-0 flex-1 leading-snug">
        {option.label}
      </span>
      <input
        type="radio"
        name="answer"
        value={option.id}
        checked={checked}
        onChange={onChoose}
        className="size-5 shrink-0 accent-turf-900"
      />
    </label>
  );
}

/** The result page: the top 5 and the visitor's pick, the post-vote message, the sponsor, Share poll. */
export function ResultPage({ poll, onShare }: { poll: PollView; onShare: () => void }) {
  const rows = pollResults(poll);
  const pick = poll.options.find((option) => option.selected);
  const message = pick?.postVoteMessage;
  return (
    <div className="flex flex-col">
      {pick ? (
        <p className="mb-4 rounded-lg bg-gold-100 px-4 py-3 text-sm">
          You voted for <strong>{pick.label}</strong>.
        </p>
      ) : null}
      <ol className="space-y-3">
        {rows.map(({ option, percent }) => (
          <li key={option.id} data-selected={option.selected || undefined}>
            <div className="flex justify-between gap-4 text-sm font-semibold">
              <span>
                {option.label}
                {option.selected ? <span className="ml-2 text-xs text-turf-700">(your pick)</span> : null}
              </span>
              <span>{percent}%</span>
            </div>
            <div className="mt-1 h-2.5 overflow-hidden rounded-full bg-ink/10" aria-hidden="true">
              <div
                className={`h-full rounded-full ${option.selected ? 'bg-gold-500' : 'bg-turf-700'}`}
                style={{ width: `${percent}%` }}
              />
            </div>
          </li>
        ))}
      </ol>
      {message?.message ? (
        <p className="mt-5 text-sm">
          {message.message}{' '}
          {message.link ? (
            <a href={message.link} className="font-semibold underline underline-offset-4">
              {message.linkText ?? message.link}
            </a>
          ) : null}
        </p>
      ) : null}
      {poll.sponsorImageUrl ? (
        <p className="mt-6 flex items-center gap-3 text-xs tracking-widest uppercase opacity-80">
          Sponsored by
          <Image
            src={poll.sponsorImageUrl}
            alt="Poll sponsor"
            width={120}
            height={40}
            className="h-8 w-auto object-contain"
          />
        </p>
      ) : null}
      <div className="mt-6 border-t border-ink/10 pt-4">
        <button type="button" onClick={onShare} className={action}>
          Share poll
        </button>
      </div>
    </div>
  );
}

/** The share page: the network links and copy link for this page, and Back to poll. */
export function SharePage({ title, onBack }: { title: string; onBack: () => void }) {
  const url = typeof window === 'undefined' ? '' : `${window.location.origin}${window.location.pathname}`;
  return (
    <div className="flex flex-col gap-6">
      <p>Ask your friends who they would pick.</p>
      <ShareLinks url={url} title={title} label="Share this poll" />
      <div className="border-t border-ink/10 pt-4">
        <button type="button" onClick={onBack} className={action}>
          Back to poll
        </button>
      </div>
    </div>
  );
}
