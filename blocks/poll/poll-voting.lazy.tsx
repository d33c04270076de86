'use client';
import dynamic from 'next/dynamic';

/**
 * The poll's voting and its modal in a chunk of their own, fetched only by pages that show a poll; the
 * server still renders the 'Vote Now' button into the page's HTML.
 */
export const PollVoting = dynamic(() => import('./poll-voting.client').then((module) => module.PollVoting));
